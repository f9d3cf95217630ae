import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import postgres from 'postgres';
import { inject } from 'vitest';
import { zonedToday } from '@shine/shared';
import { type BuildAppOptions, buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type Database, openPglite, openPostgres } from '../src/db/client.ts';
import { fixedClock } from '../src/lib/clock.ts';

import { TEST_NOW, seedDemoChain } from './global-setup.ts';

export { TEST_NOW };

/**
 * A database for one test file: in-memory PGlite, or (TEST_DB=postgres) a throw-away database on the
 * server of DATABASE_URL, dropped on close. `from`: a copy of the demo chain migrated and seeded once for the
 * suite's day by global-setup.ts, or of the migrations alone; without it, an empty database.
 */
export async function openTestDatabase(opts: { from?: 'seeded' | 'migrated' } = {}): Promise<Database> {
  const template = opts.from === 'seeded' ? inject('seededTemplate') : opts.from === 'migrated' ? inject('migratedTemplate') : undefined;
  if (process.env.TEST_DB !== 'postgres') {
    return openPglite('memory://', template?.kind === 'pglite' ? new Blob([readFileSync(template.file)]) : undefined);
  }
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs DATABASE_URL');
  const throwaway = await createThrowawayDatabase(url, template?.kind === 'postgres' ? template.database : undefined);
  const database = openPostgres(throwaway.url, 25);
  return {
    ...database,
    async close() {
      await database.close();
      await throwaway.drop();
    },
  };
}

/**
 * An empty database (or a copy of `template`) on the server of `serverUrl`: its URL, and `drop()` to
 * remove it (connections and all).
 */
export async function createThrowawayDatabase(serverUrl: string, template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `shine_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}${template ? ` template ${template}` : ''}`);
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    async drop() {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * Abuse limits out of the way of tests about something else (they book and ask codes many times from
 * one address); the security suite passes the real defaults back through `env`.
 */
export const GENEROUS_LIMITS = {
  RATE_LIMIT_PER_MINUTE: '100000',
  AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  LIMIT_HOLDS_PER_IP: '100000',
  LIMIT_ANON_CREATES_PER_IP: '100000',
  LIMIT_PHONE_LOOKUPS_PER_HOUR: '100000',
  OTP_RESEND_AFTER_SECONDS: '0',
};

/** A captcha as the server makes it, with less work: a test solves dozens (the default is tested in login-guard.test.ts). Production refuses it. */
const EASY_CAPTCHA = { CAPTCHA_MAX_NUMBER: '1000' };

/** `redis`, `logger` go to buildApp; `beforeReady` may add test-only routes or hooks. */
export async function createTestApp(
  opts: { now?: string; seed?: boolean; env?: Record<string, string> } & Pick<BuildAppOptions, 'redis' | 'logger'> & {
      beforeReady?: (app: FastifyInstance) => void;
    } = {},
) {
  const clock = fixedClock(opts.now ?? TEST_NOW);
  const today = zonedToday(clock.now(), 'Asia/Ho_Chi_Minh');
  const seeded = opts.seed !== false && inject('seededTemplate').today === today;
  const database = await openTestDatabase({ from: seeded ? 'seeded' : 'migrated' });
  if (opts.seed !== false && !seeded) await seedDemoChain(database, today);
  else await database.migrate(); // nothing left to apply: both templates are migrated
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG === '1' ? 'error' : 'silent',
    WEB_DIST_DIR: '',
    UPLOAD_DIR: mkdtempSync(path.join(tmpdir(), 'shine-uploads-')),
    ...GENEROUS_LIMITS,
    ...(opts.env?.NODE_ENV === 'production' ? {} : EASY_CAPTCHA),
    ...opts.env,
  });
  const app = await buildApp({ config, database, clock, redis: opts.redis, logger: opts.logger ?? process.env.TEST_LOG === '1' });
  opts.beforeReady?.(app);
  await app.ready();
  return {
    app,
    clock,
    db: database.db,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
