import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Db } from '../../db/client.ts';
import { countLoginFailures, deleteLoginFailure, deleteLoginFailures, insertLoginFailure } from './login-failures-repository.ts';

/**
 * Attempts per key (a phone) over a sliding window. A password login records its attempt *before* the
 * password is checked, so parallel guesses see each other and no burst slips past the captcha or the
 * lock-out; an attempt that turns out not to be a failure is forgotten again.
 */
export interface AttemptCounter {
  /** Records an attempt: its id and the count in the window, this one included. */
  hit(key: string, now: Date): Promise<{ id: string; count: number }>;
  count(key: string, now: Date): Promise<number>;
  forget(key: string, id: string): Promise<void>;
  reset(key: string): Promise<void>;
}

/** In the login_failures table: shared by every instance on the same database. */
export function dbAttemptCounter(db: Db, windowMs: number): AttemptCounter {
  const windowStart = (now: Date) => new Date(now.getTime() - windowMs);
  return {
    async hit(phone, now) {
      const id = await insertLoginFailure(db, phone, now, windowStart(now));
      return { id: String(id), count: await countLoginFailures(db, phone, windowStart(now)) };
    },
    count: (phone, now) => countLoginFailures(db, phone, windowStart(now)),
    // An id from the Redis counter (recorded before Redis failed and this one stood in) is not a row here.
    forget: async (_phone, id) => (/^\d+$/.test(id) ? deleteLoginFailure(db, Number(id)) : undefined),
    reset: (phone) => deleteLoginFailures(db, phone),
  };
}

/** A sorted set per key (score = time) in Redis, when REDIS_URL is set. */
export function redisAttemptCounter(redis: Redis, prefix: string, windowMs: number): AttemptCounter {
  const keyOf = (key: string) => `${prefix}${key}`;
  return {
    async hit(key, now) {
      const t = now.getTime();
      const id = `${t}:${randomBytes(6).toString('hex')}`;
      const results = await redis
        .multi()
        .zremrangebyscore(keyOf(key), '-inf', t - windowMs)
        .zadd(keyOf(key), t, id)
        .zcard(keyOf(key))
        .pexpire(keyOf(key), windowMs)
        .exec();
      const [err, card] = results?.[2] ?? [new Error('redis transaction aborted'), 0];
      if (err) throw err;
      return { id, count: Number(card) };
    },
    count: (key, now) => redis.zcount(keyOf(key), `(${now.getTime() - windowMs}`, '+inf'),
    async forget(key, id) {
      await redis.zrem(keyOf(key), id);
    },
    async reset(key) {
      await redis.del(keyOf(key));
    },
  };
}
