import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { bookings } from '../src/db/schema/index.ts';
import { TRANSACTION_ATTEMPTS } from '../src/db/transaction-retry.ts';
import { createTestApp } from './helpers.ts';
import { createBookingRequest, newPhone, serviceWithDuration, stylistsOnShift } from './fixtures.ts';

// Issue 27 item 3: PostgreSQL may abort a create as a deadlock victim (40P01) or a serialization
// failure (40001). The create runs again from the start a bounded number of times, then answers the
// spec's busy message with 409, never a 500. Here the database itself raises the error: a trigger on
// the booking history (written in the create's transaction) fails its first `failures` inserts, and a
// sequence (not rolled back with the transaction) counts the attempts. On PGlite and PostgreSQL.
// A real deadlock between two sessions: booking-deadlock.pg.test.ts.
const TODAY = '21-11-2026';
let t: Awaited<ReturnType<typeof createTestApp>>;
let cutId: number;
let stylistId: number;
beforeAll(async () => {
  t = await createTestApp();
  cutId = (await serviceWithDuration(t.db)).id;
  stylistId = (await stylistsOnShift(t.db, 1, '2026-11-21'))[0]!.id;
  await t.db.execute(sql`create table test_contention (failures int not null, errcode text not null)`);
  await t.db.execute(sql`insert into test_contention values (0, '40P01')`);
  await t.db.execute(sql`create sequence test_contention_attempts`);
  await t.db.execute(
    sql.raw(`
    create function test_contention_fail() returns trigger language plpgsql as $$
    declare rule test_contention%rowtype;
    begin
      select * into rule from test_contention;
      if nextval('test_contention_attempts') <= rule.failures then
        raise exception 'aborted by the test' using errcode = rule.errcode;
      end if;
      return new;
    end $$`),
  );
  await t.db.execute(sql`create trigger test_contention before insert on booking_status_history for each row execute function test_contention_fail()`);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.execute(sql`select setval('test_contention_attempts', 1, false)`);
});

/** The next `failures` attempts of a create are aborted with `errcode`. */
const failNext = (failures: number, errcode: '40P01' | '40001') => t.db.execute(sql`update test_contention set failures = ${failures}, errcode = ${errcode}`);
const attempts = async () => {
  // PGlite answers { rows }, postgres-js the rows themselves.
  const result = (await t.db.execute(sql`select case when is_called then last_value else 0 end as n from test_contention_attempts`)) as unknown;
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { n: string | number }[];
  return Number(rows[0]!.n);
};
const bookingsOf = (phone: string) => t.db.select().from(bookings).where(eq(bookings.phone, phone));

describe('a create aborted by PostgreSQL contention', () => {
  it('a deadlock victim runs again and books once', async () => {
    await failNext(1, '40P01');
    const phone = newPhone();
    const res = await createBookingRequest(t.app, { salonId: 1, phone, stylistId, dateBook: TODAY, bookHourId: 12, serviceIds: [cutId] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.booking).toMatchObject({ status: 'pending_otp', stylistId });
    expect(await attempts()).toBe(2);
    expect(await bookingsOf(phone)).toHaveLength(1);
  });

  it('a serialization failure runs again too', async () => {
    await failNext(1, '40001');
    const res = await createBookingRequest(t.app, { salonId: 1, phone: newPhone(), stylistId: 0, dateBook: TODAY, bookHourId: 14, serviceIds: [cutId] });
    expect(res.statusCode).toBe(200);
    expect(await attempts()).toBe(2);
  });

  it(`aborted ${TRANSACTION_ATTEMPTS} times: 409 with the spec's busy message, nothing booked`, async () => {
    await failNext(1000, '40P01');
    const named = newPhone();
    const res = await createBookingRequest(t.app, { salonId: 1, phone: named, stylistId, dateBook: TODAY, bookHourId: 16, serviceIds: [cutId] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'STYLIST_BUSY', message: 'Stylist hôm nay bận, Mời anh chọn stylist khác!' });
    expect(await attempts()).toBe(TRANSACTION_ATTEMPTS);
    expect(await bookingsOf(named)).toHaveLength(0);

    await t.db.execute(sql`select setval('test_contention_attempts', 1, false)`);
    const any = await createBookingRequest(t.app, {
      salonId: 1,
      phone: newPhone(),
      stylistId: 0,
      dateBook: TODAY,
      bookHourId: 16,
      serviceIds: [cutId],
      lang: 'en',
    });
    expect(any.statusCode).toBe(409);
    expect(any.json().code).toBe('SALON_FULL');
    expect(any.json().message).toMatch(/^Today/);
    expect(await attempts()).toBe(TRANSACTION_ATTEMPTS);
  });
});
