// The roster of the back office (issue 32): the pure rules of a shift and of a week (unit-tested).
// Who may plan it is the back office's policy (backoffice-policy.ts: roster.edit, leave.approve).

import { addDays } from './dates';

/** Minutes of the day: [start, end). */
export type Span = { start: number; end: number };
export type ShiftPlan = Span & { breaks: Span[] };

/** A shift is sound when it lies within the day and its breaks inside it, in order, not overlapping. */
export function shiftProblem(shift: ShiftPlan): string | undefined {
  if (!(shift.start >= 0 && shift.end <= 24 * 60 && shift.end > shift.start)) return 'shift must start before it ends, within the day';
  let last = shift.start;
  for (const b of shift.breaks) {
    if (!(b.end > b.start)) return 'a break must start before it ends';
    if (b.start < last || b.end > shift.end) return 'breaks must lie inside the shift, in order, without overlapping';
    last = b.end;
  }
  return undefined;
}

/**
 * Whether a booking [start, end) of the day still fits a stylist's (new) shift: inside it and clear of
 * its breaks. No shift (a day off, a leave, lent elsewhere) fits nothing.
 */
export function bookingFits(booking: Span, shift: ShiftPlan | null): boolean {
  if (!shift) return false;
  if (booking.start < shift.start || booking.end > shift.end) return false;
  return shift.breaks.every((b) => booking.end <= b.start || booking.start >= b.end);
}

/** 0 Sunday … 6 Saturday, as `Date.getUTCDay`. */
export const isoWeekday = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay();

/** The Monday of the week holding `date`. */
export function mondayOf(date: string): string {
  return addDays(date, -((isoWeekday(date) + 6) % 7));
}

/** The 7 dates of the week starting on Monday `monday`. */
export const weekDates = (monday: string): string[] => Array.from({ length: 7 }, (_, i) => addDays(monday, i));
