// The roster of the back office (issue 32): who may plan it, and the pure rules of a shift (pure, unit-tested).

import { addDays } from './dates';
import type { StaffRole } from './floor-roles';

/**
 * The back-office actions of the roster, reports and offers. (Merged into the chain's BACKOFFICE_ACTIONS
 * policy once the roles of part 1 exist: content editors, marketing, finance.)
 */
export const OPS_ACTIONS = ['roster.read', 'roster.edit', 'leave.request', 'leave.approve', 'contact.read', 'report.read', 'offer.edit'] as const;
export type OpsAction = (typeof OPS_ACTIONS)[number];

const MANAGERS: readonly StaffRole[] = ['salon_manager', 'region_manager', 'chain_admin'];

let allowed: Record<OpsAction, readonly StaffRole[]> | undefined;
const ALLOWED = (): Record<OpsAction, readonly StaffRole[]> =>
  (allowed ??= {
    'roster.read': MANAGERS,
    'roster.edit': MANAGERS,
    // A leave is asked by the manager for his people (a stylist's own request comes through him).
    'leave.request': MANAGERS,
    'leave.approve': MANAGERS,
    // The bookings left without a stylist: reception calls the customers.
    'contact.read': ['reception' as StaffRole].concat(MANAGERS),
    'report.read': MANAGERS,
    // Offers are the chain's: its admin (marketing once that role exists).
    'offer.edit': ['chain_admin'],
  });

/** Whether `role` may take `action` in `targetSalonId` ('chain' for the chain as a whole) given the salons he acts in. */
export function canOps(role: StaffRole, action: OpsAction, actorSalonIds: readonly number[] | 'all', target: number | 'chain'): boolean {
  if (!ALLOWED()[action].includes(role)) return false;
  if (actorSalonIds === 'all') return true;
  return target !== 'chain' && actorSalonIds.includes(target);
}

export const opsActionsOf = (role: StaffRole): OpsAction[] => OPS_ACTIONS.filter((a) => ALLOWED()[a].includes(role));

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
