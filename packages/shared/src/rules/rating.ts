import { RATING_COMPACT_FROM, RATING_MIN_CUSTOMERS } from './constants';

// Stylist rating display (spec §9): only meaningful with enough customers, compact counts.

/** A rating is shown only for entries with more than 100 customers. */
export function shouldShowRating(totalCustomers: number): boolean {
  return totalCustomers > RATING_MIN_CUSTOMERS;
}

/** Star average to one decimal: 4.86 → "4.9". */
export function formatStar(average: number): string {
  return average.toFixed(1);
}

/** Counts over 1000 shown as k to one decimal: 1234 → "1.2k", 2000 → "2k"; smaller counts as they are. */
export function formatCount(count: number): string {
  if (count <= RATING_COMPACT_FROM) return String(count);
  const thousands = Math.round(count / 100) / 10;
  return `${thousands}k`;
}

export interface RatingDisplay {
  star: string;
  customers: string;
}

/** What a stylist card shows for its rating, or null when there are too few customers to show one. */
export function ratingDisplay(entry: { star: number; totalCustomers: number }): RatingDisplay | null {
  if (!shouldShowRating(entry.totalCustomers)) return null;
  return { star: formatStar(entry.star), customers: formatCount(entry.totalCustomers) };
}
