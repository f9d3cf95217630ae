import { type MemberType, type TierThresholds, tierForSpend, tierThreshold, tierWindowStart, zonedDateTimeToUtc, zonedToday } from '@shine/shared';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { applyTiersBySpendSince, completedSpendSince, findTierThresholds, setMemberType } from './membership-repository.ts';

// A customer's tier follows the spend of his completed visits over the last 6 months (salon time).

export const thresholdsOf = (config: Pick<Config, 'MEMBER_SILVER_SPEND' | 'MEMBER_GOLD_SPEND' | 'MEMBER_DIAMOND_SPEND'>): TierThresholds => ({
  silver: config.MEMBER_SILVER_SPEND,
  gold: config.MEMBER_GOLD_SPEND,
  diamond: config.MEMBER_DIAMOND_SPEND,
});

/**
 * The thresholds in force: those the back office set (membership_tier_thresholds), each tier without a row
 * keeping its configured MEMBER_*_SPEND.
 */
export async function tierThresholds(deps: { db: Db; config: Parameters<typeof thresholdsOf>[0] }): Promise<TierThresholds> {
  const configured = thresholdsOf(deps.config);
  const rows = await findTierThresholds(deps.db);
  const set = (memberType: number, fallback: number) => rows.find((r) => r.memberType === memberType)?.minSpend ?? fallback;
  return { silver: set(2, configured.silver), gold: set(3, configured.gold), diamond: set(4, configured.diamond) };
}

/** The first instant whose visits count today, and that day. */
export function tierWindow(now: Date): { start: string; since: Date } {
  const start = tierWindowStart(zonedToday(now));
  return { start, since: zonedDateTimeToUtc(start, 0) };
}

/** Re-evaluates one customer (called when a visit is completed); returns his tier and spend. */
export async function evaluateTier(db: Db, thresholds: TierThresholds, customerId: number, now: Date): Promise<{ memberType: MemberType; spend: number }> {
  const spend = await completedSpendSince(db, customerId, tierWindow(now).since);
  const memberType = tierForSpend(spend, thresholds);
  await setMemberType(db, customerId, memberType);
  return { memberType, spend };
}

/**
 * The daily pass, one statement over all customers: every member and everyone with a visit in the window
 * gets the tier his spend earns (tierForSpend's thresholds, from Diamond down; config keeps them positive).
 */
export async function evaluateAllTiers(db: Db, thresholds: TierThresholds, now: Date): Promise<{ evaluated: number; changed: number }> {
  const tiers = ([4, 3, 2] as const).map((memberType) => ({ memberType, minSpend: tierThreshold(memberType, thresholds) }));
  return applyTiersBySpendSince(db, tierWindow(now).since, tiers);
}
