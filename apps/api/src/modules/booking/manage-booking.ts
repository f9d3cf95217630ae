import type { AppDeps } from '../../app-deps.ts';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { Lang } from '../../lib/lang.ts';
import { sendOtp, verifyOtp } from '../otp/index.ts';
import { invalidateSalonDay } from '../availability/index.ts';
import { scheduleBookingMessages, voidBookingMessages } from '../messages/index.ts';
import { requireSalon } from '../salons/index.ts';
import { enqueueChairFreed } from './chair-freed.ts';
import { type BookingAccess, findOwnBooking, requireLoggedIn } from './booking-access.ts';
import { type BookingRow, isActive, setStatus } from './booking-repository.ts';

const notExist = () => new AppError(404, 'BOOKING_NOT_FOUND', 'booking.notExist');

/** deleteBooKing: only the owner, logged in as the booking's phone, cancels it. */
export async function cancelBooking(deps: Pick<AppDeps, 'db' | 'clock' | 'cache'>, input: { id: number; access: BookingAccess }): Promise<void> {
  const caller = requireLoggedIn(input.access);
  const now = deps.clock.now();
  const booking = await findOwnBooking(deps, input.id, { caller });
  if (!isActive(booking.status) || booking.endAt <= now) throw notExist();
  await deps.db.transaction((tx) => cancelInTransaction(tx, booking, 'canceled by customer', now));
  invalidateSalonDay(deps, booking.salonId, booking.dateBook);
}

/** A cancel's writes: the status, its messages voided, its chair offered to the waitlist (one transaction). */
export async function cancelInTransaction(tx: Tx, booking: BookingRow, reason: string, now: Date): Promise<void> {
  await setStatus(tx, booking, 'canceled', reason, now);
  await voidBookingMessages(tx, booking.id, reason);
  if (booking.status === 'confirmed' && booking.startAt > now) await enqueueChairFreed(tx, booking.id, now);
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
  deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'cache'>,
  input: { bookingId: number; access: BookingAccess; code: string },
): Promise<BookingRow> {
  const booking = await findPendingBooking(deps, input.bookingId, input.access);
  await verifyOtp(deps, { phone: booking.phone!, purpose: 'booking', code: input.code, bookingId: booking.id });
  const salon = await requireSalon(deps, booking.salonId);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await setStatus(tx, booking, 'confirmed', 'OTP verified', now);
    await scheduleBookingMessages(tx, { ...booking, timeZone: salon.timeZone }, now);
  });
  return { ...booking, status: 'confirmed', holdUntil: null };
}
