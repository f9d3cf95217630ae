import { zonedToday } from '@shine/shared';
import type { AppDeps } from '../../app-deps.ts';
import { runOncePerDay } from '../jobs/index.ts';
import { expireAllDueVisits } from './ledger.ts';
import { evaluateAllTiers, tierThresholds } from './tiers.ts';

export const MEMBERSHIP_DAILY_JOB = 'membership-daily';

/**
 * The (salon-local) day's membership pass, once across all instances: tiers re-evaluated against the
 * rolling window in one statement, then expired package visits written off. 'skipped' when another
 * instance already ran (or is running) today's. The job runner (ADR 016) starts it once a day; the
 * day's claim in daily_job_runs still guards any other caller (the scale seed).
 */
export async function runMembershipDay(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>) {
  return runOncePerDay(deps.db, { name: MEMBERSHIP_DAILY_JOB, day: zonedToday(deps.clock.now()), clock: deps.clock }, async () => {
    const started = deps.clock.now().getTime();
    const tiers = await evaluateAllTiers(deps.db, await tierThresholds(deps), deps.clock.now());
    const tiersDone = deps.clock.now().getTime();
    const expired = await expireAllDueVisits(deps.db, deps.clock.now());
    return { ...tiers, tiersMs: tiersDone - started, expired, expiriesMs: deps.clock.now().getTime() - tiersDone };
  });
}
