import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customerPoints, pointsLedger } from '../../db/schema/index.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type PointReason = (typeof pointsLedger.$inferInsert)['reason'];

export class NotEnoughPoints extends Error {}

/**
 * Takes points off inside the caller's transaction: the conditional UPDATE holds the balance row, so two
 * exchanges at once cannot both spend the same points, and the check constraint keeps it >= 0 anyway.
 */
export async function spendPoints(tx: Tx, input: { customerId: number; points: number; reason: PointReason; note: string; now: Date }): Promise<number> {
  const [row] = await tx
    .update(customerPoints)
    .set({ balance: sql`${customerPoints.balance} - ${input.points}` })
    .where(and(eq(customerPoints.customerId, input.customerId), gte(customerPoints.balance, input.points)))
    .returning({ balance: customerPoints.balance });
  if (!row) throw new NotEnoughPoints();
  await tx
    .insert(pointsLedger)
    .values({ customerId: input.customerId, delta: -input.points, balanceAfter: row.balance, reason: input.reason, note: input.note, createdAt: input.now });
  return row.balance;
}

export async function addPoints(tx: Tx, input: { customerId: number; points: number; reason: PointReason; note: string; now: Date }): Promise<number> {
  const [row] = await tx
    .insert(customerPoints)
    .values({ customerId: input.customerId, balance: input.points })
    .onConflictDoUpdate({ target: customerPoints.customerId, set: { balance: sql`${customerPoints.balance} + ${input.points}` } })
    .returning({ balance: customerPoints.balance });
  const balance = row?.balance ?? input.points;
  await tx
    .insert(pointsLedger)
    .values({ customerId: input.customerId, delta: input.points, balanceAfter: balance, reason: input.reason, note: input.note, createdAt: input.now });
  return balance;
}

export async function findBalance(db: Db, customerId: number): Promise<number> {
  const [row] = await db.select({ balance: customerPoints.balance }).from(customerPoints).where(eq(customerPoints.customerId, customerId));
  return row?.balance ?? 0;
}

export async function findLedger(db: Db, customerId: number, limit = 50) {
  return db
    .select({ delta: pointsLedger.delta, balanceAfter: pointsLedger.balanceAfter, note: pointsLedger.note, createdAt: pointsLedger.createdAt })
    .from(pointsLedger)
    .where(eq(pointsLedger.customerId, customerId))
    .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id))
    .limit(limit);
}

/**
 * Points earned once for one thing (`ref`, e.g. `booking:123`), inside the caller's transaction. The balance row
 * is held first (as every other change of it does), so his lines are numbered in the order they change the
 * balance; the line then goes in under the unique key (customer, reason, ref): a second call for the same thing,
 * even at the same instant on another instance, waits for the first and adds nothing. Answers the points added
 * (0 when that thing already earned them).
 */
export async function addPointsOnce(
  tx: Tx,
  input: { customerId: number; points: number; reason: PointReason; ref: string; note: string; now: Date },
): Promise<number> {
  if (input.points <= 0) return 0;
  const [held] = await tx
    .insert(customerPoints)
    .values({ customerId: input.customerId, balance: 0 })
    .onConflictDoUpdate({ target: customerPoints.customerId, set: { balance: sql`${customerPoints.balance}` } })
    .returning({ balance: customerPoints.balance });
  const balance = (held?.balance ?? 0) + input.points;
  const [line] = await tx
    .insert(pointsLedger)
    .values({
      customerId: input.customerId,
      delta: input.points,
      balanceAfter: balance,
      reason: input.reason,
      ref: input.ref,
      note: input.note,
      createdAt: input.now,
    })
    .onConflictDoNothing({ target: [pointsLedger.customerId, pointsLedger.reason, pointsLedger.ref] })
    .returning({ id: pointsLedger.id });
  if (!line) return 0;
  await tx.update(customerPoints).set({ balance }).where(eq(customerPoints.customerId, input.customerId));
  return input.points;
}
