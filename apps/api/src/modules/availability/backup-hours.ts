import { distanceKm, type Lang, listsSalon } from '@shine/shared';
import type { AppDeps } from '../../app-deps.ts';
import { cachedReference } from '../../lib/app-cache.ts';
import { findActiveSalons, findSalonsOffOn } from './availability-repository.ts';
import { requireSalon } from '../salons/index.ts';
import { serviceDuration } from './find-free-hours.ts';
import { getBackupHours } from '@shine/shared/contracts/availability';
import type { TBackupSalonHours } from '@shine/shared/schemas/availability';
import { type PreparedJson, prepareJson } from '../../lib/prepared-json.ts';
import { DYNAMIC_BROTLI_QUALITY } from '../../plugins/compression.ts';
import type { SalonRow } from '../salons/index.ts';
import { type HourBox, toHourGroups } from './hour-groups.ts';
import { availableSlots, loadSalonDaysCached, type SalonDay } from './salon-day.ts';

const MAX_SALONS = 5;
const MAX_HOURS = 8;
/** Only salons a customer could reasonably move to. */
const MAX_DISTANCE_KM = 15;
/** Salon-days loaded together (one pair of queries) while looking for the 5 nearest with free hours. */
const LOAD_AT_ONCE = 8;

export type BackupSalon = TBackupSalonHours;

type Input = { salonId: number; date: string; serviceIds: number[]; lang: Lang };
type Candidate = { salon: SalonRow; distance: number; named: boolean };

/** What one answer was made from: the salon-days it read (their occupancy memos) and the minute it started from. */
type Prepared = { consulted: { salon: SalonRow; memo: SalonDay['memo']; notBeforeMinute: number }[]; answer: PreparedJson };

/**
 * getListBookHoursBackup: nearby salons that still have free hours for these services today (any
 * stylist), nearest first, at most 5. The candidates' days not in the cache load 8 at a time, nearest first.
 * The answer is checked, serialised and compressed once per salon, date, duration and language, and sent
 * again while every salon-day it read is still the cached one (a write there, a lapsed hold or the 2 s of
 * the salon-day cache makes a new one) and, today, within the same minute.
 */
export async function backupHoursAnswer(deps: Pick<AppDeps, 'db' | 'clock' | 'cache'>, input: Input): Promise<PreparedJson> {
  const origin = await requireSalon(deps, input.salonId);
  const duration = await serviceDuration(deps, input.serviceIds, origin.slotMinutes);
  const key = `backup-hours:${origin.id}:${input.date}:${duration}:${input.lang}`;
  const now = deps.clock.now();
  // Kept with the salon-days it was made from, in their cache (it lives no longer than they do).
  const previous = deps.cache.salonDays.peek(key) as Prepared | undefined;
  if (previous && (await stillCurrent(deps, previous, input.date, now))) return previous.answer;
  const candidates = await candidatesNear(deps, origin, input.date);
  const { data, consulted } = await findBackupHours(deps, { candidates, date: input.date, duration, lang: input.lang, now });
  const answer = prepareJson(getBackupHours.response.parse({ statusCode: 0, data }), DYNAMIC_BROTLI_QUALITY);
  deps.cache.salonDays.set(key, { consulted, answer } satisfies Prepared);
  return answer;
}

/** Whether the salon-days an answer read are still the cached ones, at the same first bookable minute. */
async function stillCurrent(deps: Pick<AppDeps, 'db' | 'cache'>, prepared: Prepared, date: string, now: Date): Promise<boolean> {
  const days = await loadSalonDaysCached(deps, { salons: prepared.consulted.map((c) => c.salon), date, now });
  return days.every((day, i) => day.memo === prepared.consulted[i]!.memo && day.notBeforeMinute === prepared.consulted[i]!.notBeforeMinute);
}

/** Salons a customer could move to from `origin` on `date`, the backups its manager named first, then the nearest: reference data (salons and days off, 60 s). */
function candidatesNear(deps: Pick<AppDeps, 'db' | 'cache'>, origin: SalonRow, date: string): Promise<Candidate[]> {
  return cachedReference(deps.cache, `backup-candidates:${origin.id}:${date}`, async () => {
    const [all, off] = await Promise.all([
      cachedReference(deps.cache, 'active-salons', () => findActiveSalons(deps.db)),
      cachedReference(deps.cache, `salons-off:${date}`, () => findSalonsOffOn(deps.db, date)),
    ]);
    // The salon closed that day: the backups its manager named come first (as far as he chose), then the nearest.
    const named = new Set(off.get(origin.id) ?? []);
    return all
      .filter((s) => s.id !== origin.id && listsSalon('nearby', s.id) && !off.has(s.id) && !(s.openingDate && s.openingDate > date))
      .map((s) => ({ salon: s, distance: distanceKm(origin, s), named: named.has(s.id) }))
      .filter((c) => c.named || c.distance <= MAX_DISTANCE_KM)
      .sort((a, b) => Number(b.named) - Number(a.named) || a.distance - b.distance);
  });
}

/** The nearest candidates with free hours: their salon-days read (cached) a few at a time until 5 have some. */
async function findBackupHours(
  deps: Pick<AppDeps, 'db' | 'cache'>,
  input: { candidates: Candidate[]; date: string; duration: number; lang: Lang; now: Date },
): Promise<{ data: BackupSalon[]; consulted: Prepared['consulted'] }> {
  const { candidates, duration } = input;
  const result: BackupSalon[] = [];
  const consulted: Prepared['consulted'] = [];
  // Nearest first, a few salon-days at a time until 5 have hours: a dense city costs no more than a sparse one.
  for (let start = 0; start < candidates.length && result.length < MAX_SALONS; start += LOAD_AT_ONCE) {
    const batch = candidates.slice(start, start + LOAD_AT_ONCE);
    const days = await loadSalonDaysCached(deps, { salons: batch.map((c) => c.salon), date: input.date, now: input.now });
    for (const [i, c] of batch.entries()) {
      if (result.length === MAX_SALONS) break;
      // Swept once per salon-day occupancy, duration and language, like the hour strip (day.memo).
      const day = days[i]!;
      consulted.push({ salon: c.salon, memo: day.memo, notBeforeMinute: day.notBeforeMinute });
      const memoKey = `backup:${duration}:${day.notBeforeMinute}:${input.lang}`;
      let hours = day.memo.get(memoKey) as HourBox[] | undefined;
      if (!hours) {
        hours = toHourGroups(availableSlots(day, duration), c.salon.id, input.lang)
          .flatMap((g) => g.hours)
          .filter((h) => h.isFree)
          .slice(0, MAX_HOURS);
        day.memo.set(memoKey, hours);
      }
      if (hours.length > 0) {
        result.push({ salon: { salonId: c.salon.id, name: c.salon.addressNew ?? c.salon.name, distance: c.distance }, hours, isSaveServiceChoosen: true });
      }
    }
  }
  return { data: result, consulted };
}
