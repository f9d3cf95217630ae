import { TIER_NAMES, TIER_PERKS, TIER_WINDOW_MONTHS, type MemberType, tierProgress, tierThreshold } from '@shine/shared';
import type { TMemberStatus, TTiers } from '@shine/shared/schemas/membership';
import type { AppDeps } from '../../app-deps.ts';
import { walletOf } from './ledger.ts';
import { evaluateTier, tierThresholds, tierWindow } from './tiers.ts';

const TIERS: MemberType[] = [2, 3, 4];

/** membership/tiers: every tier with its threshold and perks, for /shine-member. */
export async function listTiers(deps: Pick<AppDeps, 'db' | 'config'>): Promise<TTiers> {
  const thresholds = await tierThresholds(deps);
  return {
    windowMonths: TIER_WINDOW_MONTHS,
    tiers: TIERS.map((memberType) => ({
      memberType,
      name: TIER_NAMES[memberType] ?? '',
      minSpend: tierThreshold(memberType, thresholds),
      perks: TIER_PERKS[memberType],
    })),
  };
}

/** membership/status: the caller's tier (re-evaluated now), spend in the window and what is left. */
export async function memberStatus(deps: Pick<AppDeps, 'db' | 'config' | 'clock'>, customer: { customerId: number }): Promise<TMemberStatus> {
  const now = deps.clock.now();
  const thresholds = await tierThresholds(deps);
  const { spend } = await evaluateTier(deps.db, thresholds, customer.customerId, now);
  const progress = tierProgress(spend, thresholds);
  return {
    memberType: progress.memberType,
    membershipName: TIER_NAMES[progress.memberType],
    spend,
    windowStart: tierWindow(now).start,
    nextTier: progress.nextTier,
    toNextTier: progress.toNextTier,
    toKeep: progress.toKeep,
    perks: TIER_PERKS[progress.memberType],
    wallet: await walletOf(deps.db, customer.customerId, now),
  };
}
