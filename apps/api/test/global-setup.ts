import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { zonedToday } from '@shine/shared';
import { type Database, openPglite, openPostgres } from '../src/db/client.ts';
import { ensureShifts, seedDemoData } from '../src/db/seed/index.ts';

// Migrating and seeding the demo chain takes most of a test file's start (seconds each on PGlite). It
// is done once per run here, for the suite's fixed day; each test file then starts from a copy: a
// PGlite data folder loaded from this dump, or a PostgreSQL database created from this template.

/** 08:00 in Ho Chi Minh City on Saturday 2026-11-21: the suite's fixed "now". */
export const TEST_NOW = '2026-11-21T01:00:00.000Z';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded demo chain for TEST_NOW's day: a PGlite dump file or a PostgreSQL template database. */
    seededTemplate: { kind: 'pglite'; file: string; today: string } | { kind: 'postgres'; database: string; today: string };
  }
}

/** The demo chain with its shifts from `today` on (migrations applied first). */
export async function seedDemoChain(database: Database, today: string) {
  await database.migrate();
  await seedDemoData(database.db, { today });
  await ensureShifts(database.db, { today });
}

export default async function setup(project: TestProject) {
  const today = zonedToday(new Date(TEST_NOW), 'Asia/Ho_Chi_Minh');
  if (project.name === 'api-postgres') {
    const serverUrl = process.env.DATABASE_URL!;
    const name = `shine_template_${randomBytes(6).toString('hex')}`;
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = openPostgres(url.toString(), 5);
    await seedDemoChain(database, today);
    await database.close(); // a template must have no connection while copies are made
    project.provide('seededTemplate', { kind: 'postgres', database: name, today });
    return async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  const database = openPglite('memory://');
  await seedDemoChain(database, today);
  const dir = mkdtempSync(path.join(tmpdir(), 'shine-template-'));
  const file = path.join(dir, 'seeded.tar');
  writeFileSync(file, Buffer.from(await (await database.dump!()).arrayBuffer()));
  await database.close();
  project.provide('seededTemplate', { kind: 'pglite', file, today });
  return () => rmSync(dir, { recursive: true, force: true });
}
