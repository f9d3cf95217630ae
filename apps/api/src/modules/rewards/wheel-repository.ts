import { and, asc, desc, eq, gte, inArray, isNull, like, lt, or, sql } from 'drizzle-orm';
import { effectiveWeights, pickSlice, type QuestKind, totalWeight } from '@shine/shared';
import type { Db } from '../../db/client.ts';
import {
  bookings,
  customerPoints,
  customerSpins,
  customers,
  customerVouchers,
  ratings,
  spinEarnings,
  wheelPrizes,
  wheels,
  wheelSpins,
} from '../../db/schema/index.ts';
import { addPoints, NotEnoughPoints, spendPoints } from './points-repository.ts';

export type WheelRow = typeof wheels.$inferSelect;
export type PrizeRow = typeof wheelPrizes.$inferSelect;

export async function findWheelBySlug(db: Db, slug: string): Promise<WheelRow | undefined> {
  const [row] = await db.select().from(wheels).where(eq(wheels.slug, slug));
  return row;
}

export async function findWheel(db: Db, id: number): Promise<WheelRow | undefined> {
  const [row] = await db.select().from(wheels).where(eq(wheels.id, id));
  return row;
}

export async function findPrizes(db: Db, wheelId: number): Promise<PrizeRow[]> {
  return db.select().from(wheelPrizes).where(eq(wheelPrizes.wheelId, wheelId)).orderBy(asc(wheelPrizes.sort));
}

export async function findSpinsLeft(db: Db, customerId: number): Promise<number> {
  const [row] = await db
    .select({ earned: customerSpins.earned, spent: customerSpins.spent })
    .from(customerSpins)
    .where(eq(customerSpins.customerId, customerId));
  return row ? row.earned - row.spent : 0;
}

/** A customer's spins left and points balance, in one query (the wheel page shows both). */
export async function findSpinsAndPoints(db: Db, customerId: number): Promise<{ spinsLeft: number; points: number }> {
  const [row] = await db
    .select({ earned: customerSpins.earned, spent: customerSpins.spent, points: customerPoints.balance })
    .from(customers)
    .leftJoin(customerSpins, eq(customerSpins.customerId, customers.id))
    .leftJoin(customerPoints, eq(customerPoints.customerId, customers.id))
    .where(eq(customers.id, customerId));
  return { spinsLeft: (row?.earned ?? 0) - (row?.spent ?? 0), points: row?.points ?? 0 };
}

export const inStock = (p: PrizeRow) => p.stock === null || p.awarded < p.stock;

export type SpinOutcome =
  { ok: true; spinId: number; prize: PrizeRow; voucherId: number | null; points: number; spinsLeft: number } | { ok: false; reason: 'noSpinLeft' };
class NoSpinLeft extends Error {}

/**
 * One spin, decided by the server in one transaction:
 * 1. a spin is spent by a conditional UPDATE (spent < earned), which also holds the customer's row, so
 *    his spins run one after another and each is spent exactly once;
 * 2. the draw uses `roll(total)` (crypto.randomInt) over the configured weights, where a prize out of
 *    stock or a voucher he already holds weighs nothing and its weight goes to the consolation prize;
 * 3. the won prize's stock moves only while under its stock (conditional UPDATE): losing that race
 *    turns the win into the consolation prize;
 * 4. the voucher or points are awarded and the spin recorded.
 */
