import { and, asc, count, eq, gte, isNull, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { bookings, salons, staff, waitlistEntries, waitlistOffers, waitlistSlots } from '../../db/schema/index.ts';

// The only code that touches the waitlist tables (issue 33).

export type EntryRow = typeof waitlistEntries.$inferSelect;
export type SlotRow = typeof waitlistSlots.$inferSelect;
export type OfferRow = typeof waitlistOffers.$inferSelect;

export async function insertEntry(tx: Db | Tx, row: typeof waitlistEntries.$inferInsert): Promise<EntryRow> {
  const [entry] = await tx.insert(waitlistEntries).values(row).returning();
  return entry!;
}

export async function countWaiting(tx: Db | Tx, customerId: number, today: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.customerId, customerId), eq(waitlistEntries.state, 'waiting'), gte(waitlistEntries.date, today)));
  return row?.n ?? 0;
}

/** His entries from `today` on, with whether a freed chair is offered to him now (an open offer not yet run out). */
export function listEntries(db: Db, customerId: number, today: string, now: Date) {
  return db
    .select({
      entry: waitlistEntries,
      salonName: salons.name,
      stylistName: staff.name,
      offered: sql<boolean>`exists (select 1 from ${waitlistOffers} o where o.entry_id = ${waitlistEntries.id} and o.state = 'open' and o.expires_at > ${now.toISOString()}::timestamptz)`,
    })
    .from(waitlistEntries)
    .innerJoin(salons, eq(salons.id, waitlistEntries.salonId))
    .leftJoin(staff, eq(staff.id, waitlistEntries.stylistId))
    .where(and(eq(waitlistEntries.customerId, customerId), gte(waitlistEntries.date, today), notInArray(waitlistEntries.state, ['left'])))
    .orderBy(asc(waitlistEntries.date), asc(waitlistEntries.fromMinute));
}

export async function leaveEntry(db: Db, customerId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(waitlistEntries)
    .set({ state: 'left' })
    .where(and(eq(waitlistEntries.id, id), eq(waitlistEntries.customerId, customerId), eq(waitlistEntries.state, 'waiting')))
    .returning({ id: waitlistEntries.id });
  return rows.length === 1;
}

export async function findBookingById(tx: Db | Tx, id: number) {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, id));
  return row;
}

/** The freed chair, once per freed booking: null when it was already recorded. */
export async function insertSlot(tx: Tx, row: typeof waitlistSlots.$inferInsert): Promise<SlotRow | null> {
  const [slot] = await tx.insert(waitlistSlots).values(row).onConflictDoNothing({ target: waitlistSlots.freedBookingId }).returning();
  return slot ?? null;
}

export async function findSlot(db: Db, id: number): Promise<SlotRow | undefined> {
  const [row] = await db.select().from(waitlistSlots).where(eq(waitlistSlots.id, id));
  return row;
}

export async function lockSlot(tx: Tx, id: number): Promise<SlotRow | undefined> {
  const [row] = await tx.select().from(waitlistSlots).where(eq(waitlistSlots.id, id)).for('update');
  return row;
}

/**
 * The waiting entries a freed chair suits (salon, day, window, the stylist or any), first come first
 * served, not yet offered this chair, not the customer who freed it.
 */
export function matchingEntries(tx: Tx, slot: SlotRow, startMinute: number, exceptCustomerId: number | null, limit?: number) {
  const q = tx
    .select()
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.salonId, slot.salonId),
        eq(waitlistEntries.date, slot.date),
        eq(waitlistEntries.state, 'waiting'),
        lte(waitlistEntries.fromMinute, startMinute),
        gte(waitlistEntries.toMinute, startMinute),
        or(isNull(waitlistEntries.stylistId), eq(waitlistEntries.stylistId, slot.stylistId)),
        exceptCustomerId === null ? undefined : sql`${waitlistEntries.customerId} <> ${exceptCustomerId}`,
        sql`not exists (select 1 from ${waitlistOffers} o where o.slot_id = ${slot.id} and o.entry_id = ${waitlistEntries.id})`,
      ),
    )
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
  return limit ? q.limit(limit) : q;
}

export async function insertOffer(tx: Tx, row: typeof waitlistOffers.$inferInsert): Promise<OfferRow> {
  const [offer] = await tx.insert(waitlistOffers).values(row).returning();
  return offer!;
}

/** Open offers of the slot whose time ran out become expired; answers the open ones still running. */
export async function expireOffers(tx: Tx, slotId: number, now: Date): Promise<number> {
  await tx
    .update(waitlistOffers)
    .set({ state: 'expired' })
    .where(and(eq(waitlistOffers.slotId, slotId), eq(waitlistOffers.state, 'open'), lte(waitlistOffers.expiresAt, now)));
  const [row] = await tx
    .select({ n: count() })
    .from(waitlistOffers)
    .where(and(eq(waitlistOffers.slotId, slotId), eq(waitlistOffers.state, 'open')));
  return row?.n ?? 0;
}

export async function setSlotState(tx: Tx, id: number, state: SlotRow['state'], claimedBookingId?: number) {
  await tx.update(waitlistSlots).set({ state, claimedBookingId }).where(eq(waitlistSlots.id, id));
}

export async function lockOffer(tx: Tx, id: number) {
  const [row] = await tx
    .select({ offer: waitlistOffers, entry: waitlistEntries })
    .from(waitlistOffers)
    .innerJoin(waitlistEntries, eq(waitlistEntries.id, waitlistOffers.entryId))
    .where(eq(waitlistOffers.id, id))
    .for('update', { of: waitlistOffers });
  return row;
}

export async function findOfferView(db: Db, id: number) {
  const [row] = await db
    .select({ offer: waitlistOffers, slot: waitlistSlots, salonName: salons.name, entry: waitlistEntries })
    .from(waitlistOffers)
    .innerJoin(waitlistSlots, eq(waitlistSlots.id, waitlistOffers.slotId))
    .innerJoin(waitlistEntries, eq(waitlistEntries.id, waitlistOffers.entryId))
    .innerJoin(salons, eq(salons.id, waitlistSlots.salonId))
    .where(eq(waitlistOffers.id, id));
  return row;
}

/** The claim: this offer claimed, the slot's other open offers lost, the entry booked. */
export async function recordClaim(tx: Tx, input: { offer: OfferRow; entryId: number; bookingId: number }) {
  await tx.update(waitlistOffers).set({ state: 'claimed' }).where(eq(waitlistOffers.id, input.offer.id));
  await tx
    .update(waitlistOffers)
    .set({ state: 'lost' })
    .where(and(eq(waitlistOffers.slotId, input.offer.slotId), eq(waitlistOffers.state, 'open')));
  await tx.update(waitlistEntries).set({ state: 'booked', bookingId: input.bookingId }).where(eq(waitlistEntries.id, input.entryId));
  await setSlotState(tx, input.offer.slotId, 'claimed', input.bookingId);
}
