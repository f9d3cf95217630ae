import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { campaigns, customerVouchers, goldenHourClaims, goldenHourDeals, rewardClaims, rewardStock, rewards, wheelSpins } from '../../db/schema/index.ts';
import { NotEnoughPoints, spendPoints } from './points-repository.ts';

export type RewardRow = {
  id: number;
  title: string;
  thumbnail: string;
  content: string;
  groupName: string;
  campaignId: number | null;
  points: number;
  isPublic: boolean;
  endDate: string | null;
  startDate: string | null;
  quantity: number;
  claimed: number;
  howToUse: string | null;
};

const rewardColumns = {
  id: rewards.id,
  title: rewards.title,
  thumbnail: rewards.thumbnail,
  content: rewards.content,
  groupName: rewards.groupName,
  campaignId: rewards.campaignId,
  points: rewards.points,
  isPublic: rewards.isPublic,
  endDate: rewards.endDate,
  startDate: rewardStock.startDate,
  quantity: sql<number>`coalesce(${rewardStock.quantity}, 0)`.mapWith(Number),
  claimed: sql<number>`coalesce(${rewardStock.claimed}, 0)`.mapWith(Number),
  howToUse: rewardStock.howToUse,
};

export async function findRewards(db: Db, ids?: number[]): Promise<RewardRow[]> {
  const query = db.select(rewardColumns).from(rewards).leftJoin(rewardStock, eq(rewardStock.rewardId, rewards.id));
  return (ids ? query.where(inArray(rewards.id, ids)) : query).orderBy(asc(rewards.id));
}

export async function findReward(db: Db, id: number): Promise<RewardRow | undefined> {
  return (await findRewards(db, [id]))[0];
}

export async function findRewardClaims(db: Db, customerId: number) {
  return db
    .select({
      rewardId: rewardClaims.rewardId,
      voucherId: rewardClaims.voucherId,
      claimedAt: rewardClaims.claimedAt,
      pointsSpent: rewardClaims.pointsSpent,
      campaignId: customerVouchers.campaignId,
    })
    .from(rewardClaims)
    .innerJoin(customerVouchers, eq(customerVouchers.id, rewardClaims.voucherId))
    .where(eq(rewardClaims.customerId, customerId));
}

/** The customer's vouchers with their campaign (tab '2' holdings), newest first. */
export async function findCustomerVouchers(db: Db, customerId: number) {
  return db
    .select({
      voucherId: customerVouchers.id,
      campaignId: customerVouchers.campaignId,
      codeId: customerVouchers.codeId,
      claimedAt: customerVouchers.claimedAt,
      campaign: campaigns,
      goldenHourClaimId: goldenHourClaims.id,
      spinId: wheelSpins.id,
    })
    .from(customerVouchers)
    .innerJoin(campaigns, eq(campaigns.id, customerVouchers.campaignId))
    .leftJoin(goldenHourClaims, eq(goldenHourClaims.voucherId, customerVouchers.id))
    .leftJoin(wheelSpins, eq(wheelSpins.voucherId, customerVouchers.id))
    .where(eq(customerVouchers.customerId, customerId))
    .orderBy(sql`${customerVouchers.claimedAt} desc`, sql`${customerVouchers.id} desc`);
}

export type AwardOutcome = { ok: true; voucherId: number; balance: number | null } | { ok: false; reason: 'alreadyClaimed' | 'soldOut' | 'notEnoughPoints' };
class Rollback extends Error {
  constructor(readonly reason: 'alreadyClaimed' | 'soldOut' | 'notEnoughPoints') {
    super(reason);
  }
}

/**
 * A reward into the customer's vouchers, in one transaction: the unique (customer, campaign) voucher key
 * refuses a second claim; the stock counter only moves while under quantity; points (when it costs any)
 * are taken by a conditional update. Any refusal rolls the whole claim back.
 */
