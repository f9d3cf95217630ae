import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/errors.ts';
import { hashSecretToken as hash, newSecretToken } from '../../lib/secret-token.ts';
import type { SessionCustomer } from '../auth/index.ts';
import { type BookingRow, findBooking } from './booking-repository.ts';

/**
 * Who may act on a booking (architecture, security model): the customer logged in as its phone, or the
 * browser that created it, holding the booking-scoped token create returned. Knowing the phone proves nothing.
 */
export type BookingAccess = { caller?: SessionCustomer; bookingToken?: string };

export const BOOKING_TOKEN_HEADER = 'x-booking-token';

export function bookingAccess(request: FastifyRequest): BookingAccess {
  const header = request.headers[BOOKING_TOKEN_HEADER];
  const token = typeof header === 'string' && /^[\w-]{20,100}$/.test(header) ? header : undefined;
  return { caller: request.customer, bookingToken: token };
}

/** A fresh 256-bit booking token: the browser gets the token, the booking keeps its hash. */
export const newBookingToken = newSecretToken;

const notExist = () => new AppError(404, 'BOOKING_NOT_FOUND', 'booking.notExist');

export function ownsBooking(booking: Pick<BookingRow, 'phone' | 'accessTokenHash'>, access: BookingAccess): boolean {
  if (!booking.phone) return false;
  if (access.caller?.phone === booking.phone) return true;
  return Boolean(access.bookingToken && booking.accessTokenHash && hash(access.bookingToken) === booking.accessTokenHash);
}

/** The booking if the caller may act on it; "not yours" and "not there" answer the same 404. */
export async function findOwnBooking(deps: Pick<AppDeps, 'db'>, id: number, access: BookingAccess): Promise<BookingRow> {
  const booking = await findBooking(deps.db, id);
  if (!booking || !ownsBooking(booking, access)) throw notExist();
  return booking;
}

/** Cancelling (and the upcoming list) need the owner logged in: a booking token only shows and completes it. */
export function requireLoggedIn(access: BookingAccess): SessionCustomer {
  if (!access.caller) throw new AppError(401, 'UNAUTHORIZED', 'booking.loginToManage');
  return access.caller;
}
