import { zonedToday } from '@shine/shared';
import { bookingIdOfVisitCode } from '@shine/shared/rules/vietqr';
import type { TVisitResult } from '@shine/shared/schemas/floor';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/errors.ts';
import { recordPredictedStarts } from '../queue/index.ts';
import { requireFloorBooking, takeStep } from './move-visit.ts';
import { type StaffActor, requireAllowed } from './staff-actor.ts';
import { findBookingToCheckIn } from './visit-repository.ts';

/** The booking of a check-in code: the visit code his QR holds (SHINE12345) or the booking's number typed. */
function bookingIdOfCode(code: string): number {
  const id = bookingIdOfVisitCode(code) ?? (/^\d{1,9}$/.test(code) ? Number(code) : 0);
  if (id > 0) return id;
  throw new AppError(400, 'VISIT_CODE_INVALID', 'floor.visitCodeInvalid');
}

/**
 * Check-in at the desk: by the booking's code (the QR of the success page and the upcoming card), its number, or the customer's phone
 * (his booking today at this salon that is not checked in yet).
 */
export async function checkIn(
  deps: Pick<AppDeps, 'db' | 'clock' | 'cache'>,
  actor: StaffActor,
  input: { salonId: number; bookingId?: number; phone?: string; code?: string },
): Promise<TVisitResult> {
  requireAllowed(actor, 'visit.checkIn', input.salonId);
  const bookingId = input.code !== undefined ? bookingIdOfCode(input.code) : input.bookingId;
  let booking;
  if (bookingId !== undefined) booking = await requireFloorBooking(deps, bookingId, input.salonId);
  else {
    booking = await findBookingToCheckIn(deps.db, { salonId: input.salonId, phone: input.phone ?? '', date: zonedToday(deps.clock.now()) });
    if (!booking) throw new AppError(404, 'BOOKING_NOT_FOUND', 'floor.noBookingForPhone');
  }
  const result = await takeStep(deps, actor, { step: 'checkIn', booking });
  await recordPredictedStarts(deps, booking);
  return result;
}
