import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { bookingMessages, bookings, customers, salons, staff, waitlistEntries, waitlistOffers, waitlistSlots } from '../../db/schema/index.ts';
import type { BookingMessageKind } from '@shine/shared/rules/booking-messages';

// The only code that touches booking_messages (issue 33, ADR 018).

export type BookingMessageRow = typeof bookingMessages.$inferSelect;

/**
 * Schedules (booking, kind) at `dueAt`: a new row, or the scheduled one moved to the new time (a booking
 * whose hour was moved). A message already sent or voided stays as it is: answers null then.
 */
export async function upsertScheduled(
  tx: Tx,
  input: { bookingId: number; kind: BookingMessageKind; phone: string; dueAt: Date; idempotencyKey: string },
): Promise<BookingMessageRow | null> {
  const [row] = await tx
    .insert(bookingMessages)
    .values({ ...input, state: 'scheduled' })
    .onConflictDoUpdate({
      target: [bookingMessages.bookingId, bookingMessages.kind],
      targetWhere: sql`offer_id is null`,
      set: { dueAt: input.dueAt },
      setWhere: sql`${bookingMessages.state} = 'scheduled'`,
    })
    .returning();
  return row ?? null;
}

export async function insertOfferMessage(tx: Tx, input: { offerId: number; phone: string; dueAt: Date; idempotencyKey: string }): Promise<BookingMessageRow> {
  const [row] = await tx
    .insert(bookingMessages)
    .values({ ...input, kind: 'waitlist_offer', state: 'scheduled' })
    .returning();
  return row!;
}

/** A cancel (or change) voids what the booking still had to say; answers how many. */
export async function voidScheduled(tx: Db | Tx, bookingId: number, reason: string, kinds?: BookingMessageKind[]): Promise<number> {
  const rows = await tx
    .update(bookingMessages)
    .set({ state: 'void', voidReason: reason })
    .where(and(eq(bookingMessages.bookingId, bookingId), eq(bookingMessages.state, 'scheduled'), kinds ? inArray(bookingMessages.kind, kinds) : undefined))
    .returning({ id: bookingMessages.id });
  return rows.length;
}

/** The message, locked for its send: a second worker on the same message waits, then finds it sent. */
export async function lockMessage(tx: Tx, id: number): Promise<BookingMessageRow | undefined> {
  const [row] = await tx.select().from(bookingMessages).where(eq(bookingMessages.id, id)).for('update');
  return row;
}

/**
 * The booking as it is now, with what a message says (salon, stylist, customer), share-locked: a cancel
 * or a move of the booking waits for the send to end, so nothing is sent about a booking that changed
 * under it.
 */
export async function lockBookingForMessage(tx: Tx, bookingId: number) {
  const [row] = await tx
    .select({
      id: bookings.id,
      status: bookings.status,
      phone: bookings.phone,
      startAt: bookings.startAt,
      endAt: bookings.endAt,
      dateBook: bookings.dateBook,
      salonName: salons.name,
      salonAddress: salons.address,
      timeZone: salons.timeZone,
      stylistName: staff.name,
      customerName: customers.name,
    })
    .from(bookings)
    .innerJoin(salons, eq(salons.id, bookings.salonId))
    .innerJoin(staff, eq(staff.id, bookings.stylistId))
    .leftJoin(customers, eq(customers.id, bookings.customerId))
    .where(eq(bookings.id, bookingId))
    .for('share', { of: bookings });
  return row;
}
export type BookingForMessage = NonNullable<Awaited<ReturnType<typeof lockBookingForMessage>>>;

export async function markSent(tx: Tx, id: number, input: { channel: string; sentAt: Date; params: Record<string, string> }) {
  await tx
    .update(bookingMessages)
    .set({ state: 'sent', channel: input.channel, sentAt: input.sentAt, params: input.params, attempts: sql`${bookingMessages.attempts} + 1` })
    .where(eq(bookingMessages.id, id));
}

export async function markVoid(tx: Tx, id: number, reason: string) {
  await tx.update(bookingMessages).set({ state: 'void', voidReason: reason }).where(eq(bookingMessages.id, id));
}

export async function moveDue(tx: Tx, id: number, dueAt: Date) {
  await tx.update(bookingMessages).set({ dueAt }).where(eq(bookingMessages.id, id));
}

export async function countAttempt(tx: Tx, id: number, failedForGood: boolean) {
  await tx
    .update(bookingMessages)
    .set({ attempts: sql`${bookingMessages.attempts} + 1`, state: failedForGood ? 'failed' : undefined })
    .where(eq(bookingMessages.id, id));
}

export function listMessagesOfBooking(db: Db, bookingId: number) {
  return db.select().from(bookingMessages).where(eq(bookingMessages.bookingId, bookingId)).orderBy(bookingMessages.dueAt);
}

/** The messages of these bookings, each booking's by due time (what the back office shows; no rendered text). */
export function listMessagesOfBookings(db: Db, bookingIds: number[]) {
  if (bookingIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: bookingMessages.id,
      bookingId: bookingMessages.bookingId,
      kind: bookingMessages.kind,
      state: bookingMessages.state,
      channel: bookingMessages.channel,
      dueAt: bookingMessages.dueAt,
      sentAt: bookingMessages.sentAt,
      attempts: bookingMessages.attempts,
      voidReason: bookingMessages.voidReason,
    })
    .from(bookingMessages)
    .where(inArray(bookingMessages.bookingId, bookingIds))
    .orderBy(bookingMessages.dueAt, bookingMessages.id);
}

export function listOfferMessages(db: Db) {
  return db.select().from(bookingMessages).where(isNull(bookingMessages.bookingId));
}

/** A waitlist offer with what its message says, share-locked (a claim or the offer's expiry waits for the send). */
export async function lockOfferForMessage(tx: Tx, offerId: number) {
  const [row] = await tx
    .select({
      id: waitlistOffers.id,
      state: waitlistOffers.state,
      offeredAt: waitlistOffers.offeredAt,
      expiresAt: waitlistOffers.expiresAt,
      slotState: waitlistSlots.state,
      startAt: waitlistSlots.startAt,
      dateBook: waitlistSlots.date,
      salonName: salons.name,
      timeZone: salons.timeZone,
      customerName: customers.name,
    })
    .from(waitlistOffers)
    .innerJoin(waitlistSlots, eq(waitlistSlots.id, waitlistOffers.slotId))
    .innerJoin(waitlistEntries, eq(waitlistEntries.id, waitlistOffers.entryId))
    .innerJoin(salons, eq(salons.id, waitlistSlots.salonId))
    .leftJoin(customers, eq(customers.id, waitlistEntries.customerId))
    .where(eq(waitlistOffers.id, offerId))
    .for('share', { of: waitlistOffers });
  return row;
}
