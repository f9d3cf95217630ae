import { type BookingMessageKind, bookingMessageDueAt, ratingDueAt } from '@shine/shared/rules/booking-messages';
import type { Tx } from '../../db/client.ts';
import { enqueueJobs } from '../jobs/index.ts';
import { type BookingMessageRow, insertOfferMessage, upsertScheduled, voidScheduled } from './booking-message-repository.ts';

/** The one-off job that sends one booking message (ADR 018). */
export const SEND_MESSAGE_JOB = 'messages.send';

/** The job run for a message at its due time: a moved message gets a new run; the old one finds it not due and ends. */
export async function enqueueSend(tx: Tx, message: Pick<BookingMessageRow, 'id' | 'dueAt'>): Promise<void> {
  await enqueueJobs(tx, [
    { name: SEND_MESSAGE_JOB, key: `${message.id}@${message.dueAt.toISOString()}`, runAt: message.dueAt, payload: { messageId: message.id }, maxAttempts: 6 },
  ]);
}

const keyOf = (bookingId: number, kind: BookingMessageKind) => `bm-${bookingId}-${kind}`;

async function schedule(tx: Tx, input: { bookingId: number; kind: BookingMessageKind; phone: string; dueAt: Date }) {
  const row = await upsertScheduled(tx, { ...input, idempotencyKey: keyOf(input.bookingId, input.kind) });
  if (row) await enqueueSend(tx, row);
}

export type BookingToRemind = { id: number; phone: string | null; startAt: Date; dateBook: string; timeZone: string };

/**
 * A booking confirmed (made, changed — a change is a new booking — or its code verified): its
 * confirmation and its two reminders, in the transaction that confirmed it. A moved hour calls it
 * again: the scheduled reminders move with it.
 */
export async function scheduleBookingMessages(tx: Tx, booking: BookingToRemind, now: Date, opts: { confirmation?: boolean } = {}): Promise<void> {
  if (!booking.phone) return;
  const kinds = opts.confirmation === false ? (['reminder_day', 'reminder_2h'] as const) : (['confirmation', 'reminder_day', 'reminder_2h'] as const);
  for (const kind of kinds) {
    const dueAt = bookingMessageDueAt(kind, booking, now);
    if (dueAt) await schedule(tx, { bookingId: booking.id, kind, phone: booking.phone, dueAt });
  }
}

/** A booking canceled (or replaced by a change, or gone): what it still had to say is voided. */
export async function voidBookingMessages(tx: Tx, bookingId: number, reason: string): Promise<number> {
  return voidScheduled(tx, bookingId, reason);
}

/** A visit paid: the request to rate it, an hour later (out of the quiet hours). */
export async function scheduleRatingRequest(tx: Tx, input: { bookingId: number; phone: string | null; paidAt: Date; timeZone: string }): Promise<void> {
  if (!input.phone) return;
  await schedule(tx, { bookingId: input.bookingId, kind: 'rating', phone: input.phone, dueAt: ratingDueAt(input.paidAt, input.timeZone) });
}

/** A waitlist offer: sent at once (it is due within minutes, so the quiet hours do not hold it back). */
export async function scheduleOfferMessage(tx: Tx, input: { offerId: number; phone: string; now: Date }): Promise<void> {
  const row = await insertOfferMessage(tx, { offerId: input.offerId, phone: input.phone, dueAt: input.now, idempotencyKey: `wo-${input.offerId}` });
  await enqueueSend(tx, row);
}
