import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { DEV_STAFF_API_KEY, ZConfig, staffApiKeyOf } from '../src/config.ts';
import { bookingServices, bookings } from '../src/db/schema/index.ts';
import { createTestApp } from './helpers.ts';
import { serviceWithDuration } from './fixtures.ts';
import { STAFF, confirmedBooking, otherServices, propose } from './service-change-fixtures.ts';

// The salon proposes a change of services during a visit; the customer answers on the link he received.
let t: Awaited<ReturnType<typeof createTestApp>>;
let cut: Awaited<ReturnType<typeof serviceWithDuration>>;
let extra: Awaited<ReturnType<typeof otherServices>>;
let stylistIndex = 0;
const today = { isoDate: '2026-11-21', dateBook: '21-11-2026' };

beforeAll(async () => {
  t = await createTestApp();
  cut = await serviceWithDuration(t.db);
  extra = await otherServices(t.db, cut.id);
});
afterAll(() => t.close());

/** A fresh confirmed booking today with its own stylist, so tests do not share a stylist's time. */
const booking = () => confirmedBooking(t.app, t.db, { ...today, serviceId: cut.id, stylistIndex: stylistIndex++ });
const view = (token: string) => t.app.inject({ url: `/api/v1/service-changes/${token}` });
const decide = (token: string, decision: string) => t.app.inject({ method: 'POST', url: `/api/v1/service-changes/${token}`, payload: { decision } });
const linesOf = async (id: number) =>
  (await t.db.select().from(bookingServices).where(eq(bookingServices.bookingId, id)).orderBy(asc(bookingServices.id))).map((l) => l.serviceId);
const rowOf = async (id: number) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

