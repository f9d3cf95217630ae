import { type Placeholder, and, asc, eq, gt, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ACTIVE_STATUSES, bookings, salonDaysOff, salons, staff, staffShifts } from '../../db/schema/index.ts';

export type StylistShift = {
  salonId: number;
  stylistId: number;
  name: string;
  avatar: string | null;
  skillLevel: number;
  isMaster: boolean;
  startMinute: number;
  endMinute: number;
  /** Breaks inside the shift (minutes of the day): held like bookings. */
  breaks: { start: number; end: number }[];
};

export type BusyBooking = { stylistId: number; startAt: Date; endAt: Date; holdUntil: Date | null };

/** A booking occupies its stylist while active; an OTP hold stops counting once its hold lapses. */
export function occupiesStylist(now: Date | Placeholder) {
  return and(inArray(bookings.status, [...ACTIVE_STATUSES]), or(sql`${bookings.status} <> 'pending_otp'`, gt(bookings.holdUntil, now)));
}

/** Stylists on shift at these salons on `date` (one query for any number of salons). */
export async function findStylistShifts(db: Db, salonIds: number[], date: string, stylistId?: number): Promise<StylistShift[]> {
  if (salonIds.length === 0) return [];
  return db
    .select({
      salonId: staffShifts.salonId,
      stylistId: staff.id,
      name: staff.name,
      avatar: staff.avatar,
      skillLevel: staff.skillLevel,
      isMaster: staff.isMaster,
      startMinute: staffShifts.startMinute,
      endMinute: staffShifts.endMinute,
      breaks: staffShifts.breaks,
    })
    .from(staffShifts)
    .innerJoin(staff, eq(staff.id, staffShifts.staffId))
    .where(
      and(
        inArray(staffShifts.salonId, salonIds),
        eq(staffShifts.workDate, date),
        eq(staff.role, 'stylist'),
        eq(staff.active, true),
        stylistId ? eq(staff.id, stylistId) : undefined,
      ),
    )
    .orderBy(asc(staff.id));
}

/** No booking lasts longer than this: it bounds the start of any booking that can overlap a day. */
const LONGEST_BOOKING_MS = 24 * 3_600_000;

/**
 * Active bookings of these stylists overlapping [from, to): one indexed query for any number of salon-days. The start
 * is bounded on both ends so the index range is one day's worth, not a stylist's whole history.
 */
export async function findBusyBookings(db: Db, stylistIds: number[], from: Date, to: Date, now: Date): Promise<BusyBooking[]> {
  if (stylistIds.length === 0) return [];
  return db
    .select({ stylistId: bookings.stylistId, startAt: bookings.startAt, endAt: bookings.endAt, holdUntil: bookings.holdUntil })
    .from(bookings)
    .where(
      and(
        inArray(bookings.stylistId, stylistIds),
        gte(bookings.startAt, new Date(from.getTime() - LONGEST_BOOKING_MS)),
        lt(bookings.startAt, to),
        gt(bookings.endAt, from),
        occupiesStylist(now),
      ),
    );
}

/** Listed salons open for business (candidates for backup suggestions). */
export async function findActiveSalons(db: Db) {
  return db.select().from(salons).where(eq(salons.active, true));
}

/** The salons closed on `date`, each with the backup salons its manager named for that day. */
export async function findSalonsOffOn(db: Db, date: string): Promise<Map<number, number[]>> {
  const rows = await db
    .select({ salonId: salonDaysOff.salonId, backupSalonIds: salonDaysOff.backupSalonIds })
    .from(salonDaysOff)
    .where(eq(salonDaysOff.date, date));
  return new Map(rows.map((r) => [r.salonId, r.backupSalonIds]));
}
