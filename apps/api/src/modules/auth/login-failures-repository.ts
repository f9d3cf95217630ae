import { and, count, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginFailures } from '../../db/schema/index.ts';

/** Records one attempt; attempts older than the window are dropped on the way. */
export async function insertLoginFailure(db: Db, phone: string, at: Date, windowStart: Date): Promise<number> {
  await db.delete(loginFailures).where(and(eq(loginFailures.phone, phone), lte(loginFailures.at, windowStart)));
  const [row] = await db.insert(loginFailures).values({ phone, at }).returning({ id: loginFailures.id });
  return row!.id;
}

export async function countLoginFailures(db: Db, phone: string, windowStart: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.phone, phone), gt(loginFailures.at, windowStart)));
  return row?.n ?? 0;
}

export async function deleteLoginFailure(db: Db, id: number) {
  await db.delete(loginFailures).where(eq(loginFailures.id, id));
}

export async function deleteLoginFailures(db: Db, phone: string) {
  await db.delete(loginFailures).where(eq(loginFailures.phone, phone));
}
