import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/** `pg_notify(channel, payload)` in a transaction of its own: every instance LISTENing on the channel hears it at its commit. */
export function notifier(db: Db, channel: string): (payload: string) => Promise<unknown> {
  return (payload) => db.execute(sql`select pg_notify(${channel}, ${payload})`);
}
