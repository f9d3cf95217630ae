import { and, asc, desc, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings, staff, staffShifts } from '../../db/schema/index.ts';

export type StaffRow = typeof staff.$inferSelect;

/** Staff (stylists and skinners) working at a salon on a date. */
export async function findStaffOnShift(db: Db, salonId: number, date: string) {
  return db
    .select({ staff, startMinute: staffShifts.startMinute, endMinute: staffShifts.endMinute })
    .from(staffShifts)
    .innerJoin(staff, eq(staff.id, staffShifts.staffId))
    .where(and(eq(staffShifts.salonId, salonId), eq(staffShifts.workDate, date), eq(staff.active, true)))
    .orderBy(asc(staff.id));
}

export async function findStaff(db: Db, id: number): Promise<StaffRow | undefined> {
  const [row] = await db
    .select()
    .from(staff)
    .where(and(eq(staff.id, id), eq(staff.active, true)));
  return row;
}

/** Where a staff member works on each date of a range. */
export async function findShiftsOf(db: Db, staffId: number, from: string, to: string) {
  return db
    .select({ salonId: staffShifts.salonId, workDate: staffShifts.workDate })
    .from(staffShifts)
    .where(and(eq(staffShifts.staffId, staffId), gte(staffShifts.workDate, from), lte(staffShifts.workDate, to)))
    .orderBy(asc(staffShifts.workDate));
}

/** The stylist of the phone's most recent completed booking ("special": booked last time). */
export async function findLastStylistOf(db: Db, phone: string): Promise<number | undefined> {
  const [row] = await db
    .select({ stylistId: bookings.stylistId })
    .from(bookings)
    .where(and(eq(bookings.phone, phone), eq(bookings.status, 'completed')))
    .orderBy(desc(bookings.startAt))
    .limit(1);
  return row?.stylistId;
}

/** Stylists with a shift at the salon between two dates (inclusive), each once, by id. */
export async function findStylistsWorkingAt(db: Db, salonId: number, from: string, to: string): Promise<StaffRow[]> {
  return db
    .selectDistinct({ staff })
    .from(staffShifts)
    .innerJoin(staff, eq(staff.id, staffShifts.staffId))
    .where(
      and(eq(staffShifts.salonId, salonId), gte(staffShifts.workDate, from), lte(staffShifts.workDate, to), eq(staff.active, true), eq(staff.role, 'stylist')),
    )
    .orderBy(asc(staff.id))
    .then((rows) => rows.map((r) => r.staff));
}
