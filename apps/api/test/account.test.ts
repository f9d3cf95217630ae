import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CONSENT_TEXT_VERSION } from '@shine/shared/rules/consent';
import { bookings, consents, customers } from '../src/db/schema/index.ts';
import { createTestApp } from './helpers.ts';
import { createBookingRequest, newPhone, serviceWithDuration } from './fixtures.ts';
import { bearer, insertCompletedVisit, loginByOtp, registerWithPassword } from './account-fixtures.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const put = (payload: object, token: string) => t.app.inject({ method: 'PUT', url: '/api/v1/customer', payload, headers: bearer(token) });

describe('PUT customer (spec §5 name rule)', () => {
  it('saves a valid name, email and birthday and answers the User', async () => {
    const phone = newPhone();
    const { token } = await loginByOtp(t.app, phone);
    const res = await put({ name: '  Nguyễn   Văn  Tùng ', email: 'Tung@Example.com', dateOfBirth: '15/08/1995' }, token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ userName: 'Nguyễn Văn Tùng', email: 'tung@example.com', dateOfBirth: '15/08/1995', phoneNumber: phone });
    expect((await put({ email: '', dateOfBirth: '' }, token)).json().data).toMatchObject({ userName: 'Nguyễn Văn Tùng', email: null, dateOfBirth: null });
  });

  it('refuses what the rules refuse, with the spec and catalogue messages', async () => {
    const { token } = await loginByOtp(t.app, newPhone());
    const cases: [object, string, string][] = [
      [{ name: 'Tùng 123' }, 'NAME_INVALID', 'Anh nhập tên hợp lệ giúp em nhé!'],
      [{ name: 'A'.repeat(21) }, 'NAME_INVALID', 'Anh nhập tên hợp lệ giúp em nhé!'],
      [{ email: 'not-an-email' }, 'EMAIL_INVALID', 'Email không hợp lệ, anh nhập lại giúp em nhé!'],
      [{ dateOfBirth: '31/02/1995' }, 'DATE_OF_BIRTH_INVALID', 'Ngày sinh không hợp lệ, anh nhập theo dạng DD/MM/YYYY giúp em nhé!'],
      [{ dateOfBirth: '1995-08-15' }, 'DATE_OF_BIRTH_INVALID', 'Ngày sinh không hợp lệ, anh nhập theo dạng DD/MM/YYYY giúp em nhé!'],
      [{ dateOfBirth: '01/01/2030' }, 'DATE_OF_BIRTH_INVALID', 'Ngày sinh không hợp lệ, anh nhập theo dạng DD/MM/YYYY giúp em nhé!'],
    ];
    for (const [payload, code, message] of cases) {
      const res = await put(payload, token);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({ code, message });
    }
    expect((await put({ name: 42 }, token)).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'PUT', url: '/api/v1/customer', payload: { name: 'Tùng' } })).statusCode).toBe(401);
  });
});