export async function spinWheel(db: Db, input: { wheelId: number; customerId: number; now: Date; roll: (max: number) => number }): Promise<SpinOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const [spent] = await tx
        .update(customerSpins)
        .set({ spent: sql`${customerSpins.spent} + 1` })
        .where(and(eq(customerSpins.customerId, input.customerId), lt(customerSpins.spent, customerSpins.earned)))
        .returning({ earned: customerSpins.earned, spent: customerSpins.spent });
      if (!spent) throw new NoSpinLeft();
      const prizes = await tx.select().from(wheelPrizes).where(eq(wheelPrizes.wheelId, input.wheelId)).orderBy(asc(wheelPrizes.sort));
      const consolation = prizes.find((p) => p.isConsolation);
      if (!consolation) throw new Error(`wheel ${input.wheelId} has no consolation prize`);
      const campaignIds = prizes.flatMap((p) => (p.campaignId ? [p.campaignId] : []));
      const held = campaignIds.length
        ? (
            await tx
              .select({ campaignId: customerVouchers.campaignId })
              .from(customerVouchers)
              .where(and(eq(customerVouchers.customerId, input.customerId), inArray(customerVouchers.campaignId, campaignIds)))
          ).map((r) => r.campaignId)
        : [];
      const weights = effectiveWeights(
        prizes.map((p) => ({
          id: p.id,
          weight: p.weight,
          isConsolation: p.isConsolation,
          available: inStock(p) && !(p.campaignId && held.includes(p.campaignId)),
        })),
      );
      let prize = prizes.find((p) => p.id === pickSlice(weights, input.roll(totalWeight(weights)))) ?? consolation;
      const [taken] = await tx
        .update(wheelPrizes)
        .set({ awarded: sql`${wheelPrizes.awarded} + 1` })
        .where(and(eq(wheelPrizes.id, prize.id), or(isNull(wheelPrizes.stock), lt(wheelPrizes.awarded, wheelPrizes.stock))))
        .returning({ id: wheelPrizes.id });
      if (!taken) {
        prize = consolation;
        await tx
          .update(wheelPrizes)
          .set({ awarded: sql`${wheelPrizes.awarded} + 1` })
          .where(eq(wheelPrizes.id, consolation.id));
      }
      let voucherId: number | null = null;
      if (prize.campaignId) {
        const [voucher] = await tx
          .insert(customerVouchers)
          .values({ customerId: input.customerId, campaignId: prize.campaignId, claimedAt: input.now })
          .returning({ id: customerVouchers.id });
        voucherId = voucher?.id ?? null;
      }
      if (prize.points > 0)
        await addPoints(tx, { customerId: input.customerId, points: prize.points, reason: 'wheel', note: `Vòng quay: ${prize.name}`, now: input.now });
      const [spin] = await tx
        .insert(wheelSpins)
        .values({ wheelId: input.wheelId, customerId: input.customerId, prizeId: prize.id, voucherId, points: prize.points, createdAt: input.now })
        .returning({ id: wheelSpins.id });
      return { ok: true as const, spinId: spin?.id ?? 0, prize, voucherId, points: prize.points, spinsLeft: spent.earned - spent.spent };
    });
  } catch (error) {
    if (error instanceof NoSpinLeft) return { ok: false, reason: 'noSpinLeft' };
    throw error;
  }
}

/**
 * Adds the spins of new quest steps, `spinsPerStep` for each: a step key pays once (the unique key refuses a
 * repeat, also under concurrent taps and payments). `once` names a quest that does not repeat: nothing is paid
 * when one of its steps already was. For that check the customer's spins row is held first, so two earnings of
 * his run one after the other and the second sees the first's step.
 */
