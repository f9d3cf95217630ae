import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salons, staffAccounts } from '../src/db/schema/index.ts';
import { managerPhone } from '../src/db/seed/floor.ts';
import { createSession } from '../src/modules/auth/session-repository.ts';
import { createTestApp } from './helpers.ts';
import { loginStaff, staffHeaders, visitAt } from './floor-fixtures.ts';

// His haircut history is answered from a page kept with his history version (issue 29). Nothing on this instance
// drops it: the database counts the version up in every writing transaction (migration 0033). So the writes here go
// straight to the database, as another instance, a job or a back-office screen would make them, and each must show
// at his next read.

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Item = {
  bookingId: number;
  salonName: string;
  services: { name: string }[];
  images: string[];
  rating: { stars: number } | null;
  receipt: { amount: number } | null;
};

async function finishedVisit(salonId: number) {
  const visit = await visitAt(t.db, t.clock.now(), 'cut', { salonId });
  const manager = await loginStaff(t.app, managerPhone(salonId));
  const res = await t.app.inject({ method: 'POST', url: `/api/v1/staff/visits/${visit.bookingId}/finish`, headers: staffHeaders(manager), payload: {} });
  expect(res.json().data).toMatchObject({ status: 'completed' });
  const token = await createSession(t.db, visit.customer!.id, t.clock.now());
  const history = async (headers: Record<string, string> = {}) =>
    t.app.inject({ url: '/api/v1/customer/histories?pageIndex=1&pageSize=5', headers: { authorization: `Bearer ${token}`, ...headers } });
  const items = async (): Promise<Item[]> => {
    const answer = await history();
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data.items;
  };
  return { visit, history, items };
}

describe('his history: a kept answer, new at his next read after any write to what it shows', () => {
  it('rating, photos, payment, services, a visit leaving "completed" and anonymising: each shows at once', async () => {
    const { visit, items } = await finishedVisit(3);
    const id = visit.bookingId;
    expect(await items()).toMatchObject([{ bookingId: id, rating: null, receipt: null, images: [] }]);

    await t.db.execute(sql`insert into ratings (booking_id, customer_id, stars) values (${id}, ${visit.customer!.id}, 4)`);
    expect((await items())[0]!.rating).toMatchObject({ stars: 4 });

    await t.db.execute(sql`insert into booking_images (booking_id, kind, url) values (${id}, 'final', '/uploads/after-cut.webp')`);
    expect((await items())[0]!.images).toEqual(['/uploads/after-cut.webp']);
    await t.db.execute(sql`update booking_images set hidden_at = now() where booking_id = ${id}`);
    expect((await items())[0]!.images).toEqual([]);

    const [account] = await t.db.select({ id: staffAccounts.id }).from(staffAccounts).orderBy(staffAccounts.id).limit(1);
    await t.db.execute(
      sql`insert into visit_payments (booking_id, salon_id, method, amount, invoice_number, staff_account_id, paid_at)
          values (${id}, 3, 'cash', 120000, ${`T-${id}`}, ${account!.id}, now())`,
    );
    expect((await items())[0]!.receipt).toMatchObject({ amount: 120000 });

    await t.db.execute(sql`update booking_services set name = 'Cắt tóc (đã sửa)' where booking_id = ${id}`);
    expect((await items())[0]!.services.map((s) => s.name)).toContain('Cắt tóc (đã sửa)');

    await t.db.execute(sql`update bookings set status = 'canceled' where id = ${id}`);
    expect(await items()).toEqual([]);
    await t.db.execute(sql`update bookings set status = 'completed' where id = ${id}`);
    expect(await items()).toHaveLength(1);

    await t.db.execute(sql`update bookings set customer_id = null where id = ${id}`);
    expect(await items()).toEqual([]);
  });

  it('unchanged, it is the same answer: a browser holding it gets 304', async () => {
    const { history } = await finishedVisit(4);
    const first = await history();
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    expect((await history()).headers.etag).toBe(etag);
    expect((await history({ 'if-none-match': etag })).statusCode).toBe(304);
  });

  it("a salon's new name is reference data: it reaches his history within a minute", async () => {
    const { visit, items } = await finishedVisit(5);
    const [salon] = await t.db.select({ name: salons.name }).from(salons).where(eq(salons.id, 5));
    expect((await items())[0]!.salonName).toBe(salon!.name);
    await t.db.execute(sql`update salons set name = ${`${salon!.name} (mới)`} where id = 5`);
    t.clock.advance(60_000);
    expect((await items())[0]).toMatchObject({ bookingId: visit.bookingId, salonName: `${salon!.name} (mới)` });
  });
});