describe('consent and check-registered (spec §4 home form)', () => {
  it('records consent for a new phone, which is not registered until it has a password', async () => {
    const phone = newPhone();
    const agreed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/customer/agree-protect-personal',
      payload: { phone: `+84${phone.slice(1)}`, purpose: 'booking', textVersion: CONSENT_TEXT_VERSION, brandName: 'Shine' },
    });
    expect(agreed.json()).toEqual({ data: { ok: true } });
    const [row] = await t.db.select().from(customers).where(eq(customers.phone, phone));
    expect(row!.agreeProtectPersonalInfo).toBe(true);
    // ADR 012 (Law 91/2025/QH15): the record holds the phone's customer, the purpose, the text's version and the time.
    const [consent, ...more] = await t.db.select().from(consents).where(eq(consents.customerId, row!.id));
    expect(more).toEqual([]);
    expect(consent).toMatchObject({ purpose: 'booking', textVersion: CONSENT_TEXT_VERSION, agreedAt: t.clock.now() });
    const check = () => t.app.inject({ url: `/api/v1/app-customer/check-registered?phone=${phone}` });
    expect((await check()).json()).toEqual({ data: { isRegistered: false } });
    const { token } = await registerWithPassword(t.app, phone, '123456');
    expect((await check()).json()).toEqual({ data: { isRegistered: true } });
    expect((await t.app.inject({ url: '/api/v1/auth/me', headers: bearer(token) })).json().data.agreeProtectPersonalInfo).toBe(true);
    expect((await t.app.inject({ url: '/api/v1/app-customer/check-registered?phone=12' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/customer/agree-protect-personal', payload: {} })).statusCode).toBe(400);
  });

  it('refuses a consent that does not say its purpose and the version of the text agreed to (400, recorded nothing)', async () => {
    const phone = newPhone();
    const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/v1/customer/agree-protect-personal', payload: { phone, ...payload } });
    for (const payload of [
      {},
      { purpose: 'booking' },
      { textVersion: CONSENT_TEXT_VERSION },
      { purpose: 'marketing', textVersion: CONSENT_TEXT_VERSION },
      { purpose: 'booking', textVersion: '1999-01-01' },
    ]) {
      const res = await post(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message, JSON.stringify(payload)).toMatch(/purpose|textVersion/);
    }
    expect(await t.db.select().from(customers).where(eq(customers.phone, phone))).toEqual([]);
  });
});

describe('haircut history (spec §9 page size 5) and ratings', () => {
  let mine: { token: string; customerId: number; phone: string };
  let theirs: { token: string; customerId: number; phone: string };
  const visits: number[] = [];
  let theirVisit: number;

  beforeAll(async () => {
    const phoneA = newPhone();
    const phoneB = newPhone();
    mine = { ...(await loginByOtp(t.app, phoneA)), phone: phoneA };
    theirs = { ...(await loginByOtp(t.app, phoneB)), phone: phoneB };
    for (const daysAgo of [30, 3, 12, 1, 45, 20, 8]) {
      visits.push((await insertCompletedVisit(t.db, { customerId: mine.customerId, phone: phoneA, now: t.clock.now(), daysAgo })).id);
    }
    theirVisit = (await insertCompletedVisit(t.db, { customerId: theirs.customerId, phone: phoneB, now: t.clock.now(), daysAgo: 2 })).id;
  });

  const histories = (token: string, query = '') => t.app.inject({ url: `/api/v1/customer/histories${query}`, headers: bearer(token) });

  it('pages the caller’s own completed visits by 5, newest first', async () => {
    const first = (await histories(mine.token, '?pageIndex=1&pageSize=5')).json().data;
    expect(first.total).toBe(7);
    expect(first.items).toHaveLength(5);
    expect(first.items.map((i: { totalMoney: number }) => i.totalMoney - 100_000)).toEqual([1, 3, 8, 12, 20]);
    expect(first.items[0]).toMatchObject({ createdDate: '20/11/2026', dateBook: '20-11-2026', hourBook: '8h00', salonName: expect.any(String), rating: null });
    expect(first.items[0].finalImage).toBe(first.items[0].images[0]);
    expect(first.items[0].images).toHaveLength(2);
    expect(first.items[0].services).toEqual([{ id: 101, name: 'Cắt tóc', price: 100_001 }]);
    const second = (await histories(mine.token, '?pageIndex=2')).json().data;
    expect(second).toMatchObject({ total: 7, pageIndex: 2, pageSize: 5 });
    expect(second.items.map((i: { bookingId: number }) => i.bookingId)).toEqual([visits[0], visits[4]]);
    const ids = [...first.items, ...second.items].map((i: { bookingId: number }) => i.bookingId);
    expect(ids).not.toContain(theirVisit);
    // Past the last page: no visits, the same total; pages of 3 cut the same list at other places.
    expect((await histories(mine.token, '?pageIndex=3')).json().data).toMatchObject({ total: 7, items: [] });
    const byThree = (await histories(mine.token, '?pageIndex=2&pageSize=3')).json().data;
    expect(byThree.items.map((i: { bookingId: number }) => i.bookingId)).toEqual(ids.slice(3, 6));
    expect((await histories(theirs.token)).json().data.items.map((i: { bookingId: number }) => i.bookingId)).toEqual([theirVisit]);
  });

  it('a visit at home shows the hour the haircut starts, not the stylist’s departure', async () => {
    const phone = newPhone();
    const home = await loginByOtp(t.app, phone);
    await insertCompletedVisit(t.db, { customerId: home.customerId, phone, now: t.clock.now(), daysAgo: 2, travelMinutes: 25 });
    const [item] = (await histories(home.token)).json().data.items;
    expect(item.hourBook).toBe('8h25');
  });

  it('demo customer: seeded visits with final photos and ratings', async () => {
    const { token } = await loginByOtp(t.app, '0912345678');
    const data = (await histories(token)).json().data;
    // 4 visits of the last 60 days and 6 earlier ones whose spend made him Diamond (seed/membership.ts)
    expect(data.total).toBe(10);
    expect(data.items.every((i: { finalImage: string | null }) => i.finalImage)).toBe(true);
  });

  it('refuses bad paging and anonymous callers', async () => {
    expect((await histories(mine.token, '?pageSize=21')).statusCode).toBe(400);
    expect((await histories(mine.token, '?pageIndex=0')).statusCode).toBe(400);
    expect((await histories(mine.token, '?pageIndex=abc')).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/v1/customer/histories' })).statusCode).toBe(401);
  });

  it('rates an own completed visit once; never someone else’s', async () => {
    const rate = (token: string, payload: object) => t.app.inject({ method: 'POST', url: '/api/v1/customer/rating', payload, headers: bearer(token) });
    const prompt = async (token: string) => (await t.app.inject({ url: '/api/v1/customer/rating/check', headers: bearer(token) })).json().data;
    expect(await prompt(mine.token)).toMatchObject({ bookingId: visits[3], dateBook: '20-11-2026' });

    const ok = await rate(mine.token, { bookingId: visits[3], stars: 5, comment: 'Rất hài lòng' });
    expect(ok.json()).toEqual({ data: { bookingId: visits[3], rating: { stars: 5, comment: 'Rất hài lòng' } }, message: 'Cảm ơn anh đã đánh giá dịch vụ!' });
    const again = await rate(mine.token, { bookingId: visits[3], stars: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_RATED');
    const get = await t.app.inject({ url: `/api/v1/customer/rating?bookingId=${visits[3]}`, headers: bearer(mine.token) });
    expect(get.json().data).toEqual({ bookingId: visits[3], rating: { stars: 5, comment: 'Rất hài lòng' } });

    // The prompt moves on to the next unrated visit of the last 7 days (3 days ago), then none.
    expect((await prompt(mine.token)).bookingId).toBe(visits[1]);
    await rate(mine.token, { bookingId: visits[1], stars: 4 });
    expect(await prompt(mine.token)).toBeNull();

    const foreign = await rate(mine.token, { bookingId: theirVisit, stars: 1 });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ code: 'BOOKING_NOT_FOUND', message: 'Lịch Không Tồn Tại!' });
    expect((await t.app.inject({ url: `/api/v1/customer/rating?bookingId=${theirVisit}`, headers: bearer(mine.token) })).statusCode).toBe(404);
    expect((await rate(mine.token, { bookingId: visits[2], stars: 6 })).statusCode).toBe(400);
    expect((await rate(mine.token, { bookingId: visits[2], stars: 0 })).statusCode).toBe(400);
    // Issue 27 item 9: a rating without stars picked is refused, never saved as some default.
    for (const stars of [undefined, null, '', true, '4.5', [5]]) {
      const res = await rate(mine.token, { bookingId: visits[2], stars, comment: 'Không chấm sao' });
      expect(res.statusCode, JSON.stringify(stars)).toBe(400);
      expect(res.json().message, JSON.stringify(stars)).toMatch(/stars/);
    }
    expect((await t.app.inject({ url: `/api/v1/customer/rating?bookingId=${visits[2]}`, headers: bearer(mine.token) })).json().data.rating).toBeNull();
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/customer/rating', payload: { bookingId: visits[2], stars: 5 } })).statusCode).toBe(401);
  });

  it('one customer cannot cancel another’s upcoming booking, nor rate it', async () => {
    const cut = await serviceWithDuration(t.db);
    const hours = await t.app.inject({ url: `/api/v1/booking/book-hours-group?salonId=1&bookDate=21-11-2026&stylistId=0&listServiceId=${cut.id}` });
    const hourId = hours
      .json()
      .data.hourGroup.flatMap((g: { hours: { isFree: boolean; hourId: number }[] }) => g.hours)
      .find((h: { isFree: boolean }) => h.isFree).hourId;
    const created = await createBookingRequest(t.app, {
      salonId: 1,
      phone: theirs.phone,
      dateBook: '21-11-2026',
      bookHourId: hourId,
      serviceIds: [cut.id],
      token: theirs.token,
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().data.booking.bookingId;

    const cancel = await t.app.inject({ method: 'DELETE', url: `/api/v1/booking/${id}`, headers: bearer(mine.token) });
    expect(cancel.statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/v1/booking/${id}`, headers: bearer(mine.token) })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/customer/rating', payload: { bookingId: id, stars: 1 }, headers: bearer(mine.token) })).statusCode,
    ).toBe(404);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row!.status).not.toBe('canceled');

    const own = await t.app.inject({ method: 'DELETE', url: `/api/v1/booking/${id}`, headers: bearer(theirs.token) });
    expect(own.statusCode).toBe(200);
  });
});
