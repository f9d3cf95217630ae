import type { AppDeps } from '../../app.ts';
import { AppError } from '../../lib/errors.ts';
import type { Lang } from '../../lib/lang.ts';
import type { SessionCustomer } from '../auth/session-repository.ts';
import { sendOtp, verifyOtp } from '../otp/otp-service.ts';
import { invalidateSalonDay } from '../availability/salon-day.ts';
import { type BookingRow, findBooking, isActive, setStatus } from './booking-repository.ts';

const notExist = () => new AppError(404, 'BOOKING_NOT_FOUND', 'booking.notExist');

/**
 * Only the booking's phone owner acts on it: logged in as that phone, or (the spec's anonymous flow)
 * a caller who knows the phone. The same answer for "not yours" and "not there" leaks nothing.
 */
async function findOwnBooking(deps: Pick<AppDeps, 'db' | 'cache'>, id: number, phone: string | undefined, caller?: SessionCustomer) {
  const booking = await findBooking(deps.db, id);
  if (!booking || !booking.phone) throw notExist();
  const owns = caller?.phone === booking.phone || phone === booking.phone;
  if (!owns) throw notExist();
  return booking;
}

export async function cancelBooking(
  deps: Pick<AppDeps, 'db' | 'clock' | 'cache'>,
  input: { id: number; phone?: string; caller?: SessionCustomer },
): Promise<void> {
  const now = deps.clock.now();
  const booking = await findOwnBooking(deps, input.id, input.phone, input.caller);
  if (!isActive(booking.status) || booking.endAt <= now) throw notExist();
  await setStatus(deps.db, booking, 'canceled', 'canceled by customer', now);
  invalidateSalonDay(deps, booking.salonId, booking.dateBook);
}

async function findPendingBooking(deps: Pick<AppDeps, 'db' | 'clock' | 'cache'>, id: number, phone: string): Promise<BookingRow> {
  const booking = await findOwnBooking(deps, id, phone);
  if (booking.status !== 'pending_otp') throw notExist();
  if (!booking.holdUntil || booking.holdUntil <= deps.clock.now()) throw new AppError(410, 'HOLD_EXPIRED', 'booking.holdExpired');
  return booking;
}

/** getOpt for a booking: sends the code that confirms a held booking. */
export async function sendBookingOtp(
  deps: Pick<AppDeps, 'db' | 'clock' | 'cache' | 'sender' | 'config'>,
  input: { bookingId: number; phone: string; lang: Lang },
) {
  const booking = await findPendingBooking(deps, input.bookingId, input.phone);
  return sendOtp(deps, { phone: input.phone, purpose: 'booking', bookingId: booking.id, lang: input.lang });
}

/** PUT verify-otp-booking: a correct code confirms the held booking. */
export async function verifyBookingOtp(
  deps: Pick<AppDeps, 'db' | 'clock' | 'cache'>,
  input: { bookingId: number; phone: string; code: string },
): Promise<BookingRow> {
  const booking = await findPendingBooking(deps, input.bookingId, input.phone);
  await verifyOtp(deps, { phone: input.phone, purpose: 'booking', code: input.code, bookingId: booking.id });
  await setStatus(deps.db, booking, 'confirmed', 'OTP verified', deps.clock.now());
  return { ...booking, status: 'confirmed', holdUntil: null };
}
