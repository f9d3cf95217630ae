import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/errors.ts';
import type { Lang } from '../../lib/lang.ts';
import { sendOtp, verifyOtp } from '../otp/index.ts';
import { invalidateSalonDay } from '../availability/index.ts';
import { type BookingAccess, findOwnBooking, requireLoggedIn } from './booking-access.ts';
import { type BookingRow, isActive, setStatus } from './booking-repository.ts';

const notExist = () => new AppError(404, 'BOOKING_NOT_FOUND', 'booking.notExist');

/** deleteBooKing: only the owner, logged in as the booking's phone, cancels it. */
export async function cancelBooking(deps: Pick<AppDeps, 'db' | 'clock' | 'cache'>, input: { id: number; access: BookingAccess }): Promise<void> {
  const caller = requireLoggedIn(input.access);
  const now = deps.clock.now();
  const booking = await findOwnBooking(deps, input.id, { caller });
  if (!isActive(booking.status) || booking.endAt <= now) throw notExist();
  await setStatus(deps.db, booking, 'canceled', 'canceled by customer', now);
  invalidateSalonDay(deps, booking.salonId, booking.dateBook);
}

/** The held booking the caller created (booking token) or owns (logged in), still within its hold. */
async function findPendingBooking(deps: Pick<AppDeps, 'db' | 'clock'>, id: number, access: BookingAccess): Promise<BookingRow> {
  const booking = await findOwnBooking(deps, id, access);
  if (booking.status !== 'pending_otp') throw notExist();
  if (!booking.holdUntil || booking.holdUntil <= deps.clock.now()) throw new AppError(410, 'HOLD_EXPIRED', 'booking.holdExpired');
  return booking;
}

/** getOpt for a booking: sends the code that confirms a held booking to the booking's phone. */
export async function sendBookingOtp(
  deps: Pick<AppDeps, 'db' | 'clock' | 'sender' | 'config'>,
  input: { bookingId: number; access: BookingAccess; lang: Lang },
) {
  const booking = await findPendingBooking(deps, input.bookingId, input.access);
  return sendOtp(deps, { phone: booking.phone!, purpose: 'booking', bookingId: booking.id, lang: input.lang });
}

/** PUT verify-otp-booking: a correct code confirms the held booking. */
export async function verifyBookingOtp(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  input: { bookingId: number; access: BookingAccess; code: string },
): Promise<BookingRow> {
  const booking = await findPendingBooking(deps, input.bookingId, input.access);
  await verifyOtp(deps, { phone: booking.phone!, purpose: 'booking', code: input.code, bookingId: booking.id });
  await setStatus(deps.db, booking, 'confirmed', 'OTP verified', deps.clock.now());
  return { ...booking, status: 'confirmed', holdUntil: null };
}
