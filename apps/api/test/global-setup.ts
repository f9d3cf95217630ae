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
// PGlite data folder loaded from this dump, or a PostgreSQL database created from this template. The files
// that need an empty database start from the migrations alone, made once here too.

/** 08:00 in Ho Chi Minh City on Saturday 2026-11-21: the suite's fixed "now". */
export const TEST_NOW = '2026-11-21T01:00:00.000Z';

type Template = { kind: 'pglite'; file: string } | { kind: 'postgres'; database: string };

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded demo chain for TEST_NOW's day: a PGlite dump file or a PostgreSQL template database. */
    seededTemplate: Template & { today: string };
    /** The migrations alone, for the files that start from an empty database (`createTestApp({ seed: false })`). */
    migratedTemplate: Template;
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
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    const suffix = randomBytes(6).toString('hex');
    const [migrated, seeded] = [`shine_migrated_${suffix}`, `shine_template_${suffix}`];
    /** A database made from `template` (or empty), changed by `fill`, closed: a template must have no connection while copies are made. */
    const make = async (name: string, fill: (database: Database) => Promise<void>, template?: string) => {
      await admin.unsafe(`create database ${name}${template ? ` template ${template}` : ''}`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      const database = openPostgres(url.toString(), 5);
      await fill(database);
      await database.close();
    };
    await make(migrated, (database) => database.migrate());
    await make(seeded, (database) => seedDemoChain(database, today), migrated);
    project.provide('migratedTemplate', { kind: 'postgres', database: migrated });
    project.provide('seededTemplate', { kind: 'postgres', database: seeded, today });
    return async () => {
      for (const name of [seeded, migrated]) await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'shine-template-'));
  const database = openPglite('memory://');
  /** The database as it is now, as a PGlite dump file. */
  const dumpTo = async (name: string) => {
    const file = path.join(dir, name);
    writeFileSync(file, Buffer.from(await (await database.dump!()).arrayBuffer()));
    return file;
  };
  await database.migrate();
  project.provide('migratedTemplate', { kind: 'pglite', file: await dumpTo('migrated.tar') });
  await seedDemoChain(database, today);
  project.provide('seededTemplate', { kind: 'pglite', file: await dumpTo('seeded.tar'), today });
  await database.close();
  return () => rmSync(dir, { recursive: true, force: true });
}
