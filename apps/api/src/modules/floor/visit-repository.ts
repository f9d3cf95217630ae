import { and, asc, eq, inArray, max, count, sql } from 'drizzle-orm';
import { type VisitStage, bookingStatusOf } from '@shine/shared';
import type { Db, Tx } from '../../db/client.ts';
import { type BookingStatus, bookingServices, bookingStatusHistory, bookings, customers, staff, visits } from '../../db/schema/index.ts';

export type VisitRow = typeof visits.$inferSelect;

/** A booking as the floor acts on it: where, whose, which day, and its visit if it has begun. */
export type FloorBooking = {
  id: number;
  salonId: number;
  stylistId: number;
  dateBook: string;
  status: BookingStatus;
  startAt: Date;
  phone: string | null;
  visit: VisitRow | null;
};

export const floorBookingColumns = {
  id: bookings.id,
  salonId: bookings.salonId,
  stylistId: bookings.stylistId,
  dateBook: bookings.dateBook,
  status: bookings.status,
  startAt: bookings.startAt,
  phone: bookings.phone,
  visit: visits,
};

export async function findFloorBooking(db: Db | Tx, bookingId: number): Promise<FloorBooking | undefined> {
  const [row] = await db.select(floorBookingColumns).from(bookings).leftJoin(visits, eq(visits.bookingId, bookings.id)).where(eq(bookings.id, bookingId));
  return row;
}

/** Today's booking of a phone at a salon that is still to be checked in (the earliest). */
export async function findBookingToCheckIn(db: Db, input: { salonId: number; phone: string; date: string }): Promise<FloorBooking | undefined> {
  const [row] = await db
    .select(floorBookingColumns)
    .from(bookings)
    .leftJoin(visits, eq(visits.bookingId, bookings.id))
    .where(and(eq(bookings.salonId, input.salonId), eq(bookings.phone, input.phone), eq(bookings.dateBook, input.date), eq(bookings.status, 'confirmed')))
    .orderBy(asc(bookings.startAt))
    .limit(1);
  return row;
}

const STAGE_TIME = {
  checked_in: 'checkedInAt',
  wash: 'washStartedAt',
  cut: 'cutStartedAt',
  finished: 'finishedAt',
  paid: 'paidAt',
  no_show: 'noShowAt',
} as const satisfies Partial<Record<VisitStage, keyof VisitRow>>;
const stageTime = (stage: VisitStage) => (stage in STAGE_TIME ? STAGE_TIME[stage as keyof typeof STAGE_TIME] : undefined);

/**
 * The one guarded write of a step: from `from` (any of them) to `to`, or nothing when the visit is no
 * longer where the caller saw it (another tablet was faster). A booking without a visit row is at
 * 'booked': the row is created by the same statement, and the primary key makes two creates one.
 */
export async function moveVisit(
  tx: Tx,
  input: { bookingId: number; from: readonly VisitStage[]; to: VisitStage; now: Date; skinnerId?: number | null; version?: number },
): Promise<VisitRow | undefined> {
  const time = stageTime(input.to);
  const set = {
    stage: input.to,
    updatedAt: input.now,
    ...(time ? { [time]: input.now } : {}),
    ...(input.skinnerId !== undefined ? { skinnerId: input.skinnerId } : {}),
  };
  const guard = and(inArray(visits.stage, [...input.from]), input.version !== undefined ? eq(visits.version, input.version) : undefined);
  if (input.from.includes('booked')) {
    const [row] = await tx
      .insert(visits)
      .values({ bookingId: input.bookingId, version: 1, ...set })
      .onConflictDoUpdate({ target: visits.bookingId, set: { ...set, version: sql`${visits.version} + 1` }, setWhere: guard })
      .returning();
    return row;
  }
  const [row] = await tx
    .update(visits)
    .set({ ...set, version: sql`${visits.version} + 1` })
    .where(and(eq(visits.bookingId, input.bookingId), guard))
    .returning();
  return row;
}

/** An undo: back to `to`, the undone stage's time cleared, only if the visit is still at `from` and `version`. */
export async function moveVisitBack(
  tx: Tx,
  input: { bookingId: number; from: VisitStage; version: number; to: VisitStage; now: Date },
): Promise<VisitRow | undefined> {
  const time = stageTime(input.from);
  const [row] = await tx
    .update(visits)
    .set({
      stage: input.to,
      updatedAt: input.now,
      version: sql`${visits.version} + 1`,
      ...(time ? { [time]: null } : {}),
      ...(input.from === 'wash' ? { skinnerId: null } : {}),
    })
    .where(and(eq(visits.bookingId, input.bookingId), eq(visits.stage, input.from), eq(visits.version, input.version)))
    .returning();
  return row;
}

