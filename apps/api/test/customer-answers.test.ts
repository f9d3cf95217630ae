import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { customers } from '../src/db/schema/index.ts';
import { managerPhone } from '../src/db/seed/floor.ts';
import { createSession } from '../src/modules/auth/session-repository.ts';
import { GENEROUS_LIMITS, TEST_NOW, createTestApp } from './helpers.ts';
import { createBookingRequest, newPhone } from './fixtures.ts';
import { loginStaff, staffHeaders, visitAt } from './floor-fixtures.ts';

/** The day after the suite's (TEST_NOW: 21-11-2026 in Ho Chi Minh City), as the booking calls write it. */
const TOMORROW = '22-11-2026';

// Answers prepared once and shared, with the caller's own small part merged in (issue 29): whatever is
// kept between requests, a write on this instance shows at the customer's next read.

let t: Awaited<ReturnType<typeof createTestApp>>;
let manager: string;

beforeAll(async () => {
  t = await createTestApp();
  manager = await loginStaff(t.app, managerPhone(1));
});
afterAll(() => t.close());

const get = async (url: string, token?: string) => {
  const res = await t.app.inject({ url, headers: token ? { authorization: `Bearer ${token}` } : {} });
  expect(res.statusCode, url).toBe(200);
  return res.json();
};
const step = (bookingId: number, path: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1/staff/visits/${bookingId}/${path}`, headers: staffHeaders(manager), payload });

type Card = { id: number; hasCame: boolean };
type Service = { serviceId: number; used: number };
type Category = { serviceGroups: { services: Service[] }[] };
const cameTo = (body: { data: Card[] }) => body.data.filter((c) => c.hasCame).map((c) => c.id);
const usedIn = (body: { data: Category[] }) =>
  body.data.flatMap((c) => c.serviceGroups.flatMap((g) => g.services.filter((s) => s.used === 1).map((s) => s.serviceId)));

describe("the salon and service lists: the prepared list plus the customer's own visits", () => {
  it('a visit finished at the salon marks it and its service at his next read; undone, the marks go', async () => {
    const visit = await visitAt(t.db, t.clock.now(), 'cut', { salonId: 1 });
    const phone = visit.customer!.phone;
    const token = await createSession(t.db, visit.customer!.id, t.clock.now());
    const salons = () => get(`/api/v1/booking/fetchAllSalon?phone=${phone}`, token);
    const services = () => get(`/api/v1/booking/service-list-v5?salonId=1&customerPhone=${phone}`, token);
    expect(cameTo(await salons())).toEqual([]);
    expect(usedIn(await services())).toEqual([]);

    expect((await step(visit.bookingId, 'finish')).json().data).toMatchObject({ stage: 'finished', status: 'completed' });
    expect(cameTo(await salons())).toEqual([1]);
    const used = usedIn(await services());
    expect(used).toHaveLength(1);
    expect((await services()).ruleShowBookings).toEqual({ showUsed: true });
    // His marks stay his: the same phone without his session gets the shared lists.
    expect(cameTo(await get(`/api/v1/booking/fetchAllSalon?phone=${phone}`))).toEqual([]);
    expect(usedIn(await get(`/api/v1/booking/service-list-v5?salonId=1&customerPhone=${phone}`))).toEqual([]);

    // His history: the visit with its service, on page 1 of 1; past the end, no visits and the same total.
    const history = (await get('/api/v1/customer/histories?pageIndex=1&pageSize=5', token)).data;
    expect(history).toMatchObject({ total: 1, pageIndex: 1, items: [{ bookingId: visit.bookingId, rating: null, receipt: null }] });
    expect(history.items[0].services.map((x: { id: number }) => x.id)).toEqual(used);
    expect((await get('/api/v1/customer/histories?pageIndex=2&pageSize=5', token)).data).toMatchObject({ total: 1, items: [] });

    expect((await step(visit.bookingId, 'undo')).json().data).toMatchObject({ stage: 'cut', status: 'in_service' });
    expect(cameTo(await salons())).toEqual([]);
    expect(usedIn(await services())).toEqual([]);
  });
});

describe('a session the read-only routes keep for moments', () => {
  it('is gone on this instance the moment he logs out: his history answers 401 at once', async () => {
    const visit = await visitAt(t.db, t.clock.now(), 'cut', { salonId: 2 });
    const token = await createSession(t.db, visit.customer!.id, t.clock.now());
    await get('/api/v1/customer/histories?pageIndex=1&pageSize=5', token);
    const out = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { authorization: `Bearer ${token}` } });
    expect(out.statusCode, out.body).toBe(200);
    const after = await t.app.inject({ url: '/api/v1/customer/histories?pageIndex=1&pageSize=5', headers: { authorization: `Bearer ${token}` } });
    expect(after.statusCode).toBe(401);
  });
});

// His history, member status and a phone's upcoming lookup are kept per customer (phone) on each instance and
// dropped by the database's notification of a change to their rows (migration 0032, lib/customer-answers.ts).
describe('his history, member status and upcoming lookup: kept until the database says they changed, on every instance', () => {
  let other: FastifyInstance;
  beforeAll(async () => {
    // A second instance on the same database (its own caches and LISTEN), as behind a load balancer.
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '', ...GENEROUS_LIMITS });
    other = await buildApp({ config, database: t.database, clock: t.clock, logger: false });
    await other.ready();
  });
  afterAll(() => other.close());

  const read = async (app: FastifyInstance, url: string, token?: string) => {
    const res = await app.inject({ url, headers: token ? { authorization: `Bearer ${token}` } : {} });
    expect(res.statusCode, url).toBe(200);
    return res.json().data;
  };
  const history = (app: FastifyInstance, token: string) => read(app, '/api/v1/customer/histories?pageIndex=1&pageSize=5', token);
  const status = (app: FastifyInstance, token: string) => read(app, '/api/v1/membership/status', token);
  const lookup = (app: FastifyInstance, phone: string) => read(app, `/api/v1/booking/lookup?phone=${phone}`);
  const both = async <T>(ask: (app: FastifyInstance) => Promise<T>) => {
    // The second instance hears the change at its commit on its LISTEN connection: wait for what was committed.
    await other.deps.cache.customerAnswers.caughtUp();
    return [await ask(t.app), await ask(other)];
  };
  const customer = async (opts: { balance?: number; salonId: number }) => {
    const visit = await visitAt(t.db, t.clock.now(), 'finished', { salonId: opts.salonId, balance: opts.balance });
    return { ...visit, phone: visit.customer!.phone!, token: await createSession(t.db, visit.customer!.id, t.clock.now()) };
  };

  it('each customer gets his own: two customers asking in turn on both instances never see the other’s', async () => {
    const a = await customer({ salonId: 1, balance: 100_000 });
    const b = await customer({ salonId: 2, balance: 300_000 });
    for (let round = 0; round < 2; round++) {
      for (const app of [t.app, other]) {
        for (const [who, balance] of [
          [a, 100_000],
          [b, 300_000],
        ] as const) {
          expect((await history(app, who.token)).items.map((i: { bookingId: number }) => i.bookingId)).toEqual([who.bookingId]);
          expect((await status(app, who.token)).wallet.balance).toBe(balance);
        }
      }
    }
    const booked = await createBookingRequest(t.app, { salonId: 3, phone: a.phone, dateBook: TOMORROW, bookHourId: 12, serviceIds: [101], token: a.token });
    expect(booked.statusCode, booked.body).toBe(200);
    const [forA, forB] = [await lookup(other, a.phone), await lookup(other, b.phone)];
    expect(forA).toHaveLength(1);
    expect(forB).toEqual([]);
  });

  it('after he books, cancels, pays and rates, his next read shows it, on the instance that wrote and on the other', async () => {
    const me = await customer({ salonId: 1, balance: 500_000 });
    // Asked once on each instance: kept there.
    for (const app of [t.app, other]) {
      expect(await lookup(app, me.phone)).toEqual([]);
      expect((await history(app, me.token)).items[0]).toMatchObject({ bookingId: me.bookingId, rating: null, receipt: null });
      expect((await status(app, me.token)).wallet.balance).toBe(500_000);
    }

    // Book: the lookup shows the booking.
    const booked = await createBookingRequest(t.app, { salonId: 3, phone: me.phone, dateBook: TOMORROW, bookHourId: 14, serviceIds: [101], token: me.token });
    expect(booked.statusCode, booked.body).toBe(200);
    const bookingId = booked.json().data.booking.bookingId as number;
    for (const found of await both((app) => lookup(app, me.phone))) expect(found).toEqual([expect.objectContaining({ dateBook: TOMORROW })]);

    // Cancel (on the other instance this time): it is gone from both.
    const canceled = await other.inject({ method: 'DELETE', url: `/api/v1/booking/${bookingId}`, headers: { authorization: `Bearer ${me.token}` } });
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(await lookup(other, me.phone)).toEqual([]);
    for (const found of await both((app) => lookup(app, me.phone))) expect(found).toEqual([]);

    // Pay at reception from his balance: the receipt in his history, the balance and spend in his status.
    const paid = await step(me.bookingId, 'pay', { method: 'balance' });
    expect(paid.statusCode, paid.body).toBe(200);
    for (const h of await both((app) => history(app, me.token))) expect(h.items[0].receipt).toMatchObject({ amount: me.totalPrice, method: 'balance' });
    for (const s of await both((app) => status(app, me.token))) expect(s.wallet.balance).toBe(500_000 - me.totalPrice);

    // Rate the visit: his history shows the stars.
    const rated = await other.inject({
      method: 'POST',
      url: '/api/v1/customer/rating',
      headers: { authorization: `Bearer ${me.token}` },
      payload: { bookingId: me.bookingId, stars: 4, comment: 'Ổn' },
    });
    expect(rated.statusCode, rated.body).toBe(200);
    for (const h of await both((app) => history(app, me.token))) expect(h.items[0].rating).toEqual({ stars: 4, comment: 'Ổn' });
  });

  it('what the database does not announce is answered as kept until the answer ends: a lapsed hold, a minute', async () => {
    const me = await customer({ salonId: 2, balance: 200_000 });
    // His first status stores his tier (a write, which drops it); the second is kept.
    for (let i = 0; i < 2; i++) expect((await status(t.app, me.token)).wallet.balance).toBe(200_000);
    // Written with the notifying trigger off (as no code of the API ever does): the kept answer stays…
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`alter table customers disable trigger customers_customer_answers_upd`);
      await tx.update(customers).set({ accountBalance: 1_000 }).where(eq(customers.id, me.customer!.id));
      await tx.execute(sql`alter table customers enable trigger customers_customer_answers_upd`);
    });
    expect((await status(t.app, me.token)).wallet.balance).toBe(200_000);

    // An unverified hold (anonymous, waiting for its code) is in the lookup until it lapses, with no write in between.
    const phone = newPhone();
    const held = await createBookingRequest(t.app, { salonId: 3, phone, dateBook: TOMORROW, bookHourId: 16, serviceIds: [101] });
    expect(held.statusCode, held.body).toBe(200);
    expect(held.json().data.booking.isUseOtp).toBe(true);
    expect(await lookup(t.app, phone)).toHaveLength(1);
    try {
      t.clock.advance(5 * 60_000 + 1_000);
      expect(await lookup(t.app, phone)).toEqual([]);
      // …and a minute at most.
      t.clock.advance(60_000);
      expect((await status(t.app, me.token)).wallet.balance).toBe(1_000);
    } finally {
      t.clock.set(TEST_NOW);
    }
  });
});
