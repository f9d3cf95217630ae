import { type MemberType, type TierThresholds, tierForSpend, tierWindowStart, zonedDateTimeToUtc, zonedToday } from '@shine/shared';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { completedSpendSince, customersToEvaluate, setMemberType } from './membership-repository.ts';

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

/** The daily pass: every member and everyone with a visit in the window gets the tier his spend earns. */
export async function evaluateAllTiers(db: Db, thresholds: TierThresholds, now: Date): Promise<number> {
  const ids = await customersToEvaluate(db, tierWindow(now).since);
  for (const id of ids) await evaluateTier(db, thresholds, id, now);
  return ids.length;
}