describe('the salon proposes', () => {
  it('only with a staff session (floor-service-change.test.ts) or the salon system key', async () => {
    const b = await booking();
    const payload = { bookingId: b.id, serviceIds: [cut.id, extra[0]!.id] };
    const none = await t.app.inject({ method: 'POST', url: '/api/v1/staff/service-changes', payload });
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe('UNAUTHORIZED');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/service-changes',
      headers: { 'x-staff-key': 'guess-guess-guess-guess-guess' },
      payload,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED', message: 'Khóa của hệ thống salon không hợp lệ.' });
  });

  it('production has no key until one is set, and refuses the public development key', () => {
    expect(staffApiKeyOf({ NODE_ENV: 'production', STAFF_API_KEY: undefined })).toBeUndefined();
    expect(staffApiKeyOf({ NODE_ENV: 'development', STAFF_API_KEY: undefined })).toBe(DEV_STAFF_API_KEY);
    const parsed = ZConfig.safeParse({ NODE_ENV: 'production', MESSAGE_SENDER: 'sms', STAFF_API_KEY: DEV_STAFF_API_KEY });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.find((i) => i.path[0] === 'STAFF_API_KEY')?.message).toBe('set a secret key in production (the development default is public)');
  });

  it('sends the booking phone a link; the page shows both lists priced by the server, and not the phone', async () => {
    const b = await booking();
    const { res, token, body } = await propose(t.app, b.id, b.phone, [cut.id, extra[0]!.id]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ sentTo: 'zalo', expiresAt: '2026-11-21T01:30:00.000Z' });
    expect(body).toMatch(
      /^Shine: salon đề xuất đổi dịch vụ cho lịch \d+h\d+ ngày 21-11-2026 của anh\. Xem và xác nhận trong 30 phút tại http:\/\/localhost:3000\/xac-nhan-thay-doi-dvsp\//,
    );
    expect(token).toMatch(/^[\w-]{43}$/);

    const shown = await view(token);
    expect(shown.statusCode).toBe(200);
    const data = shown.json().data;
    expect(data).toMatchObject({ state: 'pending', bookingId: b.id, dateBook: '21-11-2026', phoneMasked: `••• ••• ${b.phone.slice(-3)}` });
    expect(data.current.services.map((s: { name: string }) => s.name)).toEqual([cut.name]);
    expect(data.current).toMatchObject({ total: cut.price, minutes: cut.timeServe });
    expect(data.proposed.services.map((s: { name: string }) => s.name)).toEqual([cut.name, extra[0]!.name]);
    expect(data.proposed).toMatchObject({ total: cut.price + extra[0]!.price, minutes: cut.timeServe + extra[0]!.timeServe });
    expect(shown.body).not.toContain(b.phone);
  });

  it('refuses the same list, unknown services, a booking of another day or still waiting for its code', async () => {
    const b = await booking();
    const same = await propose(t.app, b.id, b.phone, [cut.id]);
    expect(same.res.statusCode).toBe(400);
    expect(same.res.json().code).toBe('SERVICE_CHANGE_SAME');
    const unknown = await propose(t.app, b.id, b.phone, [cut.id, 999_999]);
    expect(unknown.res.statusCode).toBe(400);
    expect(unknown.res.json().code).toBe('SERVICE_DISCONTINUED');
    const missing = await propose(t.app, 2_000_000_000, b.phone, [cut.id]);
    expect(missing.res.statusCode).toBe(404);

    const tomorrow = await confirmedBooking(t.app, t.db, { isoDate: '2026-11-22', dateBook: '22-11-2026', serviceId: cut.id, stylistIndex: 0 });
    const later = await propose(t.app, tomorrow.id, tomorrow.phone, [cut.id, extra[0]!.id]);
    expect(later.res.statusCode).toBe(409);
    expect(later.res.json()).toMatchObject({ code: 'BOOKING_NOT_CHANGEABLE', message: 'Chỉ đổi được dịch vụ của lịch hẹn đang diễn ra trong ngày hôm nay.' });
    const held = await confirmedBooking(t.app, t.db, { ...today, serviceId: cut.id, stylistIndex: stylistIndex++, confirm: false });
    expect((await propose(t.app, held.id, held.phone, [cut.id, extra[0]!.id])).res.json().code).toBe('BOOKING_NOT_CHANGEABLE');
  });

  it('bad input is a 400, never a 500', async () => {
    for (const payload of [
      {},
      { bookingId: 'x', serviceIds: [1] },
      { bookingId: 1, serviceIds: [] },
      { bookingId: 1, serviceIds: Array.from({ length: 11 }, (_, i) => i + 1) },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/staff/service-changes', headers: STAFF, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});

describe('the customer answers', () => {
  it('accepting gives the booking the new services, total and end; a second answer is refused', async () => {
    const b = await booking();
    const before = await rowOf(b.id);
    const { token } = await propose(t.app, b.id, b.phone, [cut.id, extra[0]!.id]);
    const res = await decide(token, 'accept');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.state).toBe('accepted');
    expect(await linesOf(b.id)).toEqual([cut.id, extra[0]!.id]);
    const after = await rowOf(b.id);
    expect(after.totalPrice).toBe(cut.price + extra[0]!.price);
    expect(after.endAt.getTime() - before.endAt.getTime()).toBe(extra[0]!.timeServe * 60_000);
    expect(after.status).toBe('confirmed');

    const again = await decide(token, 'decline');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'SERVICE_CHANGE_DECIDED', message: 'Anh đã trả lời yêu cầu thay đổi dịch vụ này rồi.' });
    expect(await linesOf(b.id)).toEqual([cut.id, extra[0]!.id]);
  });

  it('declining leaves the booking as it was', async () => {
    const b = await booking();
    const before = await rowOf(b.id);
    const { token } = await propose(t.app, b.id, b.phone, [extra[1]!.id]);
    const res = await decide(token, 'decline');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.state).toBe('declined');
    expect(await linesOf(b.id)).toEqual([cut.id]);
    expect(await rowOf(b.id)).toMatchObject({ totalPrice: before.totalPrice, endAt: before.endAt });
  });

  it('a newer proposal closes the older link', async () => {
    const b = await booking();
    const first = await propose(t.app, b.id, b.phone, [cut.id, extra[0]!.id]);
    const second = await propose(t.app, b.id, b.phone, [cut.id, extra[1]!.id]);
    expect((await view(first.token)).json().data.state).toBe('closed');
    const late = await decide(first.token, 'accept');
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('SERVICE_CHANGE_CLOSED');
    expect((await decide(second.token, 'accept')).statusCode).toBe(200);
    expect(await linesOf(b.id)).toEqual([cut.id, extra[1]!.id]);
  });

  it('the link works 30 minutes', async () => {
    const b = await booking();
    const { token } = await propose(t.app, b.id, b.phone, [cut.id, extra[0]!.id]);
    t.clock.set('2026-11-21T01:30:00Z');
    try {
      expect((await view(token)).json().data.state).toBe('expired');
      const res = await decide(token, 'accept');
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('SERVICE_CHANGE_EXPIRED');
      expect(await linesOf(b.id)).toEqual([cut.id]);
    } finally {
      t.clock.set('2026-11-21T01:00:00Z');
    }
  });

  it("when the stylist's next customer leaves no room, nothing changes and the proposal stays open", async () => {
    const b = await booking();
    const first = await rowOf(b.id);
    // The stylist's next customer sits down the minute this visit ends.
    await t.db.insert(bookings).values({
      salonId: first.salonId,
      stylistId: first.stylistId,
      dateBook: first.dateBook,
      startAt: first.endAt,
      endAt: new Date(first.endAt.getTime() + 30 * 60_000),
      hourId: first.hourId + 10,
      status: 'confirmed',
      totalPrice: 0,
      oldTotalPrice: 0,
    });
    const { token } = await propose(t.app, b.id, b.phone, [cut.id, extra[0]!.id]);
    const res = await decide(token, 'accept');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'STYLIST_BUSY',
      message: 'Stylist còn khách tiếp theo nên không đủ thời gian cho thay đổi này. Anh vui lòng trao đổi với lễ tân nhé!',
    });
    expect(await linesOf(b.id)).toEqual([cut.id]);
    expect(await rowOf(b.id)).toMatchObject({ totalPrice: first.totalPrice, endAt: first.endAt });
    expect((await view(token)).json().data.state).toBe('pending');
  });

  it('unknown and malformed links, and bad answers', async () => {
    const unknown = await view('A'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'SERVICE_CHANGE_NOT_FOUND' });
    expect((await view('short')).statusCode).toBe(400);
    expect((await view('%3Cscript%3E'.repeat(3))).statusCode).toBe(400);
    expect((await decide('A'.repeat(43), 'accept')).statusCode).toBe(404);
    expect((await decide('A'.repeat(43), 'maybe')).statusCode).toBe(400);
  });

  it('English when the page asks for it', async () => {
    const res = await t.app.inject({ url: `/api/v1/service-changes/${'B'.repeat(43)}?lang=en` });
    expect(res.json().message).toBe('This service change request does not exist. Please check the link in your message.');
  });
});
