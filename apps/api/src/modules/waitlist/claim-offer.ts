import type { TOneTapOffer } from '@shine/shared/schemas/one-tap';
import type { AppDeps } from '../../app-deps.ts';
import { transactionWithRetry } from '../../db/transaction-retry.ts';
import { AppError } from '../../lib/errors.ts';
import { oneTapSecretOf } from '../../config.ts';
import { verifyOneTap } from '../../lib/one-tap-token.ts';
import { invalidateSalonDay } from '../availability/index.ts';
import { findUpcomingByPhone, insertBookingDetails, lockPhone, orderLines, priceServices, tryInsertBooking } from '../booking/index.ts';
import { scheduleBookingMessages } from '../messages/index.ts';
import { requireSalon } from '../salons/index.ts';
import { freeSlotAt } from './free-chair.ts';
import { findBookingById, findOfferView, lockOffer, lockSlot, recordClaim } from './waitlist-repository.ts';

const invalid = () => new AppError(404, 'LINK_INVALID', 'oneTap.linkInvalid');
const closed = () => new AppError(409, 'OFFER_CLOSED', 'waitlist.offerClosed');
/** The spec's one upcoming booking per phone: a claim never makes a second one (he changes or cancels his first). */
const hasBooking = () => new AppError(409, 'BOOKING_EXISTS', 'waitlist.hasBooking');

type Deps = Pick<AppDeps, 'db' | 'clock' | 'cache' | 'config'>;

function offerIdOf(deps: Pick<AppDeps, 'config' | 'clock'>, token: string): number {
  const claim = verifyOneTap(oneTapSecretOf(deps.config), token, deps.clock.now());
  if (!claim || claim.scope !== 'o') throw invalid();
  return claim.id;
}

export async function viewOffer(deps: Pick<AppDeps, 'db' | 'config' | 'clock'>, token: string): Promise<TOneTapOffer> {
  const row = await findOfferView(deps.db, offerIdOf(deps, token));
  if (!row) throw invalid();
  const open = row.offer.state === 'open' && row.slot.state === 'open' && row.offer.expiresAt > deps.clock.now();
  return {
    offerId: row.offer.id,
    state: open ? 'open' : row.offer.state === 'open' ? (row.slot.state === 'claimed' ? 'lost' : 'expired') : row.offer.state,
    startAt: row.slot.startAt.toISOString(),
    date: row.slot.date,
    salonName: row.salonName,
    expiresAt: row.offer.expiresAt.toISOString(),
    bookingId: row.offer.state === 'claimed' ? row.entry.bookingId : null,
  };
}

/**
 * The first to claim gets the chair: the slot row locked (claims queue on it), the offer still open,
 * and the booking inserted under the same exclusion constraint as every booking, so never two.
 */
export async function claimOffer(deps: Deps, token: string): Promise<TOneTapOffer> {
  const offerId = offerIdOf(deps, token);
  const now = deps.clock.now();
  // What does not change, read before the transaction: the salon and the price of his services.
  const view = await findOfferView(deps.db, offerId);
  if (!view) throw invalid();
  const salon = await requireSalon(deps, view.slot.salonId);
  const order = await priceServices(deps, { serviceIds: view.entry.serviceIds, salonId: view.slot.salonId, date: view.slot.date });
  const duration = Math.max(order.durationMinutes, salon.slotMinutes);
  // The rules of every booking: his services fit the stylist's shift, breaks and next booking from that hour.
  const free =
    view.offer.state === 'claimed'
      ? null
      : await freeSlotAt(deps, salon, { date: view.slot.date, stylistId: view.slot.stylistId, startAt: view.slot.startAt, durationMinutes: duration });
  if (view.offer.state !== 'claimed' && !free) throw closed();
  const claimed = await transactionWithRetry(deps.db, async (tx) => {
    // The slot first, then the offer: every claim of a chair queues on the slot row, in one order (no deadlock).
    const slot = await lockSlot(tx, view.offer.slotId);
    const found = await lockOffer(tx, offerId);
    if (!found || !slot) throw invalid();
    const { offer, entry } = found;
    if (offer.state === 'claimed') return null; // his second tap
    if (slot.state !== 'open' || offer.state !== 'open' || offer.expiresAt <= now || !free) throw closed();
    await lockPhone(tx, entry.phone);
    if ((await findUpcomingByPhone(tx, entry.phone, now)).length > 0) throw hasBooking();
    const freed = await findBookingById(tx, slot.freedBookingId);
    const booking = await tryInsertBooking(tx, {
      customerId: entry.customerId,
      phone: entry.phone,
      salonId: slot.salonId,
      stylistId: slot.stylistId,
      dateBook: slot.date,
      startAt: slot.startAt,
      endAt: new Date(slot.startAt.getTime() + duration * 60_000),
      hourId: free.hourId,
      subHourId: free.subHourId,
      secondSubHourId: free.secondSubHourId,
      status: 'confirmed',
      bookAt: freed!.bookAt,
      campaignId: null,
      totalPrice: order.pricing.newTotal,
      oldTotalPrice: order.originalTotal,
      params: { source: 'waitlist' },
      createdAt: now,
      updatedAt: now,
    });
    if (!booking) throw closed(); // someone booked the time meanwhile (the constraint's answer)
    await insertBookingDetails(tx, booking, orderLines(order), 'claimed from the waitlist');
    await recordClaim(tx, { offer, entryId: entry.id, bookingId: booking.id });
    await scheduleBookingMessages(tx, { ...booking, timeZone: salon.timeZone }, now);
    return booking;
  });
  if (claimed) invalidateSalonDay(deps, claimed.salonId, claimed.dateBook);
  return viewOffer(deps, token);
}
