import { zonedToday } from '@shine/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { runOncePerDay } from '../jobs/index.ts';
import { expireAllDueVisits } from './ledger.ts';
import { evaluateAllTiers, thresholdsOf } from './tiers.ts';

const CHECK_EVERY_MS = 15 * 60_000;
export const MEMBERSHIP_DAILY_JOB = 'membership-daily';

/**
 * The (salon-local) day's membership pass, once across all instances: tiers re-evaluated against the
 * rolling window in one statement, then expired package visits written off. 'skipped' when another
 * instance already ran (or is running) today's.
 */
export async function runMembershipDay(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>) {
  return runOncePerDay(deps.db, { name: MEMBERSHIP_DAILY_JOB, day: zonedToday(deps.clock.now()), clock: deps.clock }, async () => {
    const started = deps.clock.now().getTime();
    const tiers = await evaluateAllTiers(deps.db, thresholdsOf(deps.config), deps.clock.now());
    const tiersDone = deps.clock.now().getTime();
    const expired = await expireAllDueVisits(deps.db, deps.clock.now());
    return { ...tiers, tiersMs: tiersDone - started, expired, expiriesMs: deps.clock.now().getTime() - tiersDone };
  });
}

/** Checks every 15 minutes (the first time once the app is ready) whether today's pass is still to run. */
export function startDailyMembershipJobs(app: FastifyInstance): void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const run = await runMembershipDay(app.deps);
      if (run.state === 'ran') app.log.info(run.result, 'membership: daily tiers and expiries');
    } catch (err) {
      app.log.error({ err }, 'membership: daily job failed');
    } finally {
      running = false;
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void tick();
    timer = setInterval(() => void tick(), CHECK_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
