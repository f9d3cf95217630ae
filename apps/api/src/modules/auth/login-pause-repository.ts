import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginPauses } from '../../db/schema/index.ts';

export type LoginPause = typeof loginPauses.$inferSelect;

export async function findLoginPause(db: Db, phone: string): Promise<LoginPause | undefined> {
  const [row] = await db.select().from(loginPauses).where(eq(loginPauses.phone, phone));
  return row;
}

/** One row per phone: the newest pause and how many came in a row. */
export async function saveLoginPause(db: Db, pause: LoginPause) {
  await db
    .insert(loginPauses)
    .values(pause)
    .onConflictDoUpdate({ target: loginPauses.phone, set: { until: pause.until, level: pause.level, updatedAt: pause.updatedAt } });
}

export async function deleteLoginPause(db: Db, phone: string) {
  await db.delete(loginPauses).where(eq(loginPauses.phone, phone));
}
