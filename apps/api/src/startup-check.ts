import { createServer } from 'node:net';
import postgres from 'postgres';
import type { Config } from './config.ts';
import { ConfigError } from './config.ts';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock.ts';

/** Where DATABASE_URL points, without its password (the messages below are printed). */
function target(databaseUrl: string) {
  const url = new URL(databaseUrl);
  return {
    host: url.hostname || 'localhost',
    port: url.port || '5432',
    user: decodeURIComponent(url.username) || 'postgres',
    database: decodeURIComponent(url.pathname.replace(/^\//, '')) || decodeURIComponent(url.username) || 'postgres',
  };
}

/** The error codes along an error's `cause` chain (drizzle wraps the driver's error in DrizzleQueryError). */
function codesOf(err: unknown): string[] {
  const codes: string[] = [];
  for (let e = err as { code?: unknown; cause?: unknown; errors?: unknown[] } | undefined, depth = 0; e && depth < 5; depth++) {
    if (typeof e.code === 'string') codes.push(e.code);
    // Node reports a refused dual-stack connect (localhost: ::1 and 127.0.0.1) as an AggregateError.
    for (const inner of Array.isArray(e.errors) ? e.errors : [])
      if (typeof (inner as { code?: unknown }).code === 'string') codes.push((inner as { code: string }).code);
    e = e.cause as typeof e;
  }
  return codes;
}

/**
 * What a person starting the server must do about a failure, in one line (several for a configuration
 * with several mistakes); undefined for a failure nobody foresaw, whose stack is then worth reading.
 */
export function describeStartupFailure(err: unknown, config?: Pick<Config, 'DATABASE_URL' | 'HOST' | 'PORT'>): string | undefined {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) return err.message;
  const codes = codesOf(err);
  const has = (...wanted: string[]) => wanted.some((code) => codes.includes(code));
  if (config && has('EADDRINUSE')) {
    return `Port ${config.PORT} is already in use (another server still running?). Stop it, or start on another port: PORT=${config.PORT + 1} npm start`;
  }
  if (config && has('EACCES') && config.PORT < 1024) return `Port ${config.PORT} needs root. Use a port above 1023, e.g. PORT=3000.`;
  if (!config?.DATABASE_URL) return undefined;
  const db = target(config.DATABASE_URL);
  const where = `${db.host}:${db.port}`;
  if (has('3D000')) {
    return `Database "${db.database}" does not exist on ${where}. Create it: createdb -h ${db.host} -p ${db.port} -U ${db.user} ${db.database}`;
  }
  if (has('28P01', '28000')) return `PostgreSQL at ${where} refused user "${db.user}": check the user and password in DATABASE_URL.`;
  if (has('ECONNREFUSED', 'CONNECT_TIMEOUT', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH')) {
    return `Cannot reach PostgreSQL at ${where}. Start it (or fix DATABASE_URL), or unset DATABASE_URL to use the embedded database.`;
  }
  if (has('ENOTFOUND', 'EAI_AGAIN')) return `Cannot find the PostgreSQL host "${db.host}": fix DATABASE_URL.`;
  return undefined;
}

/** Resolves once HOST:PORT could be bound (and is released again); rejects with the socket error otherwise. */
function probePort(host: string, port: number): Promise<void> {
  if (port === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen({ host, port, exclusive: true }, () => server.close(() => resolve()));
  });
}

/**
 * What `npm start` checks before it builds anything: the database answers (or the embedded one's folder
 * is free) and the port can be bound. Throws what describeStartupFailure() turns into one line.
 */
export async function checkBeforeStart(config: Config): Promise<void> {
  if (config.DATABASE_URL) {
    const sql = postgres(config.DATABASE_URL, { max: 1, connect_timeout: 10, onnotice: () => {} });
    try {
      await sql`select 1`;
    } finally {
      await sql.end({ timeout: 1 });
    }
  } else {
    lockDataDir(config.DATA_DIR)();
  }
  await probePort(config.HOST, config.PORT);
}
