import { and, asc, desc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { ShiftPlan, Span } from '@shine/shared';
import type { Db, Tx } from '../../db/client.ts';
import {
  ACTIVE_STATUSES,
  bookingContactRequests,
  bookings,
  customers,
  leaveRequests,
  plannedStaffDays,
  salons,
  shiftTemplates,
  staff,
  staffShifts,
} from '../../db/schema/index.ts';

export type StaffRow = { id: number; name: string; role: 'stylist' | 'skinner'; salonId: number; active: boolean };
export type ShiftRow = { staffId: number; salonId: number; workDate: string; startMinute: number; endMinute: number; breaks: Span[] };
export type TemplateRow = { staffId: number; weekday: number; startMinute: number; endMinute: number; breaks: Span[] };

export async function findStaffMember(db: Db | Tx, staffId: number): Promise<StaffRow | undefined> {
  const [row] = await db
    .select({ id: staff.id, name: staff.name, role: staff.role, salonId: staff.salonId, active: staff.active })
    .from(staff)
    .where(eq(staff.id, staffId));
  return row;
}

/** The salon's own people (home salon), active. */
export async function findSalonStaff(db: Db | Tx, salonId: number): Promise<StaffRow[]> {
  return db
    .select({ id: staff.id, name: staff.name, role: staff.role, salonId: staff.salonId, active: staff.active })
    .from(staff)
    .where(and(eq(staff.salonId, salonId), eq(staff.active, true)))
    .orderBy(desc(staff.role), asc(staff.id));
}

export async function findStaffByIds(db: Db | Tx, ids: number[]): Promise<StaffRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: staff.id, name: staff.name, role: staff.role, salonId: staff.salonId, active: staff.active })
    .from(staff)
    .where(inArray(staff.id, ids));
}

/** What a shift row says (ShiftRow). */
const SHIFT_COLUMNS = {
  staffId: staffShifts.staffId,
  salonId: staffShifts.salonId,
  workDate: staffShifts.workDate,
  startMinute: staffShifts.startMinute,
  endMinute: staffShifts.endMinute,
  breaks: staffShifts.breaks,
};

/** Shifts of a week: of these people anywhere, and of anyone lent to this salon. */
export async function findWeekShifts(db: Db | Tx, input: { salonId: number; staffIds: number[]; from: string; to: string }): Promise<ShiftRow[]> {
  return db
    .select(SHIFT_COLUMNS)
    .from(staffShifts)
    .where(
      and(
        gte(staffShifts.workDate, input.from),
        lte(staffShifts.workDate, input.to),
        input.staffIds.length > 0
          ? or(eq(staffShifts.salonId, input.salonId), inArray(staffShifts.staffId, input.staffIds))
          : eq(staffShifts.salonId, input.salonId),
      ),
    );
}

/** Shifts of one salon on these dates, everyone's (the candidates a booking can move to). */
export async function findSalonShifts(tx: Tx, salonId: number, dates: string[]): Promise<ShiftRow[]> {
  if (dates.length === 0) return [];
  return tx
    .select(SHIFT_COLUMNS)
    .from(staffShifts)
    .innerJoin(staff, eq(staff.id, staffShifts.staffId))
    .where(and(eq(staffShifts.salonId, salonId), inArray(staffShifts.workDate, dates), eq(staff.role, 'stylist'), eq(staff.active, true)));
}

export async function findShiftsOf(tx: Tx, pairs: { staffId: number; date: string }[]): Promise<ShiftRow[]> {
  if (pairs.length === 0) return [];
  const staffIds = [...new Set(pairs.map((p) => p.staffId))];
  const dates = [...new Set(pairs.map((p) => p.date))];
  const rows = await tx
    .select(SHIFT_COLUMNS)
    .from(staffShifts)
    .where(and(inArray(staffShifts.staffId, staffIds), inArray(staffShifts.workDate, dates)));
  const wanted = new Set(pairs.map((p) => `${p.staffId}@${p.date}`));
  return rows.filter((r) => wanted.has(`${r.staffId}@${r.workDate}`));
}

export async function findTemplates(db: Db | Tx, staffIds: number[]): Promise<TemplateRow[]> {
  if (staffIds.length === 0) return [];
  return db
    .select({
      staffId: shiftTemplates.staffId,
      weekday: shiftTemplates.weekday,
      startMinute: shiftTemplates.startMinute,
      endMinute: shiftTemplates.endMinute,
      breaks: shiftTemplates.breaks,
    })
    .from(shiftTemplates)
    .where(inArray(shiftTemplates.staffId, staffIds));
}

export async function upsertTemplate(tx: Tx, staffId: number, weekday: number, shift: ShiftPlan | null) {
  await tx.delete(shiftTemplates).where(and(eq(shiftTemplates.staffId, staffId), eq(shiftTemplates.weekday, weekday)));
  if (shift) await tx.insert(shiftTemplates).values({ staffId, weekday, startMinute: shift.start, endMinute: shift.end, breaks: shift.breaks });
}

