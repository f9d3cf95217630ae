import type { AppDeps } from '../../app.ts';
import { AppError } from '../../lib/errors.ts';
import type { SessionCustomer } from '../auth/session-repository.ts';
import { findBooking } from '../booking/booking-repository.ts';
import type { Respondent } from './questions-repository.ts';

/**
 * Whose answers a question call reads or writes. By booking: the caller knows the booking's phone or
 * owns it (the booking flow asks right after booking). By phone: only the logged-in owner of the phone
 * (ADR 002: personal data by phone only for the customer himself).
 */
export async function findRespondent(
  deps: Pick<AppDeps, 'db'>,
  input: { phone?: string; bookingId?: number; caller?: SessionCustomer },
): Promise<Respondent> {
  if (input.bookingId) {
    const booking = await findBooking(deps.db, input.bookingId);
    const phone = booking?.phone;
    const known = phone && (phone === input.phone || phone === input.caller?.phone);
    if (!booking || !known || !booking.customerId) throw new AppError(404, 'BOOKING_NOT_FOUND', 'booking.notExist');
    return { customerId: booking.customerId, phone: phone, bookingId: booking.id };
  }
  if (!input.caller) throw new AppError(401, 'UNAUTHORIZED', 'auth.loginRequired');
  if (input.phone && input.phone !== input.caller.phone) throw new AppError(403, 'FORBIDDEN', 'auth.forbidden');
  return { customerId: input.caller.customerId, phone: input.caller.phone, bookingId: null };
}
