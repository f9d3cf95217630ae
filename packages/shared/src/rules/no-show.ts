import type { VisitStage } from './visit-states';

// Issue 31: a customer who has not come `afterMinutes` (the chain's NO_SHOW_AFTER_MINUTES, default 15)
// after his booked hour becomes a no-show by himself; reception can undo it the same day.

/** The latest booked hour that is a no-show at `now`: `afterMinutes` before it. */
export function noShowCutoff(now: Date, afterMinutes: number): Date {
  return new Date(now.getTime() - afterMinutes * 60_000);
}

/**
 * Whether a booking at `stage` whose hour is `startAt` is a no-show at `now`: still booked, its hour
 * `afterMinutes` or more ago. When reception put it back to booked (an undo, `backToBookedAt`), the
 * minutes count from then: an undone no-show is not marked again at the next minute.
 */
export function isNoShowDue(booking: { startAt: Date; stage: VisitStage; backToBookedAt?: Date | null }, now: Date, afterMinutes: number): boolean {
  const since = Math.max(booking.startAt.getTime(), booking.backToBookedAt?.getTime() ?? 0);
  return booking.stage === 'booked' && since <= noShowCutoff(now, afterMinutes).getTime();
}
