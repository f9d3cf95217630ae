import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, gte, inArray, isNull } from 'drizzle-orm';
import { TOP_LIKE_POSTS, TOP_RATING_COUNT } from '@shine/shared';
import { bookings, contests, customers, ratings, styleMasterPosts, styleMasterVotes } from '../src/db/schema/index.ts';
import { createSession } from '../src/modules/auth/session-repository.ts';
import { findCustomerByPhone } from '../src/modules/customers/customers-repository.ts';
import { styleMasterPublicUrls } from '../src/modules/style-master/public-urls.ts';
import { createTestApp } from './helpers.ts';

// Style Master votes, top stylists of the month and the contest (spec §2, §7 "Other", §9). The suite's
// clock is Saturday 2026-11-21 08:00 in Hà Nội: "this month" is November 2026.

let t: Awaited<ReturnType<typeof createTestApp>>;
let demo: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  const customer = await findCustomerByPhone(t.db, '0912345678');
  demo = { authorization: `Bearer ${await createSession(t.db, customer!.id, t.clock.now())}` };
});
afterAll(() => t.close());

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ url, headers });
  return { status: res.statusCode, body: res.json() };
}
async function post(url: string, payload: unknown, headers: Record<string, string> = demo) {
  const res = await t.app.inject({ method: 'POST', url, payload: payload as object, headers });
  return { status: res.statusCode, body: res.json() };
}
async function rowsOf(postId: number) {
  const [row] = await t.db.select({ n: count() }).from(styleMasterVotes).where(eq(styleMasterVotes.postId, postId));
  return row!.n;
}

