import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query API as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole data folder as a tar file (tests start their databases from a seeded one). */
  dump?(): Promise<Blob>;
  /**
   * LISTEN on a channel: `onNotify` gets each NOTIFY's payload (sent by any instance on this database),
   * `onListen` runs whenever listening (re)starts, so a caller can catch up on what a dropped connection
   * missed. Resolves to the function that stops listening.
   */
  listen: Listen;
};

export type Listen = (channel: string, onNotify: (payload: string) => void, onListen?: () => void) => Promise<() => Promise<void>>;

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * PGlite in dataDir ('memory://' for tests) with btree_gist for the booking exclusion constraint;
 * `from`: a data folder dumped by `dump()` to start from.
 */
export function openPglite(dataDir: string, from?: Blob): Database {
  if (!dataDir.startsWith('memory://')) mkdirSync(path.resolve(dataDir), { recursive: true });
  const client = new PGlite({
    dataDir: dataDir.startsWith('memory://') ? dataDir : path.resolve(dataDir),
    extensions: { btree_gist },
    loadDataDir: from,
  });
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
    // One process, one connection: a NOTIFY of this database reaches its listeners at commit.
    listen: async (channel, onNotify, onListen) => {
      const stop = await client.listen(channel, onNotify);
      onListen?.();
      return () => stop();
    },
  };
}

/** postgres.js keeps one extra connection for LISTEN and reconnects it; onListen runs after each (re)connect. */
export function postgresListen(client: postgres.Sql): Listen {
  return async (channel, onNotify, onListen) => {
    const { unlisten } = await client.listen(channel, onNotify, onListen);
    return unlisten;
  };
}

export function openPostgres(url: string, maxConnections = 10): Database {
  const client = postgres(url, { max: maxConnections, onnotice: () => {} });
  const db = drizzlePostgres({ client, schema, casing: 'snake_case' });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    migrate: () => migratePostgres(db, { migrationsFolder }),
    close: () => client.end({ timeout: 5 }),
    listen: postgresListen(client),
  };
}

export function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Database {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);
}