export async function claimRewardVoucher(
  db: Db,
  input: { rewardId: number; campaignId: number; customerId: number; points: number; title: string; now: Date },
): Promise<AwardOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const [voucher] = await tx
        .insert(customerVouchers)
        .values({ customerId: input.customerId, campaignId: input.campaignId, claimedAt: input.now })
        .onConflictDoNothing()
        .returning({ id: customerVouchers.id });
      if (!voucher) throw new Rollback('alreadyClaimed');
      const [stock] = await tx
        .update(rewardStock)
        .set({ claimed: sql`${rewardStock.claimed} + 1` })
        .where(and(eq(rewardStock.rewardId, input.rewardId), lt(rewardStock.claimed, rewardStock.quantity)))
        .returning({ claimed: rewardStock.claimed });
      if (!stock) throw new Rollback('soldOut');
      let balance: number | null = null;
      if (input.points > 0) {
        try {
          balance = await spendPoints(tx, {
            customerId: input.customerId,
            points: input.points,
            reason: 'exchange_voucher',
            note: `Đổi ưu đãi: ${input.title}`,
            now: input.now,
          });
        } catch (error) {
          if (error instanceof NotEnoughPoints) throw new Rollback('notEnoughPoints');
          throw error;
        }
      }
      await tx
        .insert(rewardClaims)
        .values({ rewardId: input.rewardId, customerId: input.customerId, voucherId: voucher.id, pointsSpent: input.points, claimedAt: input.now });
      return { ok: true as const, voucherId: voucher.id, balance };
    });
  } catch (error) {
    if (error instanceof Rollback) return { ok: false, reason: error.reason };
    throw error;
  }
}

export async function findGoldenHours(db: Db, id?: number) {
  const query = db.select().from(goldenHourDeals);
  return (id ? query.where(eq(goldenHourDeals.id, id)) : query).orderBy(asc(goldenHourDeals.opensAt), asc(goldenHourDeals.id));
}

export async function findGoldenHourClaimIds(db: Db, customerId: number): Promise<number[]> {
  const rows = await db.select({ dealId: goldenHourClaims.dealId }).from(goldenHourClaims).where(eq(goldenHourClaims.customerId, customerId));
  return rows.map((r) => r.dealId);
}

export type GoldenOutcome = { ok: true; voucherId: number } | { ok: false; reason: 'alreadyClaimed' | 'soldOut' | 'closed' };
class GoldenRollback extends Error {
  constructor(readonly reason: 'alreadyClaimed' | 'soldOut' | 'closed') {
    super(reason);
  }
}

/**
 * One golden-hour claim: the (deal, customer) key lets a customer win once even when he taps twice at
 * once; the counter moves only under the quantity and only inside the window (checked by the database
 * against the given instant); the voucher goes into customer_vouchers. A refusal rolls everything back.
 */
export async function claimGoldenHour(db: Db, input: { dealId: number; campaignId: number; customerId: number; now: Date }): Promise<GoldenOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const [voucher] = await tx
        .insert(customerVouchers)
        .values({ customerId: input.customerId, campaignId: input.campaignId, claimedAt: input.now })
        .onConflictDoNothing()
        .returning({ id: customerVouchers.id });
      if (!voucher) throw new GoldenRollback('alreadyClaimed');
      const [claim] = await tx
        .insert(goldenHourClaims)
        .values({ dealId: input.dealId, customerId: input.customerId, voucherId: voucher.id, claimedAt: input.now })
        .onConflictDoNothing()
        .returning({ id: goldenHourClaims.id });
      if (!claim) throw new GoldenRollback('alreadyClaimed');
      const [deal] = await tx
        .update(goldenHourDeals)
        .set({ claimed: sql`${goldenHourDeals.claimed} + 1` })
        .where(
          and(
            eq(goldenHourDeals.id, input.dealId),
            lt(goldenHourDeals.claimed, goldenHourDeals.quantity),
            sql`${goldenHourDeals.opensAt} <= ${input.now.toISOString()}::timestamptz and ${goldenHourDeals.closesAt} > ${input.now.toISOString()}::timestamptz`,
          ),
        )
        .returning({ claimed: goldenHourDeals.claimed });
      if (!deal) throw new GoldenRollback('soldOut');
      return { ok: true as const, voucherId: voucher.id };
    });
  } catch (error) {
    if (error instanceof GoldenRollback) return { ok: false, reason: error.reason };
    throw error;
  }
}
