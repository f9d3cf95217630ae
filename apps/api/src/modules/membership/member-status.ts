import {
  TIER_NAMES,
  TIER_PERKS,
  TIER_WINDOW_MONTHS,
  type MemberType,
  type TierThresholds,
  tierForSpend,
  tierProgress,
  tierThreshold,
  zonedToday,
} from '@shine/shared';
import { envelope } from '@shine/shared/schemas/common';
import { type TMemberStatus, type TTiers, ZMemberStatus } from '@shine/shared/schemas/membership';
import type { AppDeps } from '../../app-deps.ts';
import { cachedReference } from '../../lib/app-cache.ts';
import { AppError } from '../../lib/errors.ts';
import { type PreparedJson, prepareJson } from '../../lib/prepared-json.ts';
import { DYNAMIC_BROTLI_QUALITY } from '../../plugins/compression.ts';
import { walletWith } from './ledger.ts';
import { findCustomerRowVersion } from '../customers/index.ts';
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

type Deps = Pick<AppDeps, 'db' | 'config' | 'clock' | 'cache'>;

const ZMemberStatusAnswer = envelope(ZMemberStatus);

/** An answer as sent, and what it was made from: his row's version, the day, the thresholds; good until `until`. */
type KeptStatus = { rowVersion: string; day: string; thresholds: TierThresholds; until: number; status: TMemberStatus; answer: PreparedJson };

/**
 * membership/status as sent (issue 29): kept per customer with the version of his row (findCustomerRowVersion, one
 * small read per request), the day (his spend is counted over a window ending today) and the thresholds (reference
 * data, a minute), until his next package visit expires. Any change to what it shows, on any instance, changes the
 * row's version in its own transaction, so the next request makes it again. The version is read before the answer is
 * made: a write in between leaves an answer with the older version, made again at the next request.
 */
export async function memberStatusAnswer(deps: Deps, customer: { customerId: number }): Promise<{ status: TMemberStatus; answer: PreparedJson }> {
  const now = deps.clock.now();
  const [thresholds, rowVersion] = await Promise.all([
    cachedReference(deps.cache, 'tier-thresholds', () => tierThresholds(deps)),
    findCustomerRowVersion(deps.db, customer.customerId),
  ]);
  if (rowVersion === undefined) throw new AppError(401, 'UNAUTHORIZED', 'auth.sessionInvalid');
  const day = zonedToday(now);
  const key = `member-status:${customer.customerId}`;
  const kept = deps.cache.ownAnswers.peek(key) as KeptStatus | undefined;
  if (kept && kept.rowVersion === rowVersion && kept.day === day && kept.thresholds === thresholds && now.getTime() < kept.until) return kept;
  const status = await memberStatus(deps, customer, thresholds);
  const answer = prepareJson(ZMemberStatusAnswer.parse({ data: status }), DYNAMIC_BROTLI_QUALITY);
  const until = status.wallet.nextVisitExpiry === null ? Number.POSITIVE_INFINITY : Date.parse(status.wallet.nextVisitExpiry);
  deps.cache.ownAnswers.set(key, { rowVersion, day, thresholds, until, status, answer } satisfies KeptStatus);
  return { status, answer };
}

/**
 * The caller's tier (re-evaluated now: stored only when it changed), spend in the window and what is left to reach
 * or keep a tier, and his wallet. One query (his row with the spend and his visit entries); due package visits are
 * written off first, as walletOf does.
 */
async function memberStatus(deps: Deps, customer: { customerId: number }, thresholds: TierThresholds): Promise<TMemberStatus> {
  const now = deps.clock.now();
  const facts = await findStatusFacts(deps.db, customer.customerId, tierWindow(now).since);
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
