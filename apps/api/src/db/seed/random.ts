/**
 * Deterministic helpers for the demo data: a seeded PRNG (mulberry32), a stable hash for values that
 * must not depend on generation order (shift patterns), accent stripping for search text, and date
 * arithmetic on 'YYYY-MM-DD' strings in the salon's zone (Asia/Ho_Chi_Minh, UTC+7, no DST).
 * Nothing here reads Math.random or the wall clock.
 */

export const DEMO_SEED = 30_2026;

export type Rng = {
  /** Float in [0, 1). */
  next(): number;
  /** Integer in [min, max] inclusive. */
  int(min: number, max: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** A new array in random order (Fisher-Yates). */
  shuffle<T>(items: readonly T[]): T[];
  /** Float in [min, max) rounded to `digits` decimals. */
  float(min: number, max: number, digits: number): number;
};

export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(0, items.length - 1)] as T;
    },
    shuffle: <T>(items: readonly T[]): T[] => {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = int(0, i);
        [out[i], out[j]] = [out[j] as T, out[i] as T];
      }
      return out;
    },
    float: (min, max, digits) => {
      const f = 10 ** digits;
      return Math.round((min + next() * (max - min)) * f) / f;
    },
  };
}

/** A PRNG for one named part of the data, so adding data in one part does not reshuffle the others. */
export function rngFor(part: string): Rng {
  return mulberry32(DEMO_SEED ^ hash32(part));
}

/** Stable 32-bit hash (FNV-1a) of the arguments. */
export function hash32(...parts: (string | number)[]): number {
  let h = 0x811c9dc5;
  for (const ch of parts.join('|')) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  // final avalanche so neighbouring inputs spread over all buckets
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b) >>> 0;
  h ^= h >>> 13;
  return h >>> 0;
}

/** 'Khâm Thiên, Đống Đa' -> 'kham thien, dong da' (accent-insensitive search). */
export function stripAccents(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase();
}

export function searchTextOf(...parts: string[]): string {
  return stripAccents(parts.join(' ')).replace(/\s+/g, ' ').trim();
}

const DAY_MS = 86_400_000;
/** Asia/Ho_Chi_Minh is UTC+7 all year. */
export const SALON_UTC_OFFSET_MINUTES = 7 * 60;

function parseDate(date: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) throw new Error(`expected YYYY-MM-DD, got '${date}'`);
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  if (new Date(ms).toISOString().slice(0, 10) !== date) throw new Error(`not a calendar date: '${date}'`);
  return ms;
}

export function addDays(date: string, days: number): string {
  return new Date(parseDate(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days since 1970-01-01: a stable number for a calendar date. */
export function dayNumber(date: string): number {
  return Math.round(parseDate(date) / DAY_MS);
}

/** 0 Sunday .. 6 Saturday. */
export function weekday(date: string): number {
  return new Date(parseDate(date)).getUTCDay();
}

/** The instant of a salon-local wall-clock time: local 09:00 on a date is 02:00Z. */
export function salonInstant(date: string, minuteOfDay: number): Date {
  return new Date(parseDate(date) + (minuteOfDay - SALON_UTC_OFFSET_MINUTES) * 60_000);
}

/** Splits rows into chunks so one INSERT stays well below the 65535 bind-parameter limit. */
export function chunks<T>(rows: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}
