import { TIER_NAMES, TIER_PERKS, TIER_WINDOW_MONTHS, type MemberType, tierForSpend, tierProgress, tierThreshold } from '@shine/shared';
import type { TMemberStatus, TTiers } from '@shine/shared/schemas/membership';
import type { AppDeps } from '../../app-deps.ts';
import { cachedReference } from '../../lib/app-cache.ts';
import { AppError } from '../../lib/errors.ts';
import { walletWith } from './ledger.ts';
import { findStatusFacts, setMemberType } from './membership-repository.ts';
import { tierThresholds, tierWindow } from './tiers.ts';

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

/**
 * membership/status: the caller's tier (re-evaluated now: stored only when it changed), spend in the
 * window and what is left, and his wallet. One query (his row with the spend and his visit entries) and the
 * thresholds as reference data; due package visits are written off first, as walletOf does.
 */
export async function memberStatus(deps: Pick<AppDeps, 'db' | 'config' | 'clock' | 'cache'>, customer: { customerId: number }): Promise<TMemberStatus> {
  const now = deps.clock.now();
  const [thresholds, facts] = await Promise.all([
    cachedReference(deps.cache, 'tier-thresholds', () => tierThresholds(deps)),
    findStatusFacts(deps.db, customer.customerId, tierWindow(now).since),
  ]);
  if (!facts) throw new AppError(401, 'UNAUTHORIZED', 'auth.sessionInvalid');
  const { spend } = facts;
  const memberType = tierForSpend(spend, thresholds);
  if (memberType !== facts.memberType) await setMemberType(deps.db, customer.customerId, memberType);
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
    wallet: await walletWith(deps.db, customer.customerId, { wallet: facts, entries: facts.entries }, now),
  };
}
