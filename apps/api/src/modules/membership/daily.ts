import { zonedToday } from '@shine/shared';
import type { FastifyInstance } from 'fastify';
import { expireAllDueVisits } from './ledger.ts';
import { evaluateAllTiers, thresholdsOf } from './tiers.ts';

const CHECK_EVERY_MS = 15 * 60_000;

/**
 * Once a (salon-local) day: tiers re-evaluated against the rolling window and expired package visits
 * written off. Runs at start-up, then checks every 15 minutes whether the day has turned.
 */
export function startDailyMembershipJobs(app: FastifyInstance): void {
  let lastDay = '';
  let running = false;
  const tick = async () => {
    const now = app.deps.clock.now();
    const today = zonedToday(now);
    if (today === lastDay || running) return;
    running = true;
    try {
      const evaluated = await evaluateAllTiers(app.deps.db, thresholdsOf(app.deps.config), now);
      const expired = await expireAllDueVisits(app.deps.db, now);
      lastDay = today;
      app.log.info({ evaluated, expired }, 'membership: daily tiers and expiries');
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
