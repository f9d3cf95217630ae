import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { messageOutbox } from '../../db/schema/index.ts';

export function listOutbox(db: Db, phone: string, limit = 20) {
  return db
    .select()
    .from(messageOutbox)
    .where(eq(messageOutbox.phone, phone))
    .orderBy(desc(messageOutbox.id))
    .limit(limit);
}
