import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, count, eq, gte, lt } from 'drizzle-orm';
import { zonedDateTimeToUtc } from '@shine/shared';
import { bookings, contests, customers, ratings, staff, styleMasterPosts, styleMasterVotes } from '../src/db/schema/index.ts';
import { createSession } from '../src/modules/auth/session-repository.ts';
import { createTestApp } from './helpers.ts';

// The month's stylist ranking and the posts' likes are counters kept by triggers in the transaction of
// the rating or vote (issue 29): under concurrency each rating and vote moves them exactly once, and the
// answers equal what counting the rows gives. Only real PostgreSQL runs these requests in parallel.
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp();
}, 300_000);
afterAll(() => t.close());

const bearer = async (customerId: number) => ({ authorization: `Bearer ${await createSession(t.db, customerId, t.clock.now())}` });

async function newCustomers(n: number, prefix: string) {
  const rows = await t.db
    .insert(customers)
    .values(Array.from({ length: n }, (_, i) => ({ phone: `${prefix}${String(i).padStart(10 - prefix.length, '0')}` })))
    .returning({ id: customers.id, phone: customers.phone });
  return Promise.all(rows.map(async (c) => ({ ...c, headers: await bearer(c.id) })));
}

type TopItem = { staffId: number; totalRatings: number; fiveStars: number; averageStar: number; rank: number };
/** The month's ranking as a visitor sees it once its minute in the reference cache has passed. */
async function topOf(month: string): Promise<TopItem[]> {
  t.clock.advance(61_000);
  return (await t.app.inject({ url: `/api/v1/rating/top-rate-history?month=${month}&pageSize=30` })).json().data.items;
}

describe('history counters under concurrency (real PostgreSQL)', () => {
  it('60 customers rate their visits with one stylist at once, each twice: the month counts 60 ratings', async () => {
    const month = '2026-02';
    const [stylist] = await t.db
      .select()
      .from(staff)
      .where(and(eq(staff.salonId, 2), eq(staff.role, 'stylist')))
      .orderBy(asc(staff.id))
      .limit(1);
    const people = await newCustomers(60, '05997');
    const visits = await t.db
      .insert(bookings)
      .values(
        people.map((c, i) => ({
          customerId: c.id,
          phone: c.phone,
          salonId: stylist!.salonId,
          stylistId: stylist!.id,
          dateBook: `${month}-${String((i % 27) + 1).padStart(2, '0')}`,
          startAt: zonedDateTimeToUtc(`${month}-${String((i % 27) + 1).padStart(2, '0')}`, 600),
          endAt: zonedDateTimeToUtc(`${month}-${String((i % 27) + 1).padStart(2, '0')}`, 640),
          hourId: 1,
          status: 'completed' as const,
          totalPrice: 120_000,
          oldTotalPrice: 120_000,
        })),
      )
      .returning({ id: bookings.id });
    const before = (await topOf(month)).find((i) => i.staffId === stylist!.id);
    const rate = (i: number) =>
      t.app.inject({ method: 'POST', url: '/api/v1/customer/rating', headers: people[i]!.headers, payload: { bookingId: visits[i]!.id, stars: 5 } });
    const answers = await Promise.all(people.flatMap((_, i) => [rate(i), rate(i)]));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(60);
    expect(statuses.filter((s) => s === 409)).toHaveLength(60);

    const after = (await topOf(month)).find((i) => i.staffId === stylist!.id);
    expect(after).toMatchObject({ totalRatings: (before?.totalRatings ?? 0) + 60, fiveStars: (before?.fiveStars ?? 0) + 60 });
    const [rows] = await t.db
      .select({ n: count() })
      .from(ratings)
      .innerJoin(bookings, eq(bookings.id, ratings.bookingId))
      .where(
        and(eq(bookings.stylistId, stylist!.id), eq(bookings.status, 'completed'), gte(bookings.dateBook, `${month}-01`), lt(bookings.dateBook, '2026-03-01')),
      );
    expect(after!.totalRatings).toBe(rows!.n);
  }, 120_000);

  it('a rated visit taken back from completed leaves the month it counted in', async () => {
    const month = '2026-02';
    const [rated] = await t.db
      .select({ id: bookings.id, stylistId: bookings.stylistId })
      .from(ratings)
      .innerJoin(bookings, eq(bookings.id, ratings.bookingId))
      .where(and(eq(bookings.status, 'completed'), eq(bookings.dateBook, `${month}-01`)))
      .limit(1);
    const before = (await topOf(month)).find((i) => i.staffId === rated!.stylistId)!;
    await t.db.update(bookings).set({ status: 'no_show' }).where(eq(bookings.id, rated!.id));
    expect((await topOf(month)).find((i) => i.staffId === rated!.stylistId)?.totalRatings).toBe(before.totalRatings - 1);
    await t.db.update(bookings).set({ status: 'completed' }).where(eq(bookings.id, rated!.id));
    expect((await topOf(month)).find((i) => i.staffId === rated!.stylistId)?.totalRatings).toBe(before.totalRatings);
  });

  it('300 concurrent votes and unvotes on a contest post: its likes, the leaderboard and the contest votes equal the rows', async () => {
    const [contest] = await t.db.select().from(contests).limit(1);
    const board = (await t.app.inject({ url: '/api/v1/contest/leaderboard' })).json().data;
    const postId = board.entries[3].id as number;
    const people = await newCustomers(100, '05996');
    const [before] = await t.db.select({ n: count() }).from(styleMasterVotes).where(eq(styleMasterVotes.postId, postId));
    const call = (url: string, i: number) => t.app.inject({ method: 'POST', url, headers: people[i]!.headers, payload: { postId } });
    const answers = await Promise.all(
      people.flatMap((_, i) => [
        call('/api/v1/staff-vote/vote', i),
        call('/api/v1/staff-vote/vote', i),
        call(i % 3 === 0 ? '/api/v1/staff-vote/unvote' : '/api/v1/staff-vote/vote', i),
      ]),
    );
    expect(answers.filter((a) => a.statusCode !== 200).map((a) => a.body)).toEqual([]);

    const [rows] = await t.db.select({ n: count() }).from(styleMasterVotes).where(eq(styleMasterVotes.postId, postId));
    expect(rows!.n).toBeGreaterThanOrEqual(before!.n + 66);
    const [post] = await t.db.select().from(styleMasterPosts).where(eq(styleMasterPosts.id, postId));
    expect(post!.createdAt >= contest!.startsAt && post!.createdAt < contest!.endsAt).toBe(true);
    const after = (await t.app.inject({ url: '/api/v1/contest/leaderboard' })).json().data;
    expect(after.entries.find((e: { id: number }) => e.id === postId)?.likes).toBe(rows!.n);
    expect((await t.app.inject({ url: `/api/v1/staff-vote/detail/${postId}` })).json().data.likes).toBe(rows!.n);
    expect(after.contest.votes).toBe(board.contest.votes + rows!.n - before!.n);
  }, 120_000);
});
