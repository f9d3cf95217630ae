import { OTP_LIFETIME_MS, allowsPastHours, diffDays, formatDateBook, type Lang, translate, zonedToday } from '@shine/shared';
import type { AppDeps } from '../../app-deps.ts';
import type { Tx } from '../../db/client.ts';
import { TransactionContentionError, transactionWithRetry } from '../../db/transaction-retry.ts';
import { clientKey } from '../../lib/client-key.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import type { SessionCustomer } from '../auth/index.ts';
import {
  requireBookableDate,
  roleForPhone,
  availableSlots,
  invalidateSalonDay,
  loadSalonDay,
  minuteToInstant,
  pickStylist,
  slotStart,
} from '../availability/index.ts';
import { requireSalon, requireHomePlace } from '../salons/index.ts';
import { findOrCreateCustomer } from '../customers/index.ts';
import {
  type BookingRow,
  countBookingsByStatus,
  countCreatesByAddress,
  lockClientAddress,
  findUpcomingByPhone,
  insertBookingDetails,
  lockPhone,
  type NewBooking,
  setStatus,
  tryInsertBooking,
} from './booking-repository.ts';
import { newBookingToken, ownsBooking } from './booking-access.ts';
import { orderLines, priceServices, requireCampaignAllowed } from './price-services.ts';
import { scheduleBookingMessages, voidBookingMessages } from '../messages/index.ts';
import { enqueueChairFreed } from './chair-freed.ts';
import { expireHolds } from './expire-holds.ts';

export type CreateBookingInput = {
  salonId: number;
  phone: string;
  stylistId: number;
  date: string;
  serviceIds: number[];
  bookHourId: number;
  campaignId: number | null;
  bookAt: number;
  receiveAdvice: boolean;
  littleAdvice: boolean;
  numberPersons: number;
  utilityServices: { id: number; name: string }[];
  utmSource: string | null;
  params: Record<string, string>;
  isMaster: boolean;
  adviceUnd: boolean;
  adviceProduct: boolean;
  allowChange: boolean;
  isBookAtHome: boolean;
  homeAddressId: number | null;
  caller?: SessionCustomer;
  /** The booking token this browser holds (X-Booking-Token): proves it made the unverified hold it replaces. */
  bookingToken?: string;
  /** Client address (request.ip, behind TRUST_PROXY): caps what a caller who is not logged in may hold. */
  ip: string;
};

/** `accessToken`: the booking-scoped token for the browser that booked (success page, photos, OTP). */
export type CreatedBooking = { booking: BookingRow; isUseOtp: boolean; changedBookingId: number | null; accessToken: string };

const ANON_CREATE_WINDOW_MS = 10 * 60_000;

/**
 * A caller who is not logged in as the phone: at most N creates per 10 minutes and M live unverified
 * holds per client (an IPv4 address or an IPv6 /64: `clientKey`, as the per-IP rate limit counts).
 */
async function requireAddressAllowance(tx: Tx, deps: Pick<AppDeps, 'config'>, client: string, now: Date) {
  await lockClientAddress(tx, client);
  const used = await countCreatesByAddress(tx, client, new Date(now.getTime() - ANON_CREATE_WINDOW_MS), now);
  if (used.holds >= deps.config.LIMIT_HOLDS_PER_IP) throw new AppError(429, 'TOO_MANY_HOLDS', 'booking.tooManyHolds');
  if (used.creates >= deps.config.LIMIT_ANON_CREATES_PER_IP) throw new AppError(429, 'TOO_MANY_CREATES', 'booking.tooManyCreates');
}

/** '{day}' of the busy messages: 'hôm nay', 'ngày mai', 'ngày kia' or the date. */
function dayWord(today: string, date: string) {
  const keys = ['date.today', 'date.tomorrow', 'date.dayAfter'] as const;
  const key = keys[diffDays(today, date)];
  return (lang: Lang) => (key ? translate(lang, key).toLowerCase() : formatDateBook(date));
}

