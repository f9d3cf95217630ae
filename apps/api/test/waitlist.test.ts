import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, waitlistOffers, waitlistSlots } from '../src/db/schema/index.ts';
import { bearer, loginByOtp } from './account-fixtures.ts';
import { createBookingRequest, newPhone, serviceWithDuration } from './fixtures.ts';
import { createTestApp } from './helpers.ts';

// Issue 33, the waitlist's server gaps: offers after a lapsed hold and a no-show, a claim under every booking
// rule (one upcoming booking per phone), and one customer at a time with WAITLIST_OFFER_MINUTES each.
// The fixed clock is 2026-11-21 08:00 in Vietnam (Saturday).
const TOMORROW = { dmy: '22-11-2026', iso: '2026-11-22' };
const TODAY = { dmy: '21-11-2026', iso: '2026-11-21' };
let t: Awaited<ReturnType<typeof createTestApp>>;
let cutId: number;
let longId: number;
beforeAll(async () => {
  t = await createTestApp();
  cutId = (await serviceWithDuration(t.db, 30)).id;
  longId = (await serviceWithDuration(t.db, 60)).id;
});
afterAll(() => t.close());

const outbox = async (phone: string) => (await t.app.inject({ url: `/api/dev/outbox?phone=${phone}` })).json().data as { purpose: string; body: string }[];
const tokenIn = (body: string) => /\/b\/([\w.-]+)/.exec(body)?.[1];
const offerTo = async (phone: string) => (await outbox(phone)).filter((m) => m.purpose === 'booking.waitlist_offer').map((m) => tokenIn(m.body)!);
const bookingOf = async (id: number) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

