import { VISIT_TRANSITIONS, bookingStatusOf, isNoShowDue, noShowCutoff, zonedToday } from '@shine/shared';
import type { AppDeps } from '../../app-deps.ts';
import { transactionWithRetry } from '../../db/transaction-retry.ts';
import { invalidateSalonDay } from '../availability/index.ts';
import { enqueueChairFreed } from '../booking/index.ts';
import { writeAudit } from './audit-repository.ts';
import { stageOf } from './move-visit.ts';
import { findBookedBookingsStartedBy } from './no-show-repository.ts';
import { type FloorBooking, moveVisit, syncBookingStatus } from './visit-repository.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'cache' | 'config'>;

/** The audit action of a no-show the system marked (reception's own is 'visit.noShow'). */
export const AUTO_NO_SHOW_ACTION = 'auto_no_show';

/**
 * Reception's "no-show" step taken by the system (issue 31): every booking of today still booked
 * NO_SHOW_AFTER_MINUTES after its hour goes to no-show, one transaction each: the same guarded move of
 * the visit, the booking's status (which the "2+ no-shows → confirm by code" rule counts) and an audit
 * row with no staff account. A booking another worker or a tablet moved meanwhile is left as it is, so
 * a second run, or two at once, mark each booking once. One reception undid gets the minutes again from
 * the undo. `signal` stops the pass between two bookings.
 */
export async function markDueNoShows(deps: Deps, opts: { signal?: AbortSignal } = {}): Promise<{ marked: number[] }> {
  const now = deps.clock.now();
  const afterMinutes = deps.config.NO_SHOW_AFTER_MINUTES;
  const due = await findBookedBookingsStartedBy(deps.db, { date: zonedToday(now), startedBy: noShowCutoff(now, afterMinutes) });
  const marked: number[] = [];
  for (const booking of due) {
    opts.signal?.throwIfAborted();
    const stage = stageOf(booking);
    if (!stage || !isNoShowDue({ startAt: booking.startAt, stage, backToBookedAt: booking.visit?.updatedAt }, now, afterMinutes)) continue;
    if (await markNoShow(deps, booking, now)) marked.push(booking.id);
  }
  return { marked };
}

const canceledMeanwhile = Symbol('canceled meanwhile');

async function markNoShow(deps: Deps, booking: FloorBooking, now: Date): Promise<boolean> {
  const { from, to } = VISIT_TRANSITIONS.noShow;
  const moved = await transactionWithRetry(deps.db, async (tx) => {
    const row = await moveVisit(tx, { bookingId: booking.id, from, to, now });
    if (!row) return false;
    // Canceled by the customer since it was read: the visit's move is rolled back with the transaction.
    if (!(await syncBookingStatus(tx, { bookingId: booking.id, from: booking.status, stage: to, reason: `system: ${AUTO_NO_SHOW_ACTION}`, now }))) {
      throw canceledMeanwhile;
    }
    await enqueueChairFreed(tx, booking.id, now); // the rest of his time, for the waitlist (issue 33)
    await writeAudit(tx, {
      at: now,
      staffAccountId: null,
      deviceId: null,
      salonId: booking.salonId,
      action: AUTO_NO_SHOW_ACTION,
      entity: 'visit',
      entityId: booking.id,
      before: { stage: 'booked', status: booking.status, version: booking.visit?.version ?? 0 },
      after: { stage: to, status: bookingStatusOf(to), version: row.version },
    });
    return true;
  }).catch((err: unknown) => {
    if (err === canceledMeanwhile) return false;
    throw err;
  });
  if (moved) invalidateSalonDay(deps, booking.salonId, booking.dateBook);
  return moved;
}