/**
 * Keeps the customer side's booking status in step with the visit (history, upcoming card, the
 * stylist's time under the exclusion constraint), with a line in its status history; false when the
 * booking's status is no longer `from` (canceled by the customer meanwhile).
 */
export async function syncBookingStatus(
  tx: Tx,
  input: { bookingId: number; from: BookingStatus; stage: VisitStage; reason: string; now: Date },
): Promise<boolean> {
  const to = bookingStatusOf(input.stage);
  if (to === input.from) return true;
  const changed = await tx
    .update(bookings)
    .set({ status: to, holdUntil: null, updatedAt: input.now })
    .where(and(eq(bookings.id, input.bookingId), eq(bookings.status, input.from)))
    .returning({ id: bookings.id });
  if (changed.length === 0) return false;
  await tx.insert(bookingStatusHistory).values({ bookingId: input.bookingId, fromStatus: input.from, toStatus: to, reason: input.reason, at: input.now });
  return true;
}

/**
 * Payment (part 2 of the floor) marks a finished visit paid, inside its own transaction: true when
 * this call made the change, false when the visit was not finished (already paid, or not yet done).
 */
export async function markPaid(tx: Tx, bookingId: number, opts: { now: Date }): Promise<boolean> {
  const row = await moveVisit(tx, { bookingId, from: ['finished'], to: 'paid', now: opts.now });
  return row !== undefined;
}

/** A salon-day's bookings for the floor, in order, with customer, stylist and services (two queries). */
export async function findSalonDayBookings(db: Db, salonId: number, date: string) {
  const rows = await db
    .select({
      id: bookings.id,
      startAt: bookings.startAt,
      endAt: bookings.endAt,
      status: bookings.status,
      phone: bookings.phone,
      customerConfirmedAt: bookings.customerConfirmedAt,
      params: bookings.params,
      customerName: customers.name,
      stylistId: bookings.stylistId,
      stylistName: staff.name,
      skinnerId: bookings.skinnerId,
      visit: visits,
    })
    .from(bookings)
    .innerJoin(staff, eq(staff.id, bookings.stylistId))
    .leftJoin(customers, eq(customers.id, bookings.customerId))
    .leftJoin(visits, eq(visits.bookingId, bookings.id))
    .where(
      and(
        eq(bookings.salonId, salonId),
        eq(bookings.dateBook, date),
        inArray(bookings.status, ['confirmed', 'checked_in', 'in_service', 'completed', 'no_show', 'canceled']),
      ),
    )
    .orderBy(asc(bookings.startAt), asc(bookings.id));
  const lines =
    rows.length === 0
      ? []
      : await db
          .select({ bookingId: bookingServices.bookingId, id: bookingServices.serviceId, name: bookingServices.name })
          .from(bookingServices)
          .where(
            inArray(
              bookingServices.bookingId,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(asc(bookingServices.id));
  return { rows, lines };
}

/** Per stylist on a date: customers served (booked, in the chair or done) and when he was last given one. */
export async function findStylistDayStats(db: Db, stylistIds: number[], date: string): Promise<Map<number, { served: number; lastAssignedAt: Date | null }>> {
  if (stylistIds.length === 0) return new Map();
  const rows = await db
    .select({ stylistId: bookings.stylistId, served: count(), last: max(bookings.createdAt) })
    .from(bookings)
    .where(
      and(
        inArray(bookings.stylistId, stylistIds),
        eq(bookings.dateBook, date),
        inArray(bookings.status, ['pending_otp', 'confirmed', 'checked_in', 'in_service', 'completed']),
      ),
    )
    .groupBy(bookings.stylistId);
  return new Map(rows.map((r) => [r.stylistId, { served: r.served, lastAssignedAt: r.last }]));
}

/**
 * The kiosk's lookup: a phone's earliest booking today at a salon still to be checked in, or already
 * checked in (a second tap), with the customer's and the stylist's names.
 */
export async function findKioskBooking(db: Db, input: { salonId: number; phone: string; date: string }) {
  const [row] = await db
    .select({ ...floorBookingColumns, customerName: customers.name, stylistName: staff.name })
    .from(bookings)
    .innerJoin(staff, eq(staff.id, bookings.stylistId))
    .leftJoin(customers, eq(customers.id, bookings.customerId))
    .leftJoin(visits, eq(visits.bookingId, bookings.id))
    .where(
      and(
        eq(bookings.salonId, input.salonId),
        eq(bookings.phone, input.phone),
        eq(bookings.dateBook, input.date),
        inArray(bookings.status, ['confirmed', 'checked_in']),
      ),
    )
    .orderBy(sql`${bookings.status} = 'checked_in'`, asc(bookings.startAt))
    .limit(1);
  return row;
}
