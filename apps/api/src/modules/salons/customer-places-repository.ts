import { EXCLUDED_SALON_ID, type LatLng } from '@shine/shared';
import { and, asc, desc, eq, max, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings, savedAddresses, salons, trackingEvents } from '../../db/schema/index.ts';

// A customer's places for the salon chooser chips (spec §9 location attribute ids):
// saved addresses, the last known location and the salons visited.

/** tracking_events.event_id of a postTrackingLocation; data is { phone, latitude, longitude }. */
export const LOCATION_EVENT = 'location';

export async function findSavedAddresses(db: Db, customerId: number) {
  return db
    .select({ attrId: savedAddresses.attrId, attrName: savedAddresses.attrName, text: savedAddresses.text })
    .from(savedAddresses)
    .where(eq(savedAddresses.customerId, customerId))
    .orderBy(asc(savedAddresses.attrId), asc(savedAddresses.id));
}

/** The first saved address of one kind (4 home, 5 office, 6 frequent place). */
export async function findSavedPlace(db: Db, customerId: number, attrId: number): Promise<LatLng | undefined> {
  const [row] = await db
    .select({ latitude: savedAddresses.latitude, longitude: savedAddresses.longitude })
    .from(savedAddresses)
    .where(and(eq(savedAddresses.customerId, customerId), eq(savedAddresses.attrId, attrId)))
    .orderBy(asc(savedAddresses.id))
    .limit(1);
  return row;
}

export async function insertTrackedLocation(db: Db, input: { phone: string; at: Date } & LatLng) {
  await db.insert(trackingEvents).values({
    eventId: LOCATION_EVENT,
    data: { phone: input.phone, latitude: input.latitude, longitude: input.longitude },
    createdAt: input.at,
  });
}

/** The last location posted for a phone. */
export async function findLastTrackedLocation(db: Db, phone: string): Promise<LatLng | undefined> {
  const [row] = await db
    .select({ data: trackingEvents.data })
    .from(trackingEvents)
    .where(and(eq(trackingEvents.eventId, LOCATION_EVENT), sql`${trackingEvents.data} ->> 'phone' = ${phone}`))
    .orderBy(desc(trackingEvents.id))
    .limit(1);
  const latitude = Number(row?.data.latitude);
  const longitude = Number(row?.data.longitude);
  return Number.isFinite(latitude) && Number.isFinite(longitude) ? { latitude, longitude } : undefined;
}

/** Listed active salons where the phone has a completed booking, most recent visit first. */
export async function findVisitedSalons(db: Db, phone: string, limit?: number) {
  const lastVisit = max(bookings.startAt);
  const query = db
    .select({ id: salons.id, latitude: salons.latitude, longitude: salons.longitude, lastVisit })
    .from(bookings)
    .innerJoin(salons, eq(salons.id, bookings.salonId))
    .where(and(eq(bookings.phone, phone), eq(bookings.status, 'completed'), eq(salons.active, true), ne(salons.id, EXCLUDED_SALON_ID)))
    .groupBy(salons.id)
    .orderBy(desc(lastVisit), asc(salons.id));
  return limit === undefined ? query : query.limit(limit);
}
