import { type BookingMessageKind, allowedToSendAt, bookingMessageDueAt, outsideQuietHours, renderSms, renderZns } from '@shine/shared/rules/booking-messages';
import { formatDisplayDate, greetingName, visitCodeOf, zonedNow } from '@shine/shared';
import type { AppDeps } from '../../app-deps.ts';
import type { Tx } from '../../db/client.ts';
import { oneTapSecretOf } from '../../config.ts';
import { signOneTap } from '../../lib/one-tap-token.ts';
import { AppError } from '../../lib/errors.ts';
import {
  type BookingForMessage,
  countAttempt,
  lockBookingForMessage,
  lockMessage,
  lockOfferForMessage,
  markSent,
  markVoid,
  moveDue,
} from './booking-message-repository.ts';
import { enqueueSend } from './schedule-booking-messages.ts';

export type SendOutcome = 'sent' | 'void' | 'moved' | 'not-due' | 'done-already' | 'failed';

const hm = (at: Date, timeZone: string) => {
  const { minutes } = zonedNow(at, timeZone);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
};

/** What a message of a booking is about: the reason not to send it any more, or null. */
function staleReason(kind: BookingMessageKind, b: BookingForMessage, now: Date): string | null {
  if (kind === 'rating') return b.status === 'completed' ? null : `booking ${b.status}`;
  if (b.status !== 'confirmed') return `booking ${b.status}`;
  if (kind !== 'confirmation' && b.startAt <= now) return 'visit time passed';
  return null;
}

/**
 * Sends one booking message, in the transaction that claims it (ADR 018): the message row locked, the
 * booking share-locked (a cancel waits for the send to end), its state checked now, the text rendered
 * from the booking as it is now. A message whose booking is no longer confirmed is voided instead; one
 * whose due time moved (the hour changed) or falls in the quiet hours gets a later run. `complete`
 * ends the job's run in the same transaction.
 */
export async function sendBookingMessage(
  deps: Pick<AppDeps, 'db' | 'clock' | 'sender' | 'config'>,
  input: { messageId: number; lastAttempt: boolean; complete: (tx: Tx, result?: unknown) => Promise<void> },
): Promise<SendOutcome> {
  const outcome = await deps.db.transaction(async (tx): Promise<SendOutcome> => {
    const now = deps.clock.now();
    const finish = async (result: SendOutcome) => {
      await input.complete(tx, { outcome: result });
      return result;
    };
    const m = await lockMessage(tx, input.messageId);
    if (!m || m.state !== 'scheduled') return finish('done-already');
    if (m.dueAt.getTime() > now.getTime() + 1000) return finish('not-due'); // moved later: its own run comes

    let params: Record<string, string>;
    let eventAt: Date | null;
    let timeZone: string;
    let token: string | null;
    const secret = oneTapSecretOf(deps.config);
    if (m.kind === 'waitlist_offer') {
      const o = await lockOfferForMessage(tx, m.offerId!);
      if (!o || o.state !== 'open' || o.slotState !== 'open' || o.expiresAt <= now) {
        await markVoid(tx, m.id, 'offer closed');
        return finish('void');
      }
      timeZone = o.timeZone;
      eventAt = o.startAt;
      params = {
        customer_name: greetingName(o.customerName) ?? 'anh',
        salon_name: o.salonName,
        time: hm(o.startAt, timeZone),
        date: formatDisplayDate(o.dateBook),
        expires: hm(o.expiresAt, timeZone),
      };
      token = secret ? signOneTap(secret, { scope: 'o', id: o.id, expiresAt: o.expiresAt }) : null;
    } else {
      const b = await lockBookingForMessage(tx, m.bookingId!);
      const stale = b ? staleReason(m.kind, b, now) : 'booking gone';
      if (!b || stale) {
        await markVoid(tx, m.id, stale ?? 'booking gone');
        return finish('void');
      }
      timeZone = b.timeZone;
      eventAt = m.kind === 'rating' ? null : b.startAt;
      // The hour may have moved since it was scheduled (reception moved the visit): due again from the booking as it is.
      if (m.kind === 'reminder_day' || m.kind === 'reminder_2h') {
        const due = bookingMessageDueAt(m.kind, { ...b, timeZone }, m.createdAt);
        if (due && Math.abs(due.getTime() - m.dueAt.getTime()) > 1000 && due.getTime() > now.getTime() + 1000) {
          await moveDue(tx, m.id, due);
          await enqueueSend(tx, { id: m.id, dueAt: due });
          return finish('moved');
        }
      }
      params = {
        customer_name: greetingName(b.customerName) ?? 'anh',
        time: hm(b.startAt, timeZone),
        date: formatDisplayDate(b.dateBook),
        salon_name: b.salonName,
        stylist_name: b.stylistName,
        booking_code: visitCodeOf(b.id),
      };
      // The link lets him confirm or cancel this booking until its end (the rating request: his rating page).
      token = secret ? signOneTap(secret, { scope: 'b', id: b.id, expiresAt: new Date(Math.max(b.endAt.getTime(), now.getTime()) + 86_400_000) }) : null;
    }
    if (!allowedToSendAt(now, eventAt, timeZone)) {
      const later = outsideQuietHours(now, eventAt, timeZone);
      await moveDue(tx, m.id, later);
      await enqueueSend(tx, { id: m.id, dueAt: later });
      return finish('moved');
    }

    // Without ONE_TAP_SECRET (a production that set none) the message goes without its one-tap link.
    const link = token ? `${deps.config.PUBLIC_BASE_URL}/b/${token}` : undefined;
    try {
      const channel = await deps.sender.send(
        {
          phone: m.phone,
          channel: 'zalo',
          purpose: `booking.${m.kind}`,
          body: link ? `${renderZns(m.kind, params)} ${link}` : renderZns(m.kind, params),
          smsBody: renderSms(m.kind, params, link),
          template: { kind: m.kind, data: { ...params, token: token ?? '' } },
          idempotencyKey: m.idempotencyKey,
        },
        { log: tx },
      );
      await markSent(tx, m.id, { channel, sentAt: deps.clock.now(), params });
      return finish('sent');
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      // No gateway took it: the attempts stay logged; the job tries again later (or gives up after its last attempt).
      await countAttempt(tx, m.id, input.lastAttempt);
      if (input.lastAttempt) return finish('failed');
      return 'failed';
    }
  });
  if (outcome === 'failed' && !input.lastAttempt) throw new Error('no gateway delivered the message');
  return outcome;
}