export async function earnQuestSpins(
  db: Db,
  input: { customerId: number; keys: string[]; spinsPerStep: number; once?: QuestKind; now: Date },
): Promise<{ added: number; spinsLeft: number }> {
  return db.transaction(async (tx) => {
    // One order for every caller, so two earnings of the same steps never wait on each other's keys crosswise.
    let keys = [...input.keys].sort();
    if (input.once && keys.length > 0) {
      await tx
        .insert(customerSpins)
        .values({ customerId: input.customerId, earned: 0, spent: 0 })
        .onConflictDoUpdate({ target: customerSpins.customerId, set: { earned: sql`${customerSpins.earned}` } });
      const [paid] = await tx
        .select({ id: spinEarnings.id })
        .from(spinEarnings)
        .where(and(eq(spinEarnings.customerId, input.customerId), or(eq(spinEarnings.questKey, input.once), like(spinEarnings.questKey, `${input.once}:%`))))
        .limit(1);
      keys = paid ? [] : keys.slice(0, 1);
    }
    const inserted = keys.length
      ? await tx
          .insert(spinEarnings)
          .values(
            keys.map((questKey) => ({ customerId: input.customerId, source: 'quest' as const, questKey, spins: input.spinsPerStep, createdAt: input.now })),
          )
          .onConflictDoNothing()
          .returning({ id: spinEarnings.id })
      : [];
    const added = inserted.length * input.spinsPerStep;
    const spins = await addSpins(tx, input.customerId, added);
    return { added, spinsLeft: spins };
  });
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function addSpins(tx: Tx, customerId: number, count: number): Promise<number> {
  const [row] = await tx
    .insert(customerSpins)
    .values({ customerId, earned: count, spent: 0 })
    .onConflictDoUpdate({ target: customerSpins.customerId, set: { earned: sql`${customerSpins.earned} + ${count}` } })
    .returning({ earned: customerSpins.earned, spent: customerSpins.spent });
  return row ? row.earned - row.spent : 0;
}

/** Points for one spin, atomically: refused (nothing changes) when the balance is short. */
export async function exchangePointsForSpin(
  db: Db,
  input: { customerId: number; points: number; wheelName: string; now: Date },
): Promise<{ ok: true; balance: number; spinsLeft: number } | { ok: false }> {
  try {
    return await db.transaction(async (tx) => {
      const balance = await spendPoints(tx, {
        customerId: input.customerId,
        points: input.points,
        reason: 'exchange_spin',
        note: `Đổi lượt quay: ${input.wheelName}`,
        now: input.now,
      });
      await tx.insert(spinEarnings).values({ customerId: input.customerId, source: 'exchange', questKey: null, createdAt: input.now });
      const spinsLeft = await addSpins(tx, input.customerId, 1);
      return { ok: true as const, balance, spinsLeft };
    });
  } catch (error) {
    if (error instanceof NotEnoughPoints) return { ok: false };
    throw error;
  }
}

/** The "completed booking" quest's step of one visit (its spin is paid once per key). */
export const completedBookingKey = (bookingId: number) => `completed_booking:${bookingId}`;

/** The quest steps a customer has done since `since` (bookings, completed visits, ratings, profile). */
export async function findQuestSteps(db: Db, customerId: number, since: Date) {
  const [booked, completed, rated, profile, earned] = await Promise.all([
    db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.customerId, customerId), sql`${bookings.status} not in ('canceled', 'expired', 'pending_otp')`))
      .limit(1),
    db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.customerId, customerId), eq(bookings.status, 'completed'), gte(bookings.endAt, since))),
    db
      .select({ bookingId: ratings.bookingId })
      .from(ratings)
      .where(and(eq(ratings.customerId, customerId), gte(ratings.createdAt, since))),
    db.select({ name: customers.name, email: customers.email, dateOfBirth: customers.dateOfBirth }).from(customers).where(eq(customers.id, customerId)),
    db
      .select({ questKey: spinEarnings.questKey })
      .from(spinEarnings)
      .where(and(eq(spinEarnings.customerId, customerId), eq(spinEarnings.source, 'quest'))),
  ]);
  const p = profile[0];
  return {
    steps: {
      first_booking: booked.length > 0 ? ['first_booking'] : [],
      completed_booking: completed.map((b) => completedBookingKey(b.id)),
      rated_visit: rated.map((r) => `rated_visit:${r.bookingId}`),
      complete_profile: p?.name && p.email && p.dateOfBirth ? ['complete_profile'] : [],
    },
    earned: new Set(earned.flatMap((e) => (e.questKey ? [e.questKey] : []))),
  };
}

export async function findGifts(db: Db, customerId: number, limit = 100) {
  return db
    .select({
      spinId: wheelSpins.id,
      wheelName: wheels.name,
      prizeName: wheelPrizes.name,
      image: wheelPrizes.image,
      isConsolation: wheelPrizes.isConsolation,
      voucherId: wheelSpins.voucherId,
      points: wheelSpins.points,
      createdAt: wheelSpins.createdAt,
    })
    .from(wheelSpins)
    .innerJoin(wheelPrizes, eq(wheelPrizes.id, wheelSpins.prizeId))
    .innerJoin(wheels, eq(wheels.id, wheelSpins.wheelId))
    .where(eq(wheelSpins.customerId, customerId))
    .orderBy(desc(wheelSpins.createdAt), desc(wheelSpins.id))
    .limit(limit);
}
