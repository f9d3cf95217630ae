import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings, salons } from '../../db/schema/index.ts';

const columns = {
  id: bookings.id,
  salonId: bookings.salonId,
  salonName: salons.name,
  startAt: bookings.startAt,
  status: bookings.status,
  phone: bookings.phone,
};

/** One booking by its number, with its salon's name. */
export async function findBookingById(db: Db, id: number) {
  const [row] = await db.select(columns).from(bookings).innerJoin(salons, eq(salons.id, bookings.salonId)).where(eq(bookings.id, id));
  return row;
}

/** A phone's latest bookings (newest first), in these salons or all. */
export function findBookingsByPhone(db: Db, phone: string, salonIds: number[] | 'all', limit: number) {
  const inSalons = salonIds === 'all' ? undefined : inArray(bookings.salonId, salonIds.length > 0 ? salonIds : [-1]);
  return db
    .select(columns)
    .from(bookings)
    .innerJoin(salons, eq(salons.id, bookings.salonId))
    .where(and(eq(bookings.phone, phone), inSalons))
    .orderBy(desc(bookings.startAt))
    .limit(limit);
}
