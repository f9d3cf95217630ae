import { DEFAULT_ALLOW_BOOK_STYLIST } from './constants';
import { addDays, diffDays, isValidIsoDate } from './dates';
import { dayLabel, type DayTag } from './hours';
import { perksOf } from './membership';

// Which dates a customer may book (spec §3 "Role", §6, §9 "Default role"). Dates are ISO in the salon zone.

export const MEMBER_TYPE = { regular: 1, silver: 2, gold: 3, diamond: 4 } as const;

export interface BookingRole {
  memberType: number;
  allowBookStylist: boolean;
  /** Days after the first bookable day that can still be picked. */
  daysBookFuture: number;
  /** Days after the first bookable day shown in the date dropdown (later ones inactive). */
  maxDaysBookFuture: number;
}

/**
 * The role for a member type: how far ahead a tier may book is one of its perks (rules/membership.ts).
 * The spec gives only the default (1 day ahead, 2 shown) and says members differ without saying how.
 */
export function roleForMember(memberType: number): BookingRole {
  const perks = perksOf(memberType);
  return {
    memberType,
    allowBookStylist: DEFAULT_ALLOW_BOOK_STYLIST,
    daysBookFuture: perks.daysBookFuture,
    maxDaysBookFuture: perks.maxDaysBookFuture,
  };
}

/** A salon opening in the future takes bookings from its opening date; otherwise from today. */
export function firstBookableDate(today: string, openingDate?: string | null): string {
  return openingDate && isValidIsoDate(openingDate) && openingDate > today ? openingDate : today;
}

export interface BookDate {
  date: string;
  tag: DayTag | null;
  isActive: boolean;
  /** Set by special-day rules (rulesSpecialDay), which the spec does not detail; never set here. */
  isSpecial: boolean;
}

/** Date dropdown options: the first bookable day and maxDaysBookFuture after it; beyond daysBookFuture inactive. */
export function bookDates(today: string, role: BookingRole, openingDate?: string | null): BookDate[] {
  const first = firstBookableDate(today, openingDate);
  return Array.from({ length: role.maxDaysBookFuture + 1 }, (_, offset) => {
    const date = addDays(first, offset);
    return { date, tag: dayLabel(diffDays(today, date)), isActive: offset <= role.daysBookFuture, isSpecial: false };
  });
}

export type BookableDateCheck = 'ok' | 'invalid' | 'past' | 'notOpenYet' | 'tooFar';

/** Why `date` cannot be booked, or 'ok'. Agrees with the active options of bookDates. */
export function checkBookableDate(today: string, date: string, role: BookingRole, openingDate?: string | null): BookableDateCheck {
  if (!isValidIsoDate(date)) return 'invalid';
  if (date < today) return 'past';
  const first = firstBookableDate(today, openingDate);
  if (date < first) return 'notOpenYet';
  return diffDays(first, date) <= role.daysBookFuture ? 'ok' : 'tooFar';
}
