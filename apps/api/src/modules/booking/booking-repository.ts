import { type Placeholder, and, asc, count, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import { stylistHasRoom } from '@shine/shared';
import type { Db, Tx } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import { sqlState } from '../../db/transaction-retry.ts';
import {
  ACTIVE_STATUSES,
  type BookingStatus,
  bookingImages,
  bookingServices,
  bookingStatusHistory,
  bookings,
  salons,
  savedAddresses,
  staff,
} from '../../db/schema/index.ts';
import { occupiesStylist } from '../availability/index.ts';

export type BookingRow = typeof bookings.$inferSelect;
export type NewBooking = typeof bookings.$inferInsert;
export type NewBookingService = Omit<typeof bookingServices.$inferInsert, 'bookingId'>;

const EXCLUSION_VIOLATION = '23P01';
const DEADLOCK = '40P01';

/** Serialises the bookings of one phone (one upcoming booking per phone) for the transaction. */
export async function lockPhone(tx: Tx, phone: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`booking:${phone}`}))`);
}

/** Lapsed OTP holds stop counting: mark them expired so the exclusion constraint releases the slot. Which. */
export async function expireLapsedHolds(db: Db | Tx, now: Date, where = sql`true`): Promise<{ id: number; startAt: Date }[]> {
  const expired = await db
    .update(bookings)
    .set({ status: 'expired', updatedAt: now })
    .where(and(eq(bookings.status, 'pending_otp'), lte(bookings.holdUntil, now), where))
    .returning({ id: bookings.id, startAt: bookings.startAt });
  if (expired.length > 0) {
    await db
      .insert(bookingStatusHistory)
      .values(expired.map((b) => ({ bookingId: b.id, fromStatus: 'pending_otp', toStatus: 'expired', reason: 'hold lapsed', at: now })));
  }
  return expired;
}

/** The phone's upcoming active bookings (not yet ended), earliest first. */
export async function findUpcomingByPhone(db: Db | Tx, phone: string, now: Date): Promise<BookingRow[]> {
  return db.select().from(bookings).where(upcomingOf(phone, now)).orderBy(asc(bookings.startAt));
}

/** Statuses of a customer the stylist serves that day: held, booked, in the chair or done (not canceled, no-show, expired). */
export const SERVED_STATUSES = [...ACTIVE_STATUSES, 'completed'] as const;

/** Customers a stylist serves on a date (lapsed holds are expired before this is asked). */
export async function countServedOn(db: Db | Tx, stylistId: number, date: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(bookings)
    .where(and(eq(bookings.stylistId, stylistId), eq(bookings.dateBook, date), inArray(bookings.status, [...SERVED_STATUSES])));
  return row?.n ?? 0;
}

/**
 * Inserts in a savepoint so a lost race (23P01) leaves the surrounding transaction usable; null when the
 * time is taken. The exclusion constraint decides; the per-stylist advisory lock only makes concurrent
 * writers wait in line, since inserts waiting on one winner can otherwise deadlock when it commits. Any
 * deadlock that remains (any-stylist requests trying stylists in different orders) is retried here, in
 * the savepoint; one that involves the surrounding transaction's locks is retried by the caller's
 * transactionWithRetry.
 */
export async function tryInsertBooking(tx: Tx, booking: NewBooking, opts: { isMaster?: boolean } = {}): Promise<BookingRow | null> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await tx.transaction(async (sp) => {
        // Queue writers of one stylist so they meet the constraint one at a time (no deadlocks among waiters).
        await sp.execute(sql`select pg_advisory_xact_lock(hashtext(${`stylist:${booking.stylistId}`}))`);
        // Under that lock, a Stylist Master's day count is exact: the 13th customer finds him busy (spec §9).
        if (opts.isMaster && !stylistHasRoom({ isMaster: true }, await countServedOn(sp, booking.stylistId, booking.dateBook))) return null;
        const [row] = await sp.insert(bookings).values(booking).returning();
        return row!;
      });
    } catch (err) {
      const state = sqlState(err);
      if (state === EXCLUSION_VIOLATION) return null;
      if (state !== DEADLOCK || attempt === 5) throw err;
    }
  }
}

/**
 * Replaces a booking's services, totals and end (the stylist's time grows or shrinks with them), in a
 * savepoint: false when the longer visit would overlap the stylist's next booking (the exclusion
 * constraint decides, as for a create).
 */
export async function tryReplaceServices(
  tx: Tx,
  booking: BookingRow,
  change: { lines: NewBookingService[]; totalPrice: number; oldTotalPrice: number; campaignId: number | null; endAt: Date; reason: string; now: Date },
): Promise<boolean> {
  try {
    await tx.transaction(async (sp) => {
      await sp.execute(sql`select pg_advisory_xact_lock(hashtext(${`stylist:${booking.stylistId}`}))`);
      await sp
        .update(bookings)
        .set({ totalPrice: change.totalPrice, oldTotalPrice: change.oldTotalPrice, campaignId: change.campaignId, endAt: change.endAt, updatedAt: change.now })
        .where(eq(bookings.id, booking.id));
      await sp.delete(bookingServices).where(eq(bookingServices.bookingId, booking.id));
      await sp.insert(bookingServices).values(change.lines.map((l) => ({ ...l, bookingId: booking.id })));
      await sp
        .insert(bookingStatusHistory)
        .values({ bookingId: booking.id, fromStatus: booking.status, toStatus: booking.status, reason: change.reason, at: change.now });
    });
    return true;
  } catch (err) {
    if (sqlState(err) === EXCLUSION_VIOLATION) return false;
    throw err;
  }
}

/** The booking, its row locked until the transaction ends (a decision on it waits for the one before). */
export async function lockBooking(tx: Tx, id: number): Promise<BookingRow | undefined> {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
  return row;
}

export async function insertBookingDetails(tx: Tx, booking: BookingRow, lines: NewBookingService[], reason: string) {
  if (lines.length > 0) await tx.insert(bookingServices).values(lines.map((l) => ({ ...l, bookingId: booking.id })));
  await tx.insert(bookingStatusHistory).values({ bookingId: booking.id, fromStatus: null, toStatus: booking.status, reason, at: booking.createdAt });
}

export async function setStatus(db: Db | Tx, booking: BookingRow, to: BookingStatus, reason: string, now: Date) {
  await db.update(bookings).set({ status: to, holdUntil: null, updatedAt: now }).where(eq(bookings.id, booking.id));
  await db.insert(bookingStatusHistory).values({ bookingId: booking.id, fromStatus: booking.status, toStatus: to, reason, at: now });
}

/**
 * Cancels a customer's upcoming bookings (account deletion), the phone locked first so none is created
 * meanwhile; answers the canceled ones.
 */
export async function cancelUpcomingOfCustomer(tx: Tx, customer: { id: number; phone: string }, reason: string, now: Date): Promise<BookingRow[]> {
  await lockPhone(tx, customer.phone);
  const upcoming = (await findUpcomingByPhone(tx, customer.phone, now)).filter((b) => b.customerId === customer.id);
  for (const booking of upcoming) await setStatus(tx, booking, 'canceled', reason, now);
  return upcoming;
}

export async function findBooking(db: Db | Tx, id: number): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  return row;
}

export async function countBookingsByStatus(db: Db, phone: string, statuses: BookingStatus[], since?: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(bookings)
    .where(and(eq(bookings.phone, phone), inArray(bookings.status, statuses), since ? gt(bookings.startAt, since) : undefined));
  return row?.n ?? 0;
}

/** Booking with what the customer sees: salon, stylist and services. */
/** What a booking record shows besides the booking: its salon, stylist and (at home) the customer's place. */
const viewColumns = {
  booking: bookings,
  salonName: salons.name,
  salonAddress: salons.address,
  salonAddressNew: salons.addressNew,
  salonMap: salons.mapUrl,
  parkingMap: salons.parkingMap,
  stylistName: staff.name,
  stylistAvatar: staff.avatar,
  /** At home: the customer's place the stylist goes to. */
  homeAddress: savedAddresses.text,
};

export async function findBookingView(db: Db | Tx, id: number) {
  const [row] = await db
    .select(viewColumns)
    .from(bookings)
    .innerJoin(salons, eq(salons.id, bookings.salonId))
    .innerJoin(staff, eq(staff.id, bookings.stylistId))
    .leftJoin(savedAddresses, eq(savedAddresses.id, bookings.homeAddressId))
    .where(eq(bookings.id, id));
  if (!row) return undefined;
  const services = await db.select().from(bookingServices).where(eq(bookingServices.bookingId, id)).orderBy(asc(bookingServices.id));
  return { ...row, services };
}

/**
 * A phone's bookings still ahead. The start bounds add nothing to the answer (no visit lasts two days, none is
 * booked a year ahead: the widest role books 6 days out): they make the `(phone, start_at)` index one closed range,
 * so PostgreSQL's generic plan of the prepared lookup estimates a row and is kept, where it otherwise planned every
 * call again (0.23 ms of 0.3 at 10M bookings, issue 29).
 */
const upcomingOf = (phone: string | Placeholder, now: Date | Placeholder) => {
  // Raw SQL takes no column encoder: a date goes as its ISO text.
  const at = now instanceof Date ? now.toISOString() : now;
  return and(
    eq(bookings.phone, phone),
    gt(bookings.endAt, now),
    sql`${bookings.startAt} > ${at}::timestamptz - interval '2 days'`,
    sql`${bookings.startAt} < ${at}::timestamptz + interval '1 year'`,
    occupiesStylist(now),
  );
};

/** A phone's upcoming bookings as records show them, soonest first: two queries whatever their number. */
export async function findUpcomingViewsByPhone(db: Db, phone: string, now: Date) {
  const rows = await db
    .select(viewColumns)
    .from(bookings)
    .innerJoin(salons, eq(salons.id, bookings.salonId))
    .innerJoin(staff, eq(staff.id, bookings.stylistId))
    .leftJoin(savedAddresses, eq(savedAddresses.id, bookings.homeAddressId))
    .where(upcomingOf(phone, now))
    .orderBy(asc(bookings.startAt));
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(bookingServices)
    .where(
      inArray(
        bookingServices.bookingId,
        rows.map((r) => r.booking.id),
      ),
    )
    .orderBy(asc(bookingServices.id));
  return rows.map((row) => ({ ...row, services: lines.filter((l) => l.bookingId === row.booking.id) }));
}

const upcomingFacts = preparedPerDb((db) =>
  db
    .select({ dateBook: bookings.dateBook, startAt: bookings.startAt, travelMinutes: bookings.travelMinutes, salonName: salons.name })
    .from(bookings)
    .innerJoin(salons, eq(salons.id, bookings.salonId))
    .where(upcomingOf(sql.placeholder('phone'), sql.placeholder('now')))
    .orderBy(asc(bookings.startAt))
    .prepare('booking_upcoming_facts'),
);

/**
 * The anonymous lookup's few facts of a phone's upcoming bookings (day, hour, salon), soonest first: one
 * prepared query.
 */
export async function findUpcomingFactsByPhone(db: Db, phone: string, now: Date) {
  return upcomingFacts(db).execute({ phone, now: now.toISOString() });
}

export const isActive = (status: BookingStatus) => (ACTIVE_STATUSES as readonly string[]).includes(status);

export async function saveExtension(
  db: Db,
  bookingId: number,
  input: {
    skinnerId: number | null;
    acceptMakePhoto: boolean;
    muonCaoMat: boolean;
    note: string | null;
    images: { url: string; name: string | null }[];
    now: Date;
  },
) {
  await db.transaction(async (tx) => {
    await tx
      .update(bookings)
      .set({ skinnerId: input.skinnerId, acceptMakePhoto: input.acceptMakePhoto, muonCaoMat: input.muonCaoMat, note: input.note, updatedAt: input.now })
      .where(eq(bookings.id, bookingId));
    await tx.delete(bookingImages).where(and(eq(bookingImages.bookingId, bookingId), eq(bookingImages.kind, 'reference')));
    if (input.images.length > 0) {
      await tx
        .insert(bookingImages)
        .values(input.images.map((i) => ({ bookingId, kind: 'reference' as const, url: i.url, name: i.name, createdAt: input.now })));
    }
  });
}

/** Serialises the anonymous creates of one client (`clientKey`), so its hold and create limits hold under races. */
export async function lockClientAddress(tx: Tx, client: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`booking-ip:${client}`}))`);
}

/**
 * Anonymous creates from one client (`clientKey`) since `since`, and how many of them still hold a slot
 * unverified (a hold lives 5 minutes, so every live one is inside a 10-minute window).
 */
export async function countCreatesByAddress(db: Db | Tx, client: string, since: Date, now: Date) {
  const [row] = await db
    .select({
      creates: count(),
      // A raw sql parameter is not mapped by a column: pass the instant as text (postgres-js refuses a Date here).
      holds: sql<number>`count(*) filter (where ${bookings.status} = 'pending_otp' and ${bookings.holdUntil} > ${now.toISOString()}::timestamptz)`.mapWith(
        Number,
      ),
    })
    .from(bookings)
    .where(and(eq(bookings.createdIp, client), gt(bookings.createdAt, since)));
  return { creates: row?.creates ?? 0, holds: row?.holds ?? 0 };
}

/** The customer confirmed he is coming (one-tap link, issue 33): kept once, the first time. */
export async function markCustomerConfirmed(tx: Tx, id: number, now: Date) {
  await tx
    .update(bookings)
    .set({ customerConfirmedAt: now, updatedAt: now })
    .where(and(eq(bookings.id, id), isNull(bookings.customerConfirmedAt)));
}
