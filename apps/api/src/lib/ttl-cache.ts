import type { Clock } from './clock.ts';

type Entry<V> = { value: Promise<V>; expiresAt: number };

/**
 * A small read-through cache: entries live for `ttlMs` of the injected clock (or until the loader says
 * they expire earlier), concurrent misses share one load, failed loads are not kept.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, Entry<V>>();

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs: number,
    private readonly maxEntries = 5000,
  ) {}

  get(key: string, load: () => Promise<V>, expiresAt?: (value: V) => number | undefined): Promise<V> {
    const now = this.clock.now().getTime();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    const entry: Entry<V> = { value: load(), expiresAt: now + this.ttlMs };
    this.entries.set(key, entry);
    entry.value.then(
      (v) => {
        const early = expiresAt?.(v);
        if (early !== undefined) entry.expiresAt = Math.min(entry.expiresAt, early);
      },
      () => this.entries.get(key) === entry && this.entries.delete(key),
    );
    return entry.value;
  }

  delete(key: string) {
    this.entries.delete(key);
  }

  clear() {
    this.entries.clear();
  }
}
