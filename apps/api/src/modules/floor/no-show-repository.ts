import { and, asc, eq, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings, visits } from '../../db/schema/index.ts';
import { type FloorBooking, floorBookingColumns } from './visit-repository.ts';

/**
 * The day's bookings still booked whose hour was at or before `startedBy`, earliest first: no visit yet,
 * or one reception put back to booked (an undo) at or before `startedBy` too.
 */
export async function findBookedBookingsStartedBy(db: Db, input: { date: string; startedBy: Date }): Promise<FloorBooking[]> {
  return db
    .select(floorBookingColumns)
    .from(bookings)
    .leftJoin(visits, eq(visits.bookingId, bookings.id))
    .where(
      and(
        eq(bookings.dateBook, input.date),
        eq(bookings.status, 'confirmed'),
        lte(bookings.startAt, input.startedBy),
        or(isNull(visits.bookingId), and(eq(visits.stage, 'booked'), lte(visits.updatedAt, input.startedBy))),
      ),
    )
    .orderBy(asc(bookings.startAt), asc(bookings.id));
}
