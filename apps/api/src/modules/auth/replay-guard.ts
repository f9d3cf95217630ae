import type { Redis } from 'ioredis';

/** Remembers what was used until it expires: a solved captcha counts once. */
export interface ReplayGuard {
  /** True the first time `key` is claimed; false when it was claimed before and has not expired. */
  claim(key: string, expiresAt: Date, now: Date): Promise<boolean>;
}

/** One instance only (no REDIS_URL). Expired entries are dropped once the map grows. */
export function memoryReplayGuard(purgeAbove = 1000): ReplayGuard {
  const used = new Map<string, number>();
  return {
    async claim(key, expiresAt, now) {
      const t = now.getTime();
      if (used.size > purgeAbove) for (const [k, until] of used) if (until <= t) used.delete(k);
      const until = used.get(key);
      if (until !== undefined && until > t) return false;
      used.set(key, expiresAt.getTime());
      return true;
    },
  };
}

/** SET NX with the remaining lifetime: every instance sees the claim. */
export function redisReplayGuard(redis: Redis, prefix: string): ReplayGuard {
  return {
    async claim(key, expiresAt, now) {
      const ttl = Math.max(1, expiresAt.getTime() - now.getTime());
      return (await redis.set(`${prefix}${key}`, '1', 'PX', ttl, 'NX')) === 'OK';
    },
  };
}
