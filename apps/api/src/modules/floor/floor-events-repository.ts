import { and, asc, eq, gt, lt, max, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { floorEvents } from '../../db/schema/index.ts';

/** The channel of `NOTIFY floor_events, '<salonId>:<eventId>'`. */
export const FLOOR_EVENTS_CHANNEL = 'floor_events';

/** What of a change a board may see: never a full name or phone (the monitor is a TV in the salon). */
const PAYLOAD_KEYS = ['stage', 'status', 'version', 'stylistId', 'skinnerId', 'startAt'] as const;

export type FloorEventRow = typeof floorEvents.$inferSelect;

/**
 * Appends the event of a floor change in its transaction and notifies every instance at commit. Events of
 * one salon are serialised by a transaction-scoped advisory lock, so their ids commit in order: a board
 * that has seen id n never misses an id below n that commits later. The customer's first name (the last
 * word of a Vietnamese name) and the phone's last 3 digits come from the booking in the same statement.
 */
export async function appendFloorEvent(
  tx: Tx,
  entry: { salonId: number; at: Date; kind: string; bookingId: number | null; change: Record<string, unknown> | null },
): Promise<number> {
  const change = Object.fromEntries(PAYLOAD_KEYS.filter((k) => entry.change?.[k] !== undefined).map((k) => [k, entry.change![k]]));
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('floor_events'), ${entry.salonId})`);
  const [row] = await tx
    .insert(floorEvents)
    .values({
      salonId: entry.salonId,
      at: entry.at,
      kind: entry.kind,
      bookingId: entry.bookingId,
      payload: sql`${JSON.stringify(change)}::jsonb || jsonb_build_object(
        'firstName', (select regexp_replace(btrim(c.name), '^.*[[:space:]]', '') from bookings b join customers c on c.id = b.customer_id where b.id = ${entry.bookingId}),
        'phoneLast3', (select right(b.phone, 3) from bookings b where b.id = ${entry.bookingId}))`,
    })
    .returning({ id: floorEvents.id });
  const id = row!.id;
  await tx.execute(sql`select pg_notify(${FLOOR_EVENTS_CHANNEL}, ${`${entry.salonId}:${id}`})`);
  return id;
}

/** A salon's events after `afterId`, oldest first. */
export function findFloorEventsAfter(db: Db, salonId: number, afterId: number, limit = 500): Promise<FloorEventRow[]> {
  return db
    .select()
    .from(floorEvents)
    .where(and(eq(floorEvents.salonId, salonId), gt(floorEvents.id, afterId)))
    .orderBy(asc(floorEvents.id))
    .limit(limit);
}

/** The id of a salon's last event (0 when none). */
export async function lastFloorEventId(db: Db, salonId: number): Promise<number> {
  const [row] = await db
    .select({ id: max(floorEvents.id) })
    .from(floorEvents)
    .where(eq(floorEvents.salonId, salonId));
  return Number(row?.id ?? 0);
}

/** Deletes the events written before `before` (a board resumes from minutes or hours back, never days). */
export async function deleteFloorEventsBefore(db: Db, before: Date): Promise<number> {
  const rows = await db.delete(floorEvents).where(lt(floorEvents.at, before)).returning({ id: floorEvents.id });
  return rows.length;
}
