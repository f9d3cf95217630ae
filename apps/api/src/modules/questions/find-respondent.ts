import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/errors.ts';
import { type BookingAccess, findOwnBooking } from '../booking/index.ts';
import type { Respondent } from './questions-repository.ts';

/**
 * Whose answers a question call reads or writes. By booking: the browser that booked it (booking token)
 * or its owner logged in (the booking flow asks right after booking). By phone: only the logged-in owner
 * of the phone (ADR 002: personal data by phone only for the customer himself).
 */
export async function findRespondent(deps: Pick<AppDeps, 'db'>, input: { phone?: string; bookingId?: number; access: BookingAccess }): Promise<Respondent> {
  if (input.bookingId) {
    const booking = await findOwnBooking(deps, input.bookingId, input.access);
    if (!booking.customerId || !booking.phone) throw new AppError(404, 'BOOKING_NOT_FOUND', 'booking.notExist');
    return { customerId: booking.customerId, phone: booking.phone, bookingId: booking.id };
  }
  const caller = input.access.caller;
  if (!caller) throw new AppError(401, 'UNAUTHORIZED', 'auth.loginRequired');
  if (input.phone && input.phone !== caller.phone) throw new AppError(403, 'FORBIDDEN', 'auth.forbidden');
  return { customerId: caller.customerId, phone: caller.phone, bookingId: null };
}
