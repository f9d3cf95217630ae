import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { bookingServices, bookings, customerAnswers, customers, savedAddresses } from '../src/db/schema/index.ts';
import { createTestApp } from './helpers.ts';
import { createBookingRequest, newPhone, serviceWithDuration } from './fixtures.ts';
import { bearer, insertCompletedVisit, loginByOtp, outboxCode, registerWithPassword } from './account-fixtures.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('/delete-account (OTP-confirmed)', () => {
  it('cancels upcoming bookings, keeps completed ones without the person, revokes sessions; the phone can register again', async () => {
    const phone = newPhone();
    const { token, customerId } = await registerWithPassword(t.app, phone, '777777');
    const second = (await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { phone, password: '777777' } })).json().data.accessToken;
    const past = await insertCompletedVisit(t.db, { customerId, phone, now: t.clock.now(), daysAgo: 5 });
    await t.db.insert(savedAddresses).values({ customerId, attrId: 4, attrName: 'Nhà riêng', text: 'Số 1', latitude: 21, longitude: 105 });
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/customer-attribute/question',
      headers: bearer(token),
      payload: { answers: [{ questionId: 2, answers: [{ answerId: 2 }] }] },
    });
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/customer',
      headers: bearer(token),
      payload: { name: 'Tùng', email: 'tung@example.com', dateOfBirth: '01/02/1990' },
    });

    const cut = await serviceWithDuration(t.db);
    const hours = await t.app.inject({ url: `/api/v1/booking/book-hours-group?salonId=1&bookDate=21-11-2026&stylistId=0&listServiceId=${cut.id}` });
    const hourId = hours
      .json()
      .data.hourGroup.flatMap((g: { hours: { isFree: boolean; hourId: number }[] }) => g.hours)
      .find((h: { isFree: boolean }) => h.isFree).hourId;
    const upcoming = (await createBookingRequest(t.app, { salonId: 1, phone, dateBook: '21-11-2026', bookHourId: hourId, serviceIds: [cut.id], token })).json()
      .data.booking;

    const sent = await t.app.inject({ method: 'POST', url: '/api/v1/customer/delete-account/otp', headers: bearer(token) });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toMatchObject({ success: true, verificationMethod: expect.any(String) });
    const code = await outboxCode(t.app, phone);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/customer/delete-account',
      headers: bearer(token),
      payload: { otp: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.json()).toEqual({ code: 'OTP_INVALID', message: 'Mã xác nhận không chính xác.' });
    const format = await t.app.inject({ method: 'POST', url: '/api/v1/customer/delete-account', headers: bearer(token), payload: { otp: '12' } });
    expect(format.json()).toEqual({ code: 'OTP_FORMAT', message: 'Mã xác nhận sai định dạng.' });

    const deleted = await t.app.inject({ method: 'POST', url: '/api/v1/customer/delete-account', headers: bearer(token), payload: { otp: code } });
    expect(deleted.json()).toEqual({ data: { ok: true }, message: 'Tài khoản của anh đã được xóa.' });

    const [canceled] = await t.db.select().from(bookings).where(eq(bookings.id, upcoming.bookingId));
    expect(canceled).toMatchObject({ status: 'canceled', phone: null, customerId: null });
    const [kept] = await t.db.select().from(bookings).where(eq(bookings.id, past.id));
    expect(kept).toMatchObject({
      status: 'completed',
      phone: null,
      customerId: null,
      totalPrice: past.totalPrice,
      salonId: past.salonId,
      stylistId: past.stylistId,
    });
    expect(await t.db.select().from(bookingServices).where(eq(bookingServices.bookingId, past.id))).toHaveLength(1);
    const [shell] = await t.db.select().from(customers).where(eq(customers.id, customerId));
    expect(shell).toMatchObject({ phone: null, name: null, email: null, avatar: null, dateOfBirth: null, passwordHash: null });
    expect(shell!.deletedAt).toBeInstanceOf(Date);
    expect(await t.db.select().from(savedAddresses).where(eq(savedAddresses.customerId, customerId))).toEqual([]);
    expect(await t.db.select().from(customerAnswers).where(eq(customerAnswers.customerId, customerId))).toEqual([]);

    for (const old of [token, second]) expect((await t.app.inject({ url: '/api/v1/auth/me', headers: bearer(old) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { phone, password: '777777' } })).json().code).toBe('LOGIN_FAILED');
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/verify', payload: { phone } })).json().data.isNewUser).toBe(true);

    const fresh = await loginByOtp(t.app, phone);
    expect(fresh.data.isNewUser).toBe(true);
    expect(fresh.customerId).not.toBe(customerId);
    expect(fresh.data.user).toMatchObject({ userName: null, email: null });
    expect((await t.app.inject({ url: '/api/v1/customer/histories', headers: bearer(fresh.token) })).json().data).toMatchObject({ items: [], total: 0 });
    expect((await t.app.inject({ url: '/api/v1/booking', headers: bearer(fresh.token) })).json().data).toEqual([]);
  });

  it('leaves the phone in no table: every column named like phone is searched (issue 27 item 6)', async () => {
    const phone = newPhone();
    // Codes (otp_challenges), their sends (message_deliveries, the outbox), a failed login, a booking, an answer.
    const { token } = await registerWithPassword(t.app, phone, '777777');
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { phone, password: '000000' } });
    const cut = await serviceWithDuration(t.db);
    const hours = await t.app.inject({ url: `/api/v1/booking/book-hours-group?salonId=1&bookDate=21-11-2026&stylistId=0&listServiceId=${cut.id}` });
    const hourId = hours
      .json()
      .data.hourGroup.flatMap((g: { hours: { isFree: boolean; hourId: number }[] }) => g.hours)
      .find((h: { isFree: boolean }) => h.isFree).hourId;
    expect((await createBookingRequest(t.app, { salonId: 1, phone, dateBook: '21-11-2026', bookHourId: hourId, serviceIds: [cut.id], token })).statusCode).toBe(
      200,
    );
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/customer-attribute/question',
      headers: bearer(token),
      payload: { phone, answers: [{ questionId: 2, answers: [{ answerId: 2 }] }] },
    });

    // Found from the catalogue, so a table added later is searched too.
    const columns = rowsOf<{ table_name: string; column_name: string }>(
      await t.db.execute(sql`select table_name, column_name from information_schema.columns
        where table_schema = current_schema() and column_name ilike '%phone%' and data_type in ('text', 'character varying')`),
    );
    const holding = async () => {
      const found: string[] = [];
      for (const { table_name: table, column_name: column } of columns) {
        const [row] = rowsOf<{ n: number }>(
          await t.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${phone}`),
        );
        if (row!.n > 0) found.push(`${table}.${column}`);
      }
      return found;
    };
    expect(await holding()).toEqual(
      expect.arrayContaining(['customers.phone', 'bookings.phone', 'otp_challenges.phone', 'message_deliveries.phone', 'login_failures.phone']),
    );

    await t.app.inject({ method: 'POST', url: '/api/v1/customer/delete-account/otp', headers: bearer(token) });
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/customer/delete-account',
      headers: bearer(token),
      payload: { otp: await outboxCode(t.app, phone) },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await holding()).toEqual([]);
  });

  it('needs a logged-in customer', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/customer/delete-account/otp' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/customer/delete-account', payload: { otp: '123456' } })).statusCode).toBe(401);
    const { token } = await loginByOtp(t.app, newPhone());
    // A login code is not a deletion code.
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/customer/delete-account', headers: bearer(token), payload: { otp: '123456' } });
    expect(res.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/customer/delete-account', headers: bearer(token), payload: {} })).statusCode).toBe(400);
  });
});

/** Rows of a raw query: postgres.js answers an array, PGlite an object with `rows`. */
function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