/** Writers of a stylist's hours queue on his lock, as booking creation does (ADR 001); ids in order, no deadlock between two plans. */
export async function lockStylists(tx: Tx, staffIds: number[]) {
  for (const id of [...new Set(staffIds)].sort((a, b) => a - b)) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`stylist:${id}`}))`);
  }
}

export type ActiveBooking = {
  id: number;
  salonId: number;
  stylistId: number;
  dateBook: string;
  startAt: Date;
  endAt: Date;
  customerName: string | null;
  timeZone: string;
};

/** Active bookings of these stylists on these dates (those a roster change may orphan). */
export async function findActiveBookings(db: Db | Tx, stylistIds: number[], dates: string[]): Promise<ActiveBooking[]> {
  if (stylistIds.length === 0 || dates.length === 0) return [];
  return db
    .select({
      id: bookings.id,
      salonId: bookings.salonId,
      stylistId: bookings.stylistId,
      dateBook: bookings.dateBook,
      startAt: bookings.startAt,
      endAt: bookings.endAt,
      customerName: customers.name,
      timeZone: salons.timeZone,
    })
    .from(bookings)
    .innerJoin(salons, eq(salons.id, bookings.salonId))
    .leftJoin(customers, eq(customers.id, bookings.customerId))
    .where(and(inArray(bookings.stylistId, stylistIds), inArray(bookings.dateBook, dates), inArray(bookings.status, [...ACTIVE_STATUSES])))
    .orderBy(asc(bookings.startAt));
}

/** One shift set (or removed with null), and the date marked as planned by a person. */
export async function writeShift(tx: Tx, staffId: number, date: string, shift: (ShiftPlan & { salonId: number }) | null) {
  await tx.delete(staffShifts).where(and(eq(staffShifts.staffId, staffId), eq(staffShifts.workDate, date)));
  if (shift) {
    await tx
      .insert(staffShifts)
      .values({ staffId, workDate: date, salonId: shift.salonId, startMinute: shift.start, endMinute: shift.end, breaks: shift.breaks });
  }
  await tx.insert(plannedStaffDays).values({ staffId, workDate: date }).onConflictDoNothing();
}

/** Hands an active booking to another stylist; the exclusion constraint refuses an overlap (23P01). */
export async function reassignBooking(tx: Tx, bookingId: number, toStylistId: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(bookings)
    .set({ stylistId: toStylistId, updatedAt: now })
    .where(and(eq(bookings.id, bookingId), inArray(bookings.status, [...ACTIVE_STATUSES])))
    .returning({ id: bookings.id });
  return rows.length === 1;
}

export async function addContactRequest(tx: Tx, input: { bookingId: number; salonId: number; reason: string; createdBy: number | null; now: Date }) {
  await tx
    .insert(bookingContactRequests)
    .values({ bookingId: input.bookingId, salonId: input.salonId, reason: input.reason, createdBy: input.createdBy, createdAt: input.now });
}

export async function findOpenContactRequests(db: Db, salonId: number) {
  return db
    .select({
      id: bookingContactRequests.id,
      bookingId: bookingContactRequests.bookingId,
      startAt: bookings.startAt,
      customerName: customers.name,
      phone: bookings.phone,
      reason: bookingContactRequests.reason,
      createdAt: bookingContactRequests.createdAt,
    })
    .from(bookingContactRequests)
    .innerJoin(bookings, eq(bookings.id, bookingContactRequests.bookingId))
    .leftJoin(customers, eq(customers.id, bookings.customerId))
    .where(and(eq(bookingContactRequests.salonId, salonId), isNull(bookingContactRequests.resolvedAt)))
    .orderBy(asc(bookings.startAt));
}

export async function insertLeaveRequest(
  tx: Tx,
  input: { staffId: number; salonId: number; from: string; to: string; reason: string; requestedBy: number; now: Date },
) {
  const [row] = await tx
    .insert(leaveRequests)
    .values({
      staffId: input.staffId,
      salonId: input.salonId,
      fromDate: input.from,
      toDate: input.to,
      reason: input.reason,
      requestedBy: input.requestedBy,
      createdAt: input.now,
    })
    .returning();
  return row!;
}

export async function findLeaveRequest(db: Db | Tx, id: number) {
  const [row] = await db.select().from(leaveRequests).where(eq(leaveRequests.id, id));
  return row;
}

/** pending → approved | rejected, once: a second decision finds nothing to change. */
export async function decideLeaveRequest(tx: Tx, input: { id: number; approve: boolean; by: number; now: Date }) {
  const [row] = await tx
    .update(leaveRequests)
    .set({ status: input.approve ? 'approved' : 'rejected', decidedBy: input.by, decidedAt: input.now })
    .where(and(eq(leaveRequests.id, input.id), eq(leaveRequests.status, 'pending')))
    .returning();
  return row;
}

export async function findLeaveRequests(db: Db, salonId: number) {
  return db
    .select({ request: leaveRequests, staffName: staff.name })
    .from(leaveRequests)
    .innerJoin(staff, eq(staff.id, leaveRequests.staffId))
    .where(eq(leaveRequests.salonId, salonId))
    .orderBy(sql`${leaveRequests.status} = 'pending' desc`, asc(leaveRequests.fromDate));
}

export async function findSalonTimeZone(db: Db | Tx, salonId: number): Promise<string | undefined> {
  const [row] = await db.select({ timeZone: salons.timeZone }).from(salons).where(eq(salons.id, salonId));
  return row?.timeZone;
}