async function book(input: { salonId: number; date: string; hourId: number; serviceId?: number; loggedIn?: boolean }) {
  const phone = newPhone();
  const token = input.loggedIn === false ? undefined : (await loginByOtp(t.app, phone)).token;
  const res = await createBookingRequest(t.app, {
    salonId: input.salonId,
    phone,
    dateBook: input.date,
    bookHourId: input.hourId,
    serviceIds: [input.serviceId ?? cutId],
    token,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { phone, token, booking: await bookingOf(res.json().data.booking.bookingId as number) };
}

/** The demo day is busy: the first hour from 09:00 where the salon has room. */
async function bookFirstFree(input: { salonId: number; date: string; serviceId: number }) {
  const phone = newPhone();
  const { token } = await loginByOtp(t.app, phone);
  for (let hourId = 4; hourId < 30; hourId++) {
    const res = await createBookingRequest(t.app, {
      salonId: input.salonId,
      phone,
      dateBook: input.date,
      bookHourId: hourId,
      serviceIds: [input.serviceId],
      token,
    });
    if (res.statusCode === 200) return { phone, token, booking: await bookingOf(res.json().data.booking.bookingId as number) };
  }
  throw new Error('no free hour');
}

async function waiter(input: { salonId: number; date: string; stylistId: number | null; from?: number; to?: number }) {
  const phone = newPhone();
  const { token } = await loginByOtp(t.app, phone);
  const joined = await t.app.inject({
    method: 'POST',
    url: '/api/v1/waitlist',
    headers: bearer(token),
    payload: {
      salonId: input.salonId,
      date: input.date,
      fromMinute: input.from ?? 8 * 60,
      toMinute: input.to ?? 22 * 60,
      stylistId: input.stylistId,
      serviceIds: [cutId],
    },
  });
  expect(joined.statusCode, joined.body).toBe(200);
  return { phone, token };
}

async function cancelByLink(phone: string) {
  await t.app.jobs.runDue();
  const link = tokenIn((await outbox(phone)).find((m) => m.purpose === 'booking.confirmation')!.body)!;
  expect((await t.app.inject({ method: 'POST', url: `/api/v1/one-tap/bookings/${link}/cancel` })).statusCode).toBe(200);
  await t.app.jobs.runDue();
}

describe('waitlist', () => {
  it('a claim obeys the one-upcoming-booking rule: a customer with a booking gets a clear 409, not a second booking', async () => {
    const first = await book({ salonId: 3, date: TOMORROW.dmy, hourId: 20 });
    const other = await waiter({ salonId: 3, date: TOMORROW.iso, stylistId: first.booking.stylistId });
    // He booked another hour meanwhile (another salon): the spec allows one upcoming booking per phone.
    const own = await createBookingRequest(t.app, {
      salonId: 4,
      phone: other.phone,
      dateBook: TOMORROW.dmy,
      bookHourId: 30,
      serviceIds: [cutId],
      token: other.token,
    });
    expect(own.statusCode, own.body).toBe(200);
    await cancelByLink(first.phone);
    const [offer] = await offerTo(other.phone);
    const claim = await t.app.inject({ method: 'POST', url: `/api/v1/one-tap/offers/${offer}/claim` });
    expect(claim.statusCode).toBe(409);
    expect(claim.json()).toMatchObject({ code: 'BOOKING_EXISTS', message: expect.stringContaining('Anh đã có một lịch hẹn sắp tới') });
    const his = await t.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.phone, other.phone), eq(bookings.status, 'confirmed')));
    expect(his).toHaveLength(1);
  });

  it('one at a time: the first waiting customer gets the offer; when his 10 minutes are up, the next one gets it', async () => {
    const first = await book({ salonId: 7, date: TOMORROW.dmy, hourId: 26 });
    const early = await waiter({ salonId: 7, date: TOMORROW.iso, stylistId: null });
    const late = await waiter({ salonId: 7, date: TOMORROW.iso, stylistId: first.booking.stylistId });
    await cancelByLink(first.phone);
    expect(await offerTo(early.phone)).toHaveLength(1);
    expect(await offerTo(late.phone)).toEqual([]);

    t.clock.set('2026-11-21T01:09:00.000Z'); // 9 minutes on: still his
    await t.app.jobs.runDue();
    expect(await offerTo(late.phone)).toEqual([]);
    t.clock.set('2026-11-21T01:10:00.000Z'); // his 10 minutes are up
    await t.app.jobs.runDue();
    const [lateOffer] = await offerTo(late.phone);
    expect(lateOffer).toBeTruthy();
    // His list shows the chair offered to him now; the first one's entry waits on.
    const list = async (token: string) => (await t.app.inject({ url: '/api/v1/waitlist', headers: bearer(token) })).json().data as { state: string }[];
    expect((await list(late.token)).map((e) => e.state)).toEqual(['offered']);
    expect((await list(early.token)).map((e) => e.state)).toEqual(['waiting']);
    const [earlyOffer] = await offerTo(early.phone);
    // His link expired with his offer: it claims nothing.
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/one-tap/offers/${earlyOffer}/claim` })).json()).toMatchObject({ code: 'LINK_INVALID' });
    const states = await t.db
      .select({ state: waitlistOffers.state })
      .from(waitlistOffers)
      .innerJoin(waitlistSlots, eq(waitlistSlots.id, waitlistOffers.slotId))
      .where(eq(waitlistSlots.freedBookingId, first.booking.id));
    expect(states.map((o) => o.state).sort()).toEqual(['expired', 'open']);
    const claimed = await t.app.inject({ method: 'POST', url: `/api/v1/one-tap/offers/${lateOffer}/claim` });
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(await bookingOf(claimed.json().data.bookingId as number)).toMatchObject({ phone: late.phone, startAt: first.booking.startAt, status: 'confirmed' });
    t.clock.set('2026-11-21T01:00:00.000Z');
  });

  it('a hold that lapses frees its chair for the waitlist', async () => {
    const held = await book({ salonId: 8, date: TOMORROW.dmy, hourId: 22, loggedIn: false });
    expect(held.booking.status).toBe('pending_otp');
    const other = await waiter({ salonId: 8, date: TOMORROW.iso, stylistId: held.booking.stylistId });
    // Past the hold, in a period of the every-5-minutes release the earlier tests' clock did not reach.
    t.clock.set(new Date(held.booking.holdUntil!.getTime() + 11 * 60_000).toISOString());
    await t.app.jobs.runDue(); // the every-5-minutes release of lapsed holds, then the freed chair's job
    const [offer] = await offerTo(other.phone);
    expect(offer).toBeTruthy();
    const view = (await t.app.inject({ url: `/api/v1/one-tap/offers/${offer}` })).json().data;
    expect(view).toMatchObject({ state: 'open', startAt: held.booking.startAt.toISOString() });
    t.clock.set('2026-11-21T01:00:00.000Z');
  });

  it('a no-show marked while enough of his time is ahead offers the rest of it from the next slot; the claim books it', async () => {
    // Today, the first hour with room for an hour's service: marked no-show 15 minutes after it.
    const absent = await bookFirstFree({ salonId: 9, date: TODAY.dmy, serviceId: longId });
    const other = await waiter({ salonId: 9, date: TODAY.iso, stylistId: absent.booking.stylistId });
    t.clock.set(new Date(absent.booking.startAt.getTime() + 15 * 60_000).toISOString());
    await t.app.jobs.runDue();
    expect((await bookingOf(absent.booking.id)).status).toBe('no_show');
    const [slot] = await t.db.select().from(waitlistSlots).where(eq(waitlistSlots.freedBookingId, absent.booking.id));
    expect(slot!.startAt).toEqual(new Date(absent.booking.startAt.getTime() + 20 * 60_000));
    const [offer] = await offerTo(other.phone);
    const claimed = await t.app.inject({ method: 'POST', url: `/api/v1/one-tap/offers/${offer}/claim` });
    expect(claimed.statusCode, claimed.body).toBe(200);
    const won = await bookingOf(claimed.json().data.bookingId as number);
    expect(won).toMatchObject({ startAt: slot!.startAt, stylistId: absent.booking.stylistId, hourId: absent.booking.hourId + 1 });
    expect(slot!.startAt.getTime() + 20 * 60_000).toBeLessThanOrEqual(absent.booking.endAt.getTime());
    expect(await t.db.select().from(waitlistOffers).where(eq(waitlistOffers.slotId, slot!.id))).toHaveLength(1);
    t.clock.set('2026-11-21T01:00:00.000Z');
  }, 120_000);
});
