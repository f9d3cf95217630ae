import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { managerPhone } from '../src/db/seed/floor.ts';
import { createSession } from '../src/modules/auth/session-repository.ts';
import { createTestApp } from './helpers.ts';
import { loginStaff, staffHeaders, visitAt } from './floor-fixtures.ts';

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
const step = (bookingId: number, path: string) =>
  t.app.inject({ method: 'POST', url: `/api/v1/staff/visits/${bookingId}/${path}`, headers: staffHeaders(manager), payload: {} });

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
