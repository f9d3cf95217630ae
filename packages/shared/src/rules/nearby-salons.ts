import { EXCLUDED_SALON_ID, NEARBY_KEEP, NEARBY_KEEP_THRESHOLD } from './constants';

// Which salon lists show which salons (spec §9), and the nearby list.

/**
 * Where a salon list comes from. `browse`: all salons, a province, a district (and every salon count,
 * which counts what browsing shows); `search`: a typed keyword; `nearby`: nearest to the customer, an
 * address or a closed salon; `visited`: the salons he has been to (spec §7 getSalonHasCameNew).
 */
export type SalonList = 'browse' | 'search' | 'nearby' | 'visited';

/**
 * Salon 24 is left out of search and nearby results (spec §9) and of the visited salons (§7) only:
 * browsing shows it and every count counts it, so a province's count is the length of its list.
 */
export function listsSalon(list: SalonList, salonId: number): boolean {
  return list === 'browse' || salonId !== EXCLUDED_SALON_ID;
}

/** Nearest first, without the excluded salon; a list of more than 10 is cut to the nearest 30. */
export function selectNearbySalons<T extends { id: number; distance: number }>(salons: readonly T[]): T[] {
  const sorted = salons.filter((salon) => listsSalon('nearby', salon.id)).sort((a, b) => a.distance - b.distance);
  return sorted.length > NEARBY_KEEP_THRESHOLD ? sorted.slice(0, NEARBY_KEEP) : sorted;
}
