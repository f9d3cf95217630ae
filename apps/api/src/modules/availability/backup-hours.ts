import { distanceKm, type Lang, listsSalon } from '@shine/shared';
import type { AppDeps } from '../../app-deps.ts';
import { cachedReference } from '../../lib/app-cache.ts';
import { findActiveSalons, findSalonsOffOn } from './availability-repository.ts';
import { requireSalon } from '../salons/index.ts';
import { serviceDuration } from './find-free-hours.ts';
import type { TBackupSalonHours } from '@shine/shared/schemas/availability';
import { type HourBox, toHourGroups } from './hour-groups.ts';
import { availableSlots, loadSalonDaysCached } from './salon-day.ts';

const MAX_SALONS = 5;
const MAX_HOURS = 8;
/** Only salons a customer could reasonably move to. */
const MAX_DISTANCE_KM = 15;
/** Salon-days loaded together (one pair of queries) while looking for the 5 nearest with free hours. */
const LOAD_AT_ONCE = 8;

export type BackupSalon = TBackupSalonHours;

/**
 * getListBookHoursBackup: nearby salons that still have free hours for these services today (any
 * stylist), nearest first, at most 5. The candidates' days not in the cache load 8 at a time, nearest first.
 */
export async function findBackupHours(
  deps: Pick<AppDeps, 'db' | 'clock' | 'cache'>,
  input: { salonId: number; date: string; serviceIds: number[]; lang: Lang },
): Promise<BackupSalon[]> {
  const origin = await requireSalon(deps, input.salonId);
  const duration = await serviceDuration(deps, input.serviceIds, origin.slotMinutes);
  // Salons and days off are reference data (60 s, like the catalogue); only occupancy is read fresh.
  const [all, off] = await Promise.all([
    cachedReference(deps.cache, 'active-salons', () => findActiveSalons(deps.db)),
    cachedReference(deps.cache, `salons-off:${input.date}`, () => findSalonsOffOn(deps.db, input.date)),
  ]);
  // The salon closed that day: the backups its manager named come first (as far as he chose), then the nearest.
  const named = new Set(off.get(origin.id) ?? []);
  const candidates = all
    .filter((s) => s.id !== origin.id && listsSalon('nearby', s.id) && !off.has(s.id) && !(s.openingDate && s.openingDate > input.date))
    .map((s) => ({ salon: s, distance: distanceKm(origin, s), named: named.has(s.id) }))
    .filter((c) => c.named || c.distance <= MAX_DISTANCE_KM)
    .sort((a, b) => Number(b.named) - Number(a.named) || a.distance - b.distance);
  const result: BackupSalon[] = [];
  // Nearest first, a few salon-days at a time until 5 have hours: a dense city costs no more than a sparse one.
  for (let start = 0; start < candidates.length && result.length < MAX_SALONS; start += LOAD_AT_ONCE) {
    const batch = candidates.slice(start, start + LOAD_AT_ONCE);
    const days = await loadSalonDaysCached(deps, { salons: batch.map((c) => c.salon), date: input.date, now: deps.clock.now() });
    for (const [i, c] of batch.entries()) {
      if (result.length === MAX_SALONS) break;
      // Swept once per salon-day occupancy, duration and language, like the hour strip (day.memo).
      const day = days[i]!;
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
  return result;
}
