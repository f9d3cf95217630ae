import type { FastifyBaseLogger } from 'fastify';
import type { Redis, RedisOptions } from 'ioredis';

/**
 * Redis is an accelerator shared by instances (rate limits, login counters), never a dependency of a
 * request: while it is down or slow, callers fall back to in-process state at once. Server and tests
 * build their clients from these options.
 */
export function redisOptions(): RedisOptions {
  return {
    // While disconnected a command fails immediately instead of waiting in a queue for a reconnect.
    enableOfflineQueue: false,
    // A connected but stalled Redis costs a request at most 200 ms.
    commandTimeout: 200,
    connectTimeout: 1000,
    // A command is never retried on a new connection: the caller has already fallen back.
    maxRetriesPerRequest: 0,
    // Keep reconnecting in the background, backing off to one attempt every 5 s.
    retryStrategy: (attempt) => Math.min(attempt * 200, 5000),
  };
}

/** Whether to ask Redis at all right now, and where callers report its failures. */
export type RedisGuard = { usable(): boolean; failed(err: unknown): void };

/**
 * After a failure Redis is skipped for `pauseMs`, so a stalled server costs one 200 ms wait per pause
 * rather than one per call; it is tried again afterwards (and skipped at once while disconnected).
 * Failures are logged once a minute at most: an outage must not print a line per request or per
 * reconnect attempt.
 */
export function createRedisGuard(redis: Redis, log: FastifyBaseLogger, { pauseMs = 5000, warnEveryMs = 60_000 } = {}): RedisGuard {
  let failedAt = -Infinity;
  let warnedAt = -Infinity;
  return {
    usable: () => redis.status === 'ready' && Date.now() - failedAt >= pauseMs,
    failed(err) {
      failedAt = Date.now();
      if (failedAt - warnedAt < warnEveryMs) return;
      warnedAt = failedAt;
      log.warn({ err }, 'Redis unavailable: rate limits and login counters fall back to this process');
    },
  };
}

type AsyncMethod = (...args: never[]) => Promise<unknown>;

/**
 * `primary` (Redis-backed) with every method answered by the same method of `fallback` while Redis is
 * unusable or when the call fails: the request goes on with in-process (or database) state.
 */
export function withFallback<T extends Record<keyof T, AsyncMethod>>(primary: T, fallback: T, guard: RedisGuard): T {
  const wrapped: Partial<Record<keyof T, unknown>> = {};
  for (const name of Object.keys(fallback) as (keyof T)[]) {
    const run = (store: T, args: unknown[]) => (store[name] as unknown as (...a: unknown[]) => Promise<unknown>).apply(store, args);
    wrapped[name] = async (...args: unknown[]) => {
      if (guard.usable()) {
        try {
          return await run(primary, args);
        } catch (err) {
          guard.failed(err);
        }
      }
      return run(fallback, args);
    };
  }
  return wrapped as T;
}
