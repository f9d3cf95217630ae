import type { TOneTapBooking } from '@shine/shared/schemas/one-tap';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/errors.ts';
import { oneTapSecretOf } from '../../config.ts';
import { verifyOneTap } from '../../lib/one-tap-token.ts';
import { invalidateSalonDay } from '../availability/index.ts';
import { findBookingView, isActive, lockBooking, markCustomerConfirmed } from './booking-repository.ts';
import { cancelInTransaction } from './manage-booking.ts';

// The one-tap links of booking messages (issue 33, ADR 018): a signed token scoped to one booking lets
// whoever holds the message confirm or cancel that booking, without logging in, and nothing else.

const invalid = () => new AppError(404, 'LINK_INVALID', 'oneTap.linkInvalid');

function bookingIdOf(deps: Pick<AppDeps, 'config' | 'clock'>, token: string): number {
  const claim = verifyOneTap(oneTapSecretOf(deps.config), token, deps.clock.now());
  if (!claim || claim.scope !== 'b') throw invalid();
  return claim.id;
}

export async function viewByLink(deps: Pick<AppDeps, 'db' | 'config' | 'clock'>, token: string): Promise<TOneTapBooking> {
  const view = await findBookingView(deps.db, bookingIdOf(deps, token));
  if (!view) throw invalid();
  const b = view.booking;
  const now = deps.clock.now();
  return {
    bookingId: b.id,
    status: b.status === 'canceled' ? 'canceled' : isActive(b.status) && b.endAt > now ? 'upcoming' : 'over',
    customerConfirmed: b.customerConfirmedAt !== null,
    startAt: b.startAt.toISOString(),
    dateBook: b.dateBook,
    salonName: view.salonName,
    stylistName: view.stylistName ?? '',
  };
}

/** "I am coming": the booking marked confirmed by the customer (the reception board's badge). Idempotent. */
export async function confirmByLink(deps: Pick<AppDeps, 'db' | 'config' | 'clock' | 'cache'>, token: string): Promise<TOneTapBooking> {
  const id = bookingIdOf(deps, token);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const b = await lockBooking(tx, id);
    if (!b || b.status !== 'confirmed' || b.startAt <= now) throw new AppError(409, 'BOOKING_NOT_CHANGEABLE', 'booking.notExist');
    await markCustomerConfirmed(tx, id, now);
  });
  return viewByLink(deps, token);
}

/** "I cannot come": canceled at once, its messages voided, its chair offered to the waitlist. */
export async function cancelByLink(deps: Pick<AppDeps, 'db' | 'config' | 'clock' | 'cache'>, token: string): Promise<TOneTapBooking> {
  const id = bookingIdOf(deps, token);
  const now = deps.clock.now();
  const canceled = await deps.db.transaction(async (tx) => {
    const b = await lockBooking(tx, id);
    if (!b) throw invalid();
    if (b.status === 'canceled') return null; // a second tap: already done
    if (b.status !== 'confirmed' || b.endAt <= now) throw new AppError(409, 'BOOKING_NOT_CHANGEABLE', 'booking.notExist');
    await cancelInTransaction(tx, b, 'canceled by one-tap link', now);
    return b;
  });
  if (canceled) invalidateSalonDay(deps, canceled.salonId, canceled.dateBook);
  return viewByLink(deps, token);
}
