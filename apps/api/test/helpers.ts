import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { zonedToday } from '@shine/shared';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type Database, openPglite, openPostgres } from '../src/db/client.ts';
import { ensureShifts, seedDemoData } from '../src/db/seed/index.ts';
import { fixedClock } from '../src/lib/clock.ts';

/** 08:00 in Ho Chi Minh City on Saturday 2026-11-21: the suite's fixed "now". */
export const TEST_NOW = '2026-11-21T01:00:00.000Z';

/**
 * A database for one test file: in-memory PGlite, or (TEST_DB=postgres) a throw-away database on the
 * server of DATABASE_URL, dropped on close.
 */
export async function openTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB !== 'postgres') return openPglite('memory://');
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs DATABASE_URL');
  const name = `shine_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = openPostgres(target.toString(), 25);
  return {
    ...database,
    async close() {
      await database.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

export async function createTestApp(opts: { now?: string; seed?: boolean; env?: Record<string, string> } = {}) {
  const clock = fixedClock(opts.now ?? TEST_NOW);
  const database = await openTestDatabase();
  await database.migrate();
  if (opts.seed !== false) {
    const today = zonedToday(clock.now(), 'Asia/Ho_Chi_Minh');
    await seedDemoData(database.db, { today });
    await ensureShifts(database.db, { today });
  }
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: process.env.TEST_LOG === '1' ? 'error' : 'silent', WEB_DIST_DIR: '', UPLOAD_DIR: mkdtempSync(path.join(tmpdir(), 'shine-uploads-')), RATE_LIMIT_PER_MINUTE: '100000', AUTH_RATE_LIMIT_PER_MINUTE: '100000', ...opts.env });
  const app = await buildApp({ config, database, clock, logger: process.env.TEST_LOG === '1' });
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
