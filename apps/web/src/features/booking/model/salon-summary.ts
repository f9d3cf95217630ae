import { firstBookableDate, formatDateBook, parseDateBook } from '@shine/shared';
import type { SalonSummary } from './booking-types';

/** The part of a salon card the wizard keeps. */
export const toSalonSummary = (salon: SalonSummary): SalonSummary => ({
  id: salon.id,
  name: salon.name,
  address: salon.address,
  addressNew: salon.addressNew,
  openingDate: salon.openingDate,
  selectConsultation: salon.selectConsultation,
  bookManyPeople: salon.bookManyPeople,
});

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