describe('Style Master posts', () => {
  it('seeds 60+ posts with portrait local pictures, ranked by likes that equal the vote rows', async () => {
    const { status, body } = await get('/api/v1/staff-vote/list?pageSize=60');
    expect(status).toBe(200);
    expect(body.data.total).toBeGreaterThanOrEqual(60);
    const items = body.data.items as { id: number; likes: number; rank: number; image: string; voted: boolean }[];
    expect(items).toHaveLength(60);
    expect(items.map((p) => p.rank)).toEqual(items.map((_, i) => i + 1));
    expect(items.every((p, i) => i === 0 || items[i - 1]!.likes >= p.likes)).toBe(true);
    expect(items.every((p) => /^\/images\/demo\/style-post-\d+\.webp$/.test(p.image) && !p.voted)).toBe(true);
    for (const p of items.slice(0, 5)) expect(p.likes).toBe(await rowsOf(p.id));
  });

  it('pages with pageIndex and pageSize (defaults 1 and 12); top-like gives the 4 most liked', async () => {
    const first = await get('/api/v1/staff-vote/list');
    expect(first.body.data).toMatchObject({ pageIndex: 1, pageSize: 12 });
    expect(first.body.data.items).toHaveLength(12);
    const second = await get('/api/v1/staff-vote/list?pageIndex=2&pageSize=12');
    expect(second.body.data.items[0].rank).toBe(13);
    const top = await get('/api/v1/stylemaster/top-like');
    expect(top.body.data).toHaveLength(TOP_LIKE_POSTS);
    expect(top.body.data.map((p: { id: number }) => p.id)).toEqual(first.body.data.items.slice(0, 4).map((p: { id: number }) => p.id));
  });

  it('a logged-in customer votes once per post; voting again changes nothing; unvote takes it back', async () => {
    const postId = 7;
    const before = (await get(`/api/v1/staff-vote/detail/${postId}`, demo)).body.data;
    expect(before.voted).toBe(false);
    const voted = await post('/api/v1/staff-vote/vote', { postId });
    expect(voted.status).toBe(200);
    expect(voted.body.data).toEqual({ postId, likes: before.likes + 1, voted: true });
    expect(voted.body.message).toBe('Cảm ơn anh đã bình chọn!');
    expect((await post('/api/v1/staff-vote/vote', { postId })).body.data.likes).toBe(before.likes + 1);
    expect(await rowsOf(postId)).toBe(before.likes + 1);
    expect((await get(`/api/v1/staff-vote/detail/${postId}`, demo)).body.data).toMatchObject({ voted: true, likes: before.likes + 1 });
    const unvoted = await post('/api/v1/staff-vote/unvote', { postId });
    expect(unvoted.body.data).toEqual({ postId, likes: before.likes, voted: false });
    expect((await post('/api/v1/staff-vote/unvote', { postId })).body.data.likes).toBe(before.likes);
    expect(await rowsOf(postId)).toBe(before.likes);
  });

  it("a visitor's list, top-like and leaderboard are prepared once (same ETag) and a vote shows in them at once", async () => {
    const br = { 'accept-encoding': 'br' };
    const urls = ['/api/v1/staff-vote/list?pageSize=60', '/api/v1/stylemaster/top-like', '/api/v1/contest/leaderboard'];
    const etags = await Promise.all(urls.map(async (url) => (await t.app.inject({ url, headers: br })).headers.etag));
    for (const [i, url] of urls.entries()) expect((await t.app.inject({ url, headers: br })).headers.etag).toBe(etags[i]);
    const likesOf = async (postId: number) =>
      (await get('/api/v1/staff-vote/list?pageSize=60')).body.data.items.find((p: { id: number }) => p.id === postId)?.likes;
    const top = (await get('/api/v1/stylemaster/top-like')).body.data[0] as { id: number; likes: number };
    expect(await likesOf(top.id)).toBe(top.likes);
    const voted = (await get(`/api/v1/staff-vote/detail/${top.id}`, demo)).body.data.voted as boolean;
    await post(voted ? '/api/v1/staff-vote/unvote' : '/api/v1/staff-vote/vote', { postId: top.id });
    const changed = top.likes + (voted ? -1 : 1);
    expect(await likesOf(top.id)).toBe(changed);
    expect((await get('/api/v1/stylemaster/top-like')).body.data.find((p: { id: number }) => p.id === top.id)?.likes ?? changed).toBe(changed);
    for (const [i, url] of urls.slice(0, 2).entries()) expect((await t.app.inject({ url, headers: br })).headers.etag).not.toBe(etags[i]);
    // A logged-in customer's list still marks his own votes.
    const mine = (await get('/api/v1/staff-vote/list?pageSize=60', demo)).body.data.items.find((p: { id: number }) => p.id === top.id);
    expect(mine.voted).toBe(!voted);
    await post(voted ? '/api/v1/staff-vote/vote' : '/api/v1/staff-vote/unvote', { postId: top.id });
    expect(await likesOf(top.id)).toBe(top.likes);
  });

  it('update-vote sets the vote to the wanted state, idempotently', async () => {
    const postId = 9;
    const start = await rowsOf(postId);
    expect((await post('/api/v1/stylemaster/update-vote', { postId, vote: true })).body.data).toEqual({ postId, likes: start + 1, voted: true });
    expect((await post('/api/v1/stylemaster/update-vote', { postId, vote: true })).body.data.likes).toBe(start + 1);
    expect((await post('/api/v1/stylemaster/update-vote', { postId, vote: false })).body.data).toEqual({ postId, likes: start, voted: false });
  });

  it('votes need login (401) and a real post (404 POST_NOT_FOUND); bad input is a 400', async () => {
    const anon = await post('/api/v1/staff-vote/vote', { postId: 1 }, {});
    expect(anon.status).toBe(401);
    expect(anon.body.code).toBe('UNAUTHORIZED');
    const missing = await post('/api/v1/staff-vote/vote', { postId: 999_999 });
    expect(missing).toMatchObject({ status: 404, body: { code: 'POST_NOT_FOUND' } });
    expect((await get('/api/v1/staff-vote/detail/999999')).body.code).toBe('POST_NOT_FOUND');
    for (const payload of [{}, { postId: 'x' }, { postId: -1 }, { postId: 1e12 }]) expect((await post('/api/v1/staff-vote/vote', payload)).status).toBe(400);
    expect((await post('/api/v1/stylemaster/update-vote', { postId: 1 })).status).toBe(400);
    expect((await get('/api/v1/staff-vote/list?pageSize=0')).status).toBe(400);
    expect((await get('/api/v1/rating/top-rate-history?month=2026-13')).status).toBe(400);
  });
});

