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

// Saved places CRUD (/save-location): always scoped to the owner, so another customer's id is not found.

export type PlaceRow = typeof savedAddresses.$inferSelect;
export type PlaceValues = Pick<PlaceRow, 'attrName' | 'text' | 'latitude' | 'longitude' | 'street' | 'wardId'>;

export async function findPlaces(db: Db, customerId: number): Promise<PlaceRow[]> {
  return db.select().from(savedAddresses).where(eq(savedAddresses.customerId, customerId)).orderBy(asc(savedAddresses.attrId), asc(savedAddresses.id));
}

export async function findOwnPlace(db: Db, customerId: number, id: number): Promise<PlaceRow | undefined> {
  const [row] = await db
    .select()
    .from(savedAddresses)
    .where(and(eq(savedAddresses.id, id), eq(savedAddresses.customerId, customerId)));
  return row;
}

export async function findPlaceByKind(db: Db, customerId: number, attrId: number): Promise<PlaceRow | undefined> {
  const [row] = await db
    .select()
    .from(savedAddresses)
    .where(and(eq(savedAddresses.customerId, customerId), eq(savedAddresses.attrId, attrId)))
    .orderBy(asc(savedAddresses.id))
    .limit(1);
  return row;
}

/** Undefined when the customer already has a place of that kind (the unique index decides). */
export async function insertPlace(db: Db, input: PlaceValues & { customerId: number; attrId: number; at: Date }): Promise<PlaceRow | undefined> {
  const { at, ...values } = input;
  const [row] = await db
    .insert(savedAddresses)
    .values({ ...values, updatedAt: at })
    .onConflictDoNothing({ target: [savedAddresses.customerId, savedAddresses.attrId] })
    .returning();
  return row;
}

export async function updateOwnPlace(db: Db, customerId: number, id: number, values: PlaceValues & { at: Date }): Promise<PlaceRow | undefined> {
  const { at, ...rest } = values;
  const [row] = await db
    .update(savedAddresses)
    .set({ ...rest, updatedAt: at })
    .where(and(eq(savedAddresses.id, id), eq(savedAddresses.customerId, customerId)))
    .returning();
  return row;
}

export async function deleteOwnPlace(db: Db, customerId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(savedAddresses)
    .where(and(eq(savedAddresses.id, id), eq(savedAddresses.customerId, customerId)))
    .returning({ id: savedAddresses.id });
  return rows.length > 0;
}