/** Booking at home is for the customer logged in as the phone, at one of his saved places inside a service area. */
async function requireHomeBooking(deps: Pick<AppDeps, 'db' | 'clock' | 'cache'>, input: CreateBookingInput) {
  if (!input.caller || input.caller.phone !== input.phone) throw new AppError(401, 'UNAUTHORIZED', 'home.loginRequired');
  if (input.homeAddressId === null) throw badRequest('LOCATION_REQUIRED', 'place.locationRequired');
  return requireHomePlace(deps, input.caller.customerId, input.homeAddressId);
}

const NO_SHOW_WINDOW_MS = 60 * 86_400_000;

/** A new phone (never completed a booking) or a frequent no-show confirms by OTP unless logged in as that phone. */
async function needsOtp(deps: Pick<AppDeps, 'db' | 'cache'>, phone: string, now: Date, loggedInAsPhone: boolean) {
  if (loggedInAsPhone) return false;
  const completed = await countBookingsByStatus(deps.db, phone, ['completed']);
  if (completed === 0) return true;
  return (await countBookingsByStatus(deps.db, phone, ['no_show'], new Date(now.getTime() - NO_SHOW_WINDOW_MS))) >= 2;
}

/**
 * booKingV2. The exclusion constraint decides every race: a named stylist's lost race is a 409; an
 * any-stylist booking tries the free stylists in order (fewest bookings first) until one insert wins.
 */
