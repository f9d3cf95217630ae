import { type MemberType, type TierThresholds, tierForSpend, tierThreshold, tierWindowStart, zonedDateTimeToUtc, zonedToday } from '@shine/shared';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { applyTiersBySpendSince, completedSpendSince, setMemberType } from './membership-repository.ts';

// A customer's tier follows the spend of his completed visits over the last 6 months (salon time).

export const thresholdsOf = (config: Pick<Config, 'MEMBER_SILVER_SPEND' | 'MEMBER_GOLD_SPEND' | 'MEMBER_DIAMOND_SPEND'>): TierThresholds => ({
  silver: config.MEMBER_SILVER_SPEND,
  gold: config.MEMBER_GOLD_SPEND,
  diamond: config.MEMBER_DIAMOND_SPEND,
});

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
