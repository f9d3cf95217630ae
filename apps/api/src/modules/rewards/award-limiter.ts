import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors.ts';

/** Awards a customer may ask for per minute (claims, spins, exchanges, quest collections). */
export const AWARDS_PER_CUSTOMER_PER_MINUTE = 30;

/**
 * Per-customer limit of award calls, in process (the per-IP limit of each route is the shared
 * rate-limit store). A fixed one-minute window per customer id.
 */
export function createAwardLimiter(now: () => Date, max = AWARDS_PER_CUSTOMER_PER_MINUTE) {
  const windows = new Map<number, { start: number; count: number }>();
  return (customerId: number) => {
    const t = now().getTime();
    const w = windows.get(customerId);
    if (!w || t - w.start >= 60_000) {
      if (windows.size > 50_000) windows.clear();
      windows.set(customerId, { start: t, count: 1 });
      return;
    }
    w.count += 1;
    if (w.count > max) throw new AppError(429, 'TOO_MANY_AWARDS', 'reward.tooMany');
  };
}

/** Per-IP limit of the award routes (on top of the global one). */
export const awardRouteLimit = (app: FastifyInstance) => ({ rateLimit: { max: app.deps.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } });
