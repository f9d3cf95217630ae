import type { Clock } from './clock.ts';
import { TtlCache } from './ttl-cache.ts';

/**
 * Read caches of one API instance. Reference data (salons, services, days off) changes rarely: 60 s.
 * Salon-day occupancy is invalidated by this instance's own writes and otherwise lives 2 s, so other
 * instances' bookings show within 2 s; the exclusion constraint still decides every booking.
 */
export type AppCache = { reference: TtlCache<unknown>; salonDays: TtlCache<unknown>; sessions: TtlCache<unknown> };

/** How long a read-only route may trust a session it looked up (plugins/auth.ts `readOnlySession`). */
export const SESSION_CACHE_MS = 5_000;

export function createAppCache(clock: Clock): AppCache {
  return { reference: new TtlCache(clock, 60_000), salonDays: new TtlCache(clock, 2_000), sessions: new TtlCache(clock, SESSION_CACHE_MS) };
}

export function cachedReference<T>(cache: AppCache, key: string, load: () => Promise<T>): Promise<T> {
  return cache.reference.get(key, load) as Promise<T>;
}
