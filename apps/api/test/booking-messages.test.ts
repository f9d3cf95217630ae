import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingMessages, bookings, messageDeliveries, waitlistOffers } from '../src/db/schema/index.ts';
import { bearer, loginByOtp } from './account-fixtures.ts';
import { createBookingRequest, newPhone, serviceWithDuration } from './fixtures.ts';
import { createTestApp } from './helpers.ts';
import { MESSAGE_JOB_NAMES } from '../src/app-jobs.ts';

// Issue 33: the messages of a booking, its one-tap links, and the waitlist that fills a freed chair.
// The fixed clock is 2026-11-21 08:00 in Vietnam; the bookings are for tomorrow.
const TOMORROW = '22-11-2026';
let t: Awaited<ReturnType<typeof createTestApp>>;
let cutId: number;
beforeAll(async () => {
  t = await createTestApp();
  cutId = (await serviceWithDuration(t.db, 30)).id;
});
afterAll(() => t.close());

const outbox = async (phone: string) => (await t.app.inject({ url: `/api/dev/outbox?phone=${phone}` })).json().data as { purpose: string; body: string }[];
const tokenIn = (body: string) => /\/b\/([\w.-]+)/.exec(body)?.[1];
// The message and waitlist jobs only: with the clock hours on, the every-minute no-show sweep would first mark the
// whole demo day's bookings (most of a minute; that job has its own tests in jobs*.test.ts).
const sendDue = () => t.app.jobs.runDue(MESSAGE_JOB_NAMES);
const messagesOf = (bookingId: number) => t.db.select().from(bookingMessages).where(eq(bookingMessages.bookingId, bookingId));

async function bookTomorrow(hourId: number) {
  const phone = newPhone();
  const { token, customerId } = await loginByOtp(t.app, phone);
  const res = await createBookingRequest(t.app, { salonId: 2, phone, dateBook: TOMORROW, bookHourId: hourId, serviceIds: [cutId], token });
  expect(res.statusCode, res.body).toBe(200);
  const id = res.json().data.booking.bookingId as number;
  const [row] = await t.db.select().from(bookings).where(eq(bookings.id, id));
  return { phone, token, customerId, id, booking: row! };
}

describe('booking messages', () => {
  it('a booking schedules its confirmation and two reminders; the confirmation goes out with a one-tap link', async () => {
    const { phone, id, booking } = await bookTomorrow(20);
    const scheduled = await messagesOf(id);
    expect(scheduled.map((m) => m.kind).sort()).toEqual(['confirmation', 'reminder_2h', 'reminder_day']);
    expect(scheduled.find((m) => m.kind === 'reminder_2h')!.dueAt).toEqual(new Date(booking.startAt.getTime() - 2 * 3_600_000));
    await sendDue();
    const sent = (await outbox(phone)).find((m) => m.purpose === 'booking.confirmation')!;
    expect(sent.body).toContain(`SHINE${id}`);
    expect(tokenIn(sent.body)).toBeTruthy();
    const [confirmation] = (await messagesOf(id)).filter((m) => m.kind === 'confirmation');
    expect(confirmation).toMatchObject({ state: 'sent', channel: 'zalo' });
    // Every attempt logged, never the text.
    const attempts = await t.db
      .select()
      .from(messageDeliveries)
      .where(and(eq(messageDeliveries.phone, phone), eq(messageDeliveries.purpose, 'booking.confirmation')));
    expect(attempts).toHaveLength(1);
    expect(attempts[0]!.trackingId).toBe(confirmation!.idempotencyKey);
  });

  it('the one-tap link confirms, then cancels that booking only; a tampered link gets nothing; the reminders are void', async () => {
    const { phone, id } = await bookTomorrow(24);
    await sendDue();
    const token = tokenIn((await outbox(phone)).find((m) => m.purpose === 'booking.confirmation')!.body)!;
    const view = await t.app.inject({ url: `/api/v1/one-tap/bookings/${token}` });
    expect(view.json().data).toMatchObject({ bookingId: id, status: 'upcoming', customerConfirmed: false });
    const tampered = token.replace(/^b[0-9a-z]+/, `b${(id + 1).toString(36)}`);
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/one-tap/bookings/${tampered}/cancel` })).json()).toMatchObject({ code: 'LINK_INVALID' });
    expect((await t.app.inject({ url: '/api/v1/one-tap/bookings/not-a-token' })).statusCode).toBe(400);

    const confirmed = await t.app.inject({ method: 'POST', url: `/api/v1/one-tap/bookings/${token}/confirm` });
    expect(confirmed.json().data).toMatchObject({ customerConfirmed: true });
    const canceled = await t.app.inject({ method: 'POST', url: `/api/v1/one-tap/bookings/${token}/cancel` });
    expect(canceled.json().data).toMatchObject({ status: 'canceled' });
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/one-tap/bookings/${token}/cancel` })).statusCode).toBe(200); // a second tap
    const states = Object.fromEntries((await messagesOf(id)).map((m) => [m.kind, m.state]));
    expect(states).toEqual({ confirmation: 'sent', reminder_day: 'void', reminder_2h: 'void' });
  });

  it('a reminder is checked when sent: a booking canceled behind the schedule is never reminded', async () => {
    const { phone, id } = await bookTomorrow(28);
    await sendDue();
    // Canceled without voiding (as any path that forgets to): the send's own check stops it.
    await t.db.update(bookings).set({ status: 'canceled' }).where(eq(bookings.id, id));
    t.clock.set('2026-11-21T12:00:00.000Z'); // 19:00 in Vietnam: the day-before reminder is due
    await sendDue();
    expect((await outbox(phone)).filter((m) => m.purpose.startsWith('booking.reminder'))).toEqual([]);
    expect((await messagesOf(id)).find((m) => m.kind === 'reminder_day')).toMatchObject({ state: 'void', voidReason: 'booking canceled' });
    t.clock.set('2026-11-21T01:00:00.000Z');
  });

  it('a booking made at 22:30 gets its confirmation at 08:00', async () => {
    t.clock.set('2026-11-21T15:30:00.000Z'); // 22:30 in Vietnam
    const { phone, id } = await bookTomorrow(30);
    const [confirmation] = (await messagesOf(id)).filter((m) => m.kind === 'confirmation');
    expect(confirmation!.dueAt).toEqual(new Date('2026-11-22T01:00:00.000Z'));
    await sendDue();
    expect((await outbox(phone)).filter((m) => m.purpose === 'booking.confirmation')).toEqual([]);
    t.clock.set('2026-11-21T01:00:00.000Z');
  });
});

