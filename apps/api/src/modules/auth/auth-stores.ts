import { LOGIN_FAILURE_WINDOW_MS } from '@shine/shared';
import type { AppDeps } from '../../app.ts';
import { type AttemptCounter, dbAttemptCounter, redisAttemptCounter } from './attempt-counter.ts';
import { type ReplayGuard, memoryReplayGuard, redisReplayGuard } from './replay-guard.ts';

/** Failed password logins per phone and used captcha solutions: in Redis when REDIS_URL is set. */
export type AuthStores = { failures: AttemptCounter; usedCaptchas: ReplayGuard };

export function createAuthStores(deps: Pick<AppDeps, 'db' | 'redis'>): AuthStores {
  if (deps.redis) {
    return {
      failures: redisAttemptCounter(deps.redis, 'auth:login-fail:', LOGIN_FAILURE_WINDOW_MS),
      usedCaptchas: redisReplayGuard(deps.redis, 'auth:captcha-used:'),
    };
  }
  return { failures: dbAttemptCounter(deps.db, LOGIN_FAILURE_WINDOW_MS), usedCaptchas: memoryReplayGuard() };
}
