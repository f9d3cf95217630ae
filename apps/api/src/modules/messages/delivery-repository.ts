import type { Db, Tx } from '../../db/client.ts';
import { messageDeliveries } from '../../db/schema/index.ts';

/** One attempt of one gateway: who, what for, how it went. Never the code or the text. */
export async function recordDelivery(db: Db | Tx, row: typeof messageDeliveries.$inferInsert) {
  await db.insert(messageDeliveries).values(row);
}
