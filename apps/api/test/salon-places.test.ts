import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { bookings, customers, salons, staff } from '../src/db/schema/index.ts';
import { createSession } from '../src/modules/auth/session-repository.ts';
import { findCustomerByPhone } from '../src/modules/customers/customers-repository.ts';
import { createTestApp } from './helpers.ts';
import { newPhone } from './fixtures.ts';

// The salon chooser's personal chips (spec §2, §6, §9 location attribute ids): visited salons, saved
// addresses and the salons near them, the last posted location. Data only for the logged-in customer.

let t: Awaited<ReturnType<typeof createTestApp>>;
/** Bearer header of the demo customer 0912 345 678 (visited salons 1, 2, 24; three saved places). */
let demo: { authorization: string };
const DEMO = '0912345678';

beforeAll(async () => {
  t = await createTestApp();
  const customer = await findCustomerByPhone(t.db, DEMO);
  demo = { authorization: `Bearer ${await createSession(t.db, customer!.id, t.clock.now())}` };
});
afterAll(() => t.close());

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ url, headers });
  return { status: res.statusCode, body: res.json() };
}
const isNearestFirst = (distances: number[]) => distances.every((d, i) => i === 0 || distances[i - 1]! <= d);

/** A customer with completed visits (salon id, days ago) and a session, for the personal chips. */
async function customerWithVisits(visits: [salonId: number, daysAgo: number][]) {
  const phone = newPhone();
  const [customer] = await t.db.insert(customers).values({ phone }).returning();
  for (const [salonId, daysAgo] of visits) {
    const [stylist] = await t.db
      .select()
      .from(staff)
      .where(and(eq(staff.salonId, salonId), eq(staff.role, 'stylist')))
      .limit(1);
    const startAt = new Date(Date.parse('2026-11-21T03:00:00Z') - daysAgo * 86_400_000);
    await t.db.insert(bookings).values({
      customerId: customer!.id,
      phone,
      salonId,
      stylistId: stylist!.id,
      dateBook: startAt.toISOString().slice(0, 10),
      startAt,
      endAt: new Date(startAt.getTime() + 1_800_000),
      hourId: 1,
      status: 'completed',
      totalPrice: 100_000,
      oldTotalPrice: 100_000,
    });
  }
  const headers = { authorization: `Bearer ${await createSession(t.db, customer!.id, t.clock.now())}` };
  return { phone, id: customer!.id, headers };
}

describe('visited salons and saved places', () => {
  it('getSalonHasCameNew: the 3 most recent, salon 24 filtered out', async () => {
    const c = await customerWithVisits([
      [10, 30],
      [7, 20],
      [8, 15],
      [24, 3],
      [9, 10],
      [10, 5],
    ]);
    const { body } = await get(`/api/v1/booking/getSalonHasCameNew?customerPhone=${c.phone}`, c.headers);
    expect(body.data).toEqual([{ title: 'Salon anh đã từng đến', data: [10, 9, 8] }]);
    expect((await get(`/api/v1/booking/getSalonHasCameNew?customerPhone=${DEMO}`, demo)).body.data[0].data).toEqual([1, 2]);
  });

  it('getSalonHasCameNew: no phone, user id 0, an unknown phone or another phone get []', async () => {
    for (const [url, headers] of [
      ['/api/v1/booking/getSalonHasCameNew', {}],
      [`/api/v1/booking/getSalonHasCameNew?customerPhone=${DEMO}`, {}],
      [`/api/v1/booking/getSalonHasCameNew?customerPhone=${DEMO}&userId=0`, demo],
      [`/api/v1/booking/getSalonHasCameNew?customerPhone=${newPhone()}`, demo],
    ] as const) {
      expect((await get(url, headers)).body, url).toEqual({ data: [] });
    }
  });

  it('getSavingLocation: the saved addresses by phone or user id, nothing for anyone else', async () => {
    const customer = await findCustomerByPhone(t.db, DEMO);
    const expected = [
      { attrId: 4, attrName: 'Nhà riêng', text: expect.any(String) },
      { attrId: 5, attrName: 'Công ty', text: expect.any(String) },
      { attrId: 6, attrName: 'Nơi thường đến', text: expect.any(String) },
    ];
    expect((await get(`/api/v1/booking/getSavingLocation?phone=${DEMO}`, demo)).body.data.address).toEqual(expected);
    expect((await get(`/api/v1/booking/getSavingLocation?userId=${customer!.id}`, demo)).body.data.address).toEqual(expected);
    expect((await get(`/api/v1/booking/getSavingLocation?phone=${DEMO}`)).body.data.address).toEqual([]);
    expect((await get(`/api/v1/booking/getSavingLocation?userId=${customer!.id + 1}`, demo)).body.data.address).toEqual([]);
  });

  it('getListSalonFilterCustomerAddress 4/5/6: nearest salons to that saved place, at most 5', async () => {
    for (const attrId of [4, 5, 6]) {
      const { body } = await get(`/api/v1/booking/getListSalonFilterCustomerAddress?phone=${DEMO}&attrId=${attrId}&limit=5`, demo);
      expect(body.data).toHaveLength(5);
      expect(body.data.map((s: { salonId: number }) => s.salonId)).not.toContain(24);
      expect(isNearestFirst(body.data.map((s: { distance: number }) => s.distance))).toBe(true);
    }
    const home = await get(`/api/v1/booking/getListSalonFilterCustomerAddress?phone=${DEMO}&attrId=4&limit=2`, demo);
    expect(home.body.data).toHaveLength(2);
    const capped = await get(`/api/v1/booking/getListSalonFilterCustomerAddress?phone=${DEMO}&attrId=4&limit=50`, demo);
    expect(capped.body.data).toHaveLength(5);
    expect((await get(`/api/v1/booking/getListSalonFilterCustomerAddress?phone=${DEMO}&attrId=4`)).body.data).toEqual([]);
  });

  it('82 and 83 use the last posted location; 83 without one sorts from the latest visited salon', async () => {
    const c = await customerWithVisits([
      [7, 20],
      [14, 10],
      [24, 3],
      [20, 5],
    ]);
    const url = (attrId: number) => `/api/v1/booking/getListSalonFilterCustomerAddress?phone=${c.phone}&attrId=${attrId}`;
    expect((await get(url(82), c.headers)).body.data).toEqual([]);
    const visited = (await get(url(83), c.headers)).body.data;
    expect(visited[0]).toEqual({ salonId: 20, distance: 0 });
    expect(visited.map((s: { salonId: number }) => s.salonId).sort((a: number, b: number) => a - b)).toEqual([7, 14, 20]);

    const [salon7] = await t.db.select().from(salons).where(eq(salons.id, 7));
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/booking/postTrackingLocation',
      payload: { customerPhone: c.phone, latitude: salon7!.latitude, longitude: salon7!.longitude },
    });
    expect(posted.json()).toEqual({ data: { stored: true } });
    const nearby = (await get(url(82), c.headers)).body.data;
    expect(nearby).toHaveLength(5);
    expect(nearby[0]).toEqual({ salonId: 7, distance: 0 });
    expect((await get(url(83), c.headers)).body.data[0]).toEqual({ salonId: 7, distance: 0 });
  });
});