export async function createBooking(deps: Pick<AppDeps, 'db' | 'clock' | 'cache' | 'config'>, input: CreateBookingInput): Promise<CreatedBooking> {
  const now = deps.clock.now();
  // At home: the customer's own saved place (addressId = its kind 4, 5, 6) decides the salon and the trip.
  const home = input.isBookAtHome ? await requireHomeBooking(deps, input) : undefined;
  const travel = home?.salon.travelMinutes ?? 0;
  const salon = await requireSalon(deps, home?.salon.salonId ?? input.salonId);
  const role = await roleForPhone(deps, input.phone);
  await requireBookableDate(deps, { salon, date: input.date, role });
  if (input.serviceIds.length === 0 && !(input.allowChange && salon.selectConsultation)) {
    throw badRequest('SERVICE_REQUIRED', 'service.noneChosen');
  }
  const order = await priceServices(deps, { serviceIds: input.serviceIds, salonId: salon.id, date: input.date, campaignId: input.campaignId });
  const duration = Math.max(order.durationMinutes, salon.slotMinutes);
  const startMinute = slotStart({ openMinute: salon.openMinute, closeMinute: salon.closeMinute, slotMinutes: salon.slotMinutes }, input.bookHourId);
  if (startMinute === null) throw badRequest('HOUR_REQUIRED', 'booking.hourRequired');

  const day = await loadSalonDay(deps.db, {
    salon,
    date: input.date,
    now,
    stylistId: input.stylistId || undefined,
    allowPast: allowsPastHours(input.params.source),
  });
  if (startMinute < day.notBeforeMinute) throw badRequest('HOUR_PAST', 'booking.hourPast');
  const dayLabel = dayWord(zonedToday(now, salon.timeZone), input.date);
  if (input.stylistId && day.stylists.length === 0) {
    throw new AppError(409, 'STYLIST_BUSY', 'booking.stylistBusy', { day: dayLabel });
  }
  const slot = availableSlots(day, duration, travel).find((s) => s.hourId === input.bookHourId)!;
  const counts = new Map(day.stylists.map((s) => [s.stylistId, s.bookingsCount]));
  const masters = new Set(day.stylists.filter((s) => s.isMaster).map((s) => s.stylistId));
  // A named stylist is tried even when the sweep saw them busy: the constraint gives the final answer.
  const candidates = input.stylistId ? [input.stylistId] : pickStylist(slot.freeStylistIds, counts);
  const busyError = () =>
    input.stylistId
      ? new AppError(409, 'STYLIST_BUSY', 'booking.stylistBusy', { day: dayLabel })
      : new AppError(409, 'SALON_FULL', 'booking.salonFull', { day: dayLabel });
  if (candidates.length === 0) throw busyError();

  const loggedInAsPhone = input.caller?.phone === input.phone;
  const useOtp = await needsOtp(deps, input.phone, now, loggedInAsPhone);
  const customer = await findOrCreateCustomer(deps.db, input.phone);
  if (order.campaign) await requireCampaignAllowed(deps, order.campaign, customer.id);
  // The stylist's time taken: at home the trip there and back too (the exclusion constraint guards it all).
  const startAt = minuteToInstant(day.dayStart, startMinute - travel);
  const endAt = minuteToInstant(day.dayStart, startMinute + duration + travel);
  const covered = slot;

  const token = newBookingToken();
  const client = clientKey(input.ip);
  // A deadlock victim or serialization failure runs again from here; when contention outlasts the
  // retries the caller hears the same busy answer as a lost race.
  const created = await transactionWithRetry(deps.db, async (tx) => {
    if (!loggedInAsPhone) await requireAddressAllowance(tx, deps, client, now);
    await lockPhone(tx, input.phone);
    await expireHolds(tx, now);
    // One upcoming booking per phone: booking again changes it, which needs the owner logged in; an
    // unverified hold may also be replaced by the browser that made it (its token), never by a stranger.
    let changedBookingId: number | null = null;
    const changed: BookingRow[] = [];
    for (const existing of await findUpcomingByPhone(tx, input.phone, now)) {
      const ownHold = existing.status === 'pending_otp' && ownsBooking(existing, { bookingToken: input.bookingToken });
      if (!loggedInAsPhone && !ownHold) throw new AppError(403, 'BOOKING_EXISTS', 'login.bookingExistsTitle');
      await setStatus(tx, existing, 'canceled', existing.status === 'pending_otp' ? 'replaced unconfirmed hold' : 'changed by customer', now);
      if (existing.status !== 'pending_otp') changedBookingId = existing.id;
      changed.push(existing);
    }
    const base: Omit<NewBooking, 'stylistId'> = {
      customerId: customer.id,
      phone: input.phone,
      salonId: salon.id,
      autoAssigned: !input.stylistId,
      dateBook: input.date,
      startAt,
      endAt,
      hourId: covered.hourId,
      subHourId: covered.subHourId,
      secondSubHourId: covered.secondSubHourId,
      status: useOtp ? 'pending_otp' : 'confirmed',
      holdUntil: useOtp ? new Date(now.getTime() + OTP_LIFETIME_MS) : null,
      bookAt: input.bookAt,
      campaignId: order.campaignId,
      totalPrice: order.pricing.newTotal,
      oldTotalPrice: order.originalTotal,
      receiveAdvice: input.receiveAdvice,
      littleAdvice: input.littleAdvice,
      numberPersons: input.numberPersons,
      utilityServices: input.utilityServices,
      params: input.params,
      utmSource: input.utmSource,
      isMaster: input.isMaster,
      adviceUnd: input.adviceUnd,
      adviceProduct: input.adviceProduct,
      allowChange: input.allowChange,
      isBookAtHome: input.isBookAtHome,
      homeAddressId: home?.place.id ?? null,
      travelMinutes: travel,
      accessTokenHash: token.hash,
      createdIp: loggedInAsPhone ? null : client,
      createdAt: now,
      updatedAt: now,
    };
    let booking: BookingRow | null = null;
    for (const stylistId of candidates) {
      booking = await tryInsertBooking(tx, { ...base, stylistId }, { isMaster: masters.has(stylistId) });
      if (booking) break;
    }
    if (!booking) throw busyError();
    await insertBookingDetails(tx, booking, orderLines(order), useOtp ? 'created, waiting for OTP' : 'created');
    // Its confirmation and reminders (a held booking gets them once its code is verified); what the
    // replaced booking still had to say is voided, and its chair goes to the waitlist.
    if (booking.status === 'confirmed') await scheduleBookingMessages(tx, { ...booking, timeZone: salon.timeZone }, now);
    for (const old of changed) {
      await voidBookingMessages(tx, old.id, 'booking changed');
      if (old.status === 'confirmed') await enqueueChairFreed(tx, old.id, now);
    }
    return { booking, isUseOtp: useOtp, changedBookingId, changed };
  }).catch((err: unknown) => {
    throw err instanceof TransactionContentionError ? busyError() : err;
  });
  invalidateSalonDay(deps, salon.id, input.date);
  for (const old of created.changed) invalidateSalonDay(deps, old.salonId, old.dateBook);
  return { booking: created.booking, isUseOtp: created.isUseOtp, changedBookingId: created.changedBookingId, accessToken: token.token };
}
