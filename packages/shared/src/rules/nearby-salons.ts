import { EXCLUDED_SALON_ID, NEARBY_KEEP, NEARBY_KEEP_THRESHOLD } from './constants';

// Salon lists from search and "nearby" (spec §9).

export function isListedSalon(salonId: number): boolean {
  return salonId !== EXCLUDED_SALON_ID;
}

/** Nearest first, without the excluded salon; a list of more than 10 is cut to the nearest 30. */
export function selectNearbySalons<T extends { id: number; distance: number }>(salons: readonly T[]): T[] {
  const sorted = salons.filter((salon) => isListedSalon(salon.id)).sort((a, b) => a.distance - b.distance);
  return sorted.length > NEARBY_KEEP_THRESHOLD ? sorted.slice(0, NEARBY_KEEP) : sorted;
}
