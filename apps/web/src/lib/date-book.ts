import { firstBookableDate, formatDateBook, parseDateBook } from '@shine/shared';

// Booking dates in the spec's DD-MM-YYYY form, as the salon and booking screens show and compare them.

/** "21-11-2026" → "21/11". */
export const dayMonth = (dateBook: string): string => dateBook.split('-').slice(0, 2).join('/');

/** "21-11-2026" → "21/11/2026". */
export const displayDate = (dateBook: string): string => dateBook.split('-').join('/');

/** Today, or the opening date of a salon that opens later (both DD-MM-YYYY). */
export function firstBookableDateBook(today: string, openingDate: string | null): string {
  const todayIso = parseDateBook(today);
  if (!todayIso) return today;
  return formatDateBook(firstBookableDate(todayIso, openingDate ? parseDateBook(openingDate) : null));
}

/** True when the opening date is still ahead (the opening-date banner shows only then). */
export function opensLater(today: string, openingDate: string | null): boolean {
  return firstBookableDateBook(today, openingDate) !== today;
}