describe('top stylists of the month from ratings of completed visits', () => {
  it('ranks this month by average stars then ratings, at most 30, 12 a page', async () => {
    const { status, body } = await get('/api/v1/rating/top-rate');
    expect(status).toBe(200);
    const page = body.data;
    expect(page.month).toBe('2026-11');
    expect(page.months.slice(0, 2)).toEqual(['2026-11', '2026-10']);
    expect(page.total).toBeGreaterThan(12);
    expect(page.total).toBeLessThanOrEqual(TOP_RATING_COUNT);
    expect(page.items).toHaveLength(12);
    const items = page.items as { rank: number; averageStar: number; totalRatings: number; staffName: string; salonName: string }[];
    expect(items.map((i) => i.rank)).toEqual(items.map((_, i) => i + 1));
    expect(
      items.every(
        (x, i) =>
          i === 0 || items[i - 1]!.averageStar > x.averageStar || (items[i - 1]!.averageStar === x.averageStar && items[i - 1]!.totalRatings >= x.totalRatings),
      ),
    ).toBe(true);
    expect(items.every((x) => x.totalRatings >= 3 && x.averageStar <= 5 && x.staffName && x.salonName)).toBe(true);
    const last = await get(`/api/v1/rating/top-rate?pageIndex=3&pageSize=12`);
    expect(last.body.data.items).toHaveLength(Math.max(0, page.total - 24));
  });

  it('history gives last month, a different ranking; a future month answers this month', async () => {
    const october = (await get('/api/v1/rating/top-rate-history?month=2026-10')).body.data;
    const november = (await get('/api/v1/rating/top-rate-history')).body.data;
    expect(october.month).toBe('2026-10');
    expect(november.month).toBe('2026-11');
    expect(october.items.length).toBeGreaterThan(0);
    expect(october.items.map((i: { staffId: number }) => i.staffId)).not.toEqual(november.items.map((i: { staffId: number }) => i.staffId));
    expect((await get('/api/v1/rating/top-rate-history?month=2027-01')).body.data.month).toBe('2026-11');
    expect((await get('/api/v1/rating/top-rate-history?month=2020-01')).body.data).toMatchObject({ month: '2020-01', items: [], total: 0 });
  });

  it('a page is prepared once (same ETag); a new rating shows in it within a minute (the ranking is reference data)', async () => {
    const br = { 'accept-encoding': 'br' };
    const first = await t.app.inject({ url: '/api/v1/rating/top-rate', headers: br });
    expect((await t.app.inject({ url: '/api/v1/rating/top-rate', headers: br })).headers.etag).toBe(first.headers.etag);
    const items = (await get('/api/v1/rating/top-rate')).body.data.items as { staffId: number; totalRatings: number }[];
    // A completed, unrated visit this month of a stylist on the first page: rated as another instance would.
    const [visit] = await t.db
      .select({ id: bookings.id, stylistId: bookings.stylistId, customerId: bookings.customerId })
      .from(bookings)
      .leftJoin(ratings, eq(ratings.bookingId, bookings.id))
      .where(
        and(
          eq(bookings.status, 'completed'),
          gte(bookings.dateBook, '2026-11-01'),
          isNull(ratings.id),
          inArray(
            bookings.stylistId,
            items.map((i) => i.staffId),
          ),
        ),
      )
      .limit(1);
    expect(visit).toBeDefined();
    await t.db.insert(ratings).values({ bookingId: visit!.id, customerId: visit!.customerId, stars: 5 });
    const before = items.find((i) => i.staffId === visit!.stylistId)!.totalRatings;
    t.clock.advance(60_000);
    const after = (await get('/api/v1/rating/top-rate')).body.data.items as { staffId: number; totalRatings: number }[];
    expect(after.find((i) => i.staffId === visit!.stylistId)?.totalRatings).toBe(before + 1);
  });
});

