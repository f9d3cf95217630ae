import { zonedToday } from '@shine/shared';
import type { TVisitResult } from '@shine/shared/schemas/floor';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/errors.ts';
import { recordPredictedStarts } from '../queue/index.ts';
import { requireFloorBooking, takeStep } from './move-visit.ts';
import { type StaffActor, requireAllowed } from './staff-actor.ts';
import { findBookingToCheckIn } from './visit-repository.ts';

/**
 * Check-in at the desk: by the booking's code (the QR of the success page) or by the customer's phone
 * (his booking today at this salon that is not checked in yet).
 */
export async function checkIn(
  deps: Pick<AppDeps, 'db' | 'clock' | 'cache'>,
  actor: StaffActor,
  input: { salonId: number; bookingId?: number; phone?: string },
): Promise<TVisitResult> {
  requireAllowed(actor, 'visit.checkIn', input.salonId);
  let booking;
  if (input.bookingId !== undefined) booking = await requireFloorBooking(deps, input.bookingId, input.salonId);
  else {
    booking = await findBookingToCheckIn(deps.db, { salonId: input.salonId, phone: input.phone ?? '', date: zonedToday(deps.clock.now()) });
    if (!booking) throw new AppError(404, 'BOOKING_NOT_FOUND', 'floor.noBookingForPhone');
  }
  const result = await takeStep(deps, actor, { step: 'checkIn', booking });
  await recordPredictedStarts(deps, booking);
  return result;
}
