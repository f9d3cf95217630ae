import { LOGIN_FAILURE_WINDOW_MS } from '@shine/shared';
import type { AppDeps } from '../../app-deps.ts';
import { withFallback } from '../../lib/redis.ts';
import { type AttemptCounter, dbAttemptCounter, redisAttemptCounter } from './attempt-counter.ts';
import { type ReplayGuard, memoryReplayGuard, redisReplayGuard } from './replay-guard.ts';

/**
 * Failed password logins per phone and used captcha solutions: in Redis when REDIS_URL is set. While
 * Redis fails, the database counter and an in-process guard stand in, so login keeps working.
 */
export type AuthStores = { failures: AttemptCounter; usedCaptchas: ReplayGuard };

export function createAuthStores(deps: Pick<AppDeps, 'db' | 'redis' | 'redisGuard'>): AuthStores {
  const local: AuthStores = { failures: dbAttemptCounter(deps.db, LOGIN_FAILURE_WINDOW_MS), usedCaptchas: memoryReplayGuard() };
  if (!deps.redis || !deps.redisGuard) return local;
  return {
    failures: withFallback(redisAttemptCounter(deps.redis, 'auth:login-fail:', LOGIN_FAILURE_WINDOW_MS), local.failures, deps.redisGuard),
    usedCaptchas: withFallback(redisReplayGuard(deps.redis, 'auth:captcha-used:'), local.usedCaptchas, deps.redisGuard),
  };
}