describe('contest and live leaderboard', () => {
  it('shows the running contest with rules, prizes and dates, in Vietnamese and English', async () => {
    const vi = (await get('/api/v1/contest')).body.data;
    expect(vi).toMatchObject({ status: 'running', slug: 'style-master' });
    expect(vi.rules.length).toBeGreaterThan(2);
    expect(vi.prizes[0]).toMatchObject({ rank: 1, value: 20_000_000 });
    expect(new Date(vi.startsAt) < t.clock.now() && t.clock.now() < new Date(vi.endsAt)).toBe(true);
    expect(vi.entries).toBeGreaterThan(5);
    const en = (await get('/api/v1/contest?lang=en')).body.data;
    expect(en.title).toMatch(/contest/i);
    expect(en.rules[0]).toMatch(/^Each entry/);
  });

  it('the leaderboard follows the votes at once', async () => {
    const board = (await get('/api/v1/contest/leaderboard')).body.data;
    const entries = board.entries as { id: number; likes: number; rank: number }[];
    expect(entries.length).toBeGreaterThan(5);
    expect(entries.every((e, i) => i === 0 || entries[i - 1]!.likes >= e.likes)).toBe(true);
    const second = entries[1]!;
    const gap = entries[0]!.likes - second.likes;
    const extra = await t.db
      .select({ id: customers.id })
      .from(customers)
      .limit(gap + 1);
    for (const c of extra) {
      const auth = { authorization: `Bearer ${await createSession(t.db, c.id, t.clock.now())}` };
      await post('/api/v1/staff-vote/vote', { postId: second.id }, auth);
    }
    const after = (await get('/api/v1/contest/leaderboard')).body.data;
    expect(after.entries[0].id).toBe(second.id);
    expect(after.contest.votes).toBeGreaterThan(board.contest.votes);
  });

  it('only posts of the contest period compete, and no contest answers 404 CONTEST_NOT_FOUND', async () => {
    const board = (await get('/api/v1/contest/leaderboard')).body.data;
    const [c] = await t.db.select().from(contests);
    const ids = board.entries.map((e: { id: number }) => e.id);
    const rows = await t.db.select().from(styleMasterPosts);
    for (const p of rows.filter((r) => ids.includes(r.id))) expect(p.createdAt >= c!.startsAt && p.createdAt < c!.endsAt).toBe(true);
    await t.db.delete(contests);
    expect(await get('/api/v1/contest')).toMatchObject({ status: 404, body: { code: 'CONTEST_NOT_FOUND' } });
    await t.db.insert(contests).values(c!);
  });

  it('lists its public pages for the sitemap', () => {
    expect(styleMasterPublicUrls()).toEqual(['/style-master', '/top-tho-cat-trong-thang', '/thong-tin-cuoc-thi', '/thong-tin-cuoc-thi/bang-xep-hang']);
  });
});

describe('vote limits', () => {
  it('limits votes per customer (the auth allowance per minute), then per IP', async () => {
    const limited = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      const [a, b, c, d, e] = await limited.db.select({ id: customers.id }).from(customers).limit(5);
      const auth = async (id: number) => ({ authorization: `Bearer ${await createSession(limited.db, id, limited.clock.now())}` });
      const vote = async (headers: Record<string, string>) =>
        (await limited.app.inject({ method: 'POST', url: '/api/v1/staff-vote/vote', payload: { postId: 1 }, headers })).statusCode;
      const first = await auth(a!.id);
      expect([await vote(first), await vote(first), await vote(first), await vote(first)]).toEqual([200, 200, 200, 429]);
      const other = await auth(b!.id);
      expect(await vote(other)).toBe(200);
      // 5 requests from this address so far; it may send 4 x 3 = 12 a minute, whoever is logged in.
      const more = [await auth(c!.id), await auth(d!.id), await auth(e!.id)];
      const statuses = [];
      for (const headers of [...more, ...more, ...more]) statuses.push(await vote(headers));
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 429, 429]);
    } finally {
      await limited.close();
    }
  }, 120_000);
});
