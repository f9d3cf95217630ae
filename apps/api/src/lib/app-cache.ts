import { LRUCache } from 'lru-cache';
import type { Clock } from './clock.ts';

type Load = { load: () => Promise<unknown>; expiresAt?: (value: unknown) => number | undefined };
/** What the cache holds: the loaded value (which may be undefined) and when it said it expires. */
type Box = { value: unknown; until: number | undefined };

/**
 * A read-through cache on lru-cache: entries live for `ttlMs` of the injected clock (or until the
 * loaded value says it expires earlier), at most `max` of them, the least recently used going first;
 * concurrent misses share one load, a failed load is not kept.
 */
export class ReadThroughCache<V = unknown> {
  private readonly lru: LRUCache<string, Box, Load>;

  constructor(
    private readonly clock: Clock,
    ttlMs: number,
    max = 5000,
  ) {
    const now = () => clock.now().getTime();
    this.lru = new LRUCache<string, Box, Load>({
      max,
      ttl: ttlMs,
      // Staleness is read from the injected clock on every look-up (no timer caching the time).
      perf: { now },
      ttlResolution: 0,
      // A write that invalidates a key while it loads still answers that load's callers; the answer is not cached.
      ignoreFetchAbort: true,
      fetchMethod: async (_key, _stale, { options, context }) => {
        const value = await context.load();
        const until = context.expiresAt?.(value);
        if (until !== undefined) options.ttl = Math.max(1, Math.min(ttlMs, until - now()));
        return { value, until };
      },
    });
  }

  async get(key: string, load: () => Promise<V>, expiresAt?: (value: V) => number | undefined): Promise<V> {
    // lru-cache keeps an entry while its age is at most its TTL; here the clock reaching the TTL ends it.
    if (this.lru.getRemainingTTL(key) <= 0) this.lru.delete(key);
    const box = (await this.lru.fetch(key, { context: { load, expiresAt: expiresAt as Load['expiresAt'] } }))!;
    // Expired as it was loaded (a refused session): answer it, keep nothing.
    if (box.until !== undefined && box.until <= this.clock.now().getTime() && this.lru.peek(key) === box) this.lru.delete(key);
    return box.value as V;
  }

  /** The value kept under `key` and still fresh, without loading it. */
  peek(key: string): V | undefined {
    if (this.lru.getRemainingTTL(key) <= 0) {
      this.lru.delete(key);
      return undefined;
    }
    return this.lru.get(key)?.value as V | undefined;
  }

  /** Keeps `value` under `key` for the cache's time (an answer made from entries this cache checks itself). */
  set(key: string, value: V) {
    this.lru.set(key, { value, until: undefined });
  }

  delete(key: string) {
    this.lru.delete(key);
  }

  clear() {
    this.lru.clear();
  }
}

/**
 * Read caches of one API instance. Reference data (salons, services, days off) changes rarely: 60 s.
 * Salon-day occupancy is invalidated by this instance's own writes and otherwise lives 2 s, so other
 * instances' bookings show within 2 s; the exclusion constraint still decides every booking.
 */
export type AppCache = {
  reference: ReadThroughCache;
  salonDays: ReadThroughCache;
  sessions: ReadThroughCache;
  answers: ReadThroughCache;
  /** Shared answers that customers' actions change (a wheel's prizes in stock): 2 s, dropped by this instance's writes. */
  live: ReadThroughCache;
  /** A customer's own small facts read on every tap (the salons he came to, the services he had): see CUSTOMER_FACTS_MS. */
  customers: ReadThroughCache;
  /**
   * A customer's own answers as sent (his history's pages, his membership status), each with the version of his data
   * it was made from, read fresh on every request (history/list-histories.ts, membership/member-status.ts).
   */
  ownAnswers: ReadThroughCache;
};

/** Large prepared answers that vary by a small part of the caller (a customer's salon list): a minute, a few hundred. */
const PREPARED_ANSWERS_MAX = 300;

/** How long a read-only route may trust a session it looked up (plugins/auth.ts `readOnlySession`). */
export const SESSION_CACHE_MS = 5_000;

/**
 * How long a customer's own small facts (customers/visit-sets.ts) are trusted: this instance's writes drop
 * them at once, another instance's reach them this much later, as a logout reaches a read-only route.
 */
export const CUSTOMER_FACTS_MS = SESSION_CACHE_MS;

/**
 * Customers' own answers kept at once (a few KB each, compressed twice). An answer is used only while his data's
 * version is the one it was made at, and for a minute at most: the names and thresholds in it are reference data.
 */
const OWN_ANSWERS_MAX = 5_000;

/** Customers whose small facts are kept at once (a few bytes each). */
const CUSTOMER_FACTS_MAX = 20_000;

export function createAppCache(clock: Clock): AppCache {
  return {
    reference: new ReadThroughCache(clock, 60_000),
    salonDays: new ReadThroughCache(clock, 2_000),
    sessions: new ReadThroughCache(clock, SESSION_CACHE_MS),
    answers: new ReadThroughCache(clock, 60_000, PREPARED_ANSWERS_MAX),
    live: new ReadThroughCache(clock, 2_000),
    customers: new ReadThroughCache(clock, CUSTOMER_FACTS_MS, CUSTOMER_FACTS_MAX),
    ownAnswers: new ReadThroughCache(clock, 60_000, OWN_ANSWERS_MAX),
  };
}

export function cachedReference<T>(cache: AppCache, key: string, load: () => Promise<T>): Promise<T> {
  return cache.reference.get(key, load) as Promise<T>;
}
