import { desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { messageOutbox } from '../../db/schema/index.ts';

export async function insertOutbox(db: Db | Tx, row: typeof messageOutbox.$inferInsert) {
  await db.insert(messageOutbox).values(row);
}

export function listOutbox(db: Db, phone: string, limit = 20) {
  return db.select().from(messageOutbox).where(eq(messageOutbox.phone, phone)).orderBy(desc(messageOutbox.id)).limit(limit);
}