describe('waitlist', () => {
  it('a canceled chair is offered to the customer waiting for it, who claims it with one tap', async () => {
    const first = await bookTomorrow(34);
    const waiting = newPhone();
    const { token: waiterToken } = await loginByOtp(t.app, waiting);
    const startMinute = 8 * 60; // a window of the whole day
    const joined = await t.app.inject({
      method: 'POST',
      url: '/api/v1/waitlist',
      headers: bearer(waiterToken),
      payload: { salonId: 2, date: '2026-11-22', fromMinute: startMinute, toMinute: 22 * 60, stylistId: first.booking.stylistId, serviceIds: [cutId] },
    });
    expect(joined.statusCode, joined.body).toBe(200);
    expect((await t.app.inject({ url: '/api/v1/waitlist', headers: bearer(waiterToken) })).json().data).toHaveLength(1);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/waitlist', payload: { salonId: 2 } })).statusCode).toBe(400);

    await sendDue();
    const link = tokenIn((await outbox(first.phone)).find((m) => m.purpose === 'booking.confirmation')!.body)!;
    await t.app.inject({ method: 'POST', url: `/api/v1/one-tap/bookings/${link}/cancel` });
    await sendDue(); // the freed chair's job offers it; the offer's message goes out
    const offer = (await outbox(waiting)).find((m) => m.purpose === 'booking.waitlist_offer');
    expect(offer?.body).toContain('chỗ trống');
    const offerToken = tokenIn(offer!.body)!;
    expect(offerToken.startsWith('o')).toBe(true);
    // An offer link is no booking link, and the other way round.
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/one-tap/bookings/${offerToken}/cancel` })).json()).toMatchObject({ code: 'LINK_INVALID' });

    const claimed = await t.app.inject({ method: 'POST', url: `/api/v1/one-tap/offers/${offerToken}/claim` });
    expect(claimed.statusCode, claimed.body).toBe(200);
    const bookingId = claimed.json().data.bookingId as number;
    const [won] = await t.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(won).toMatchObject({ phone: waiting, status: 'confirmed', startAt: first.booking.startAt, stylistId: first.booking.stylistId });
    expect((await t.app.inject({ url: '/api/v1/waitlist', headers: bearer(waiterToken) })).json().data[0]).toMatchObject({ state: 'booked', bookingId });
    const [offerRow] = await t.db.select().from(waitlistOffers).where(eq(waitlistOffers.state, 'claimed'));
    expect(offerRow).toBeTruthy();
  });
});
