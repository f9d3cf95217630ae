import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { customers, styleMasterVotes } from '../src/db/schema/index.ts';
import { createSession } from '../src/modules/auth/session-repository.ts';
import { createTestApp } from './helpers.ts';

// A post's likes are its vote rows, one per (post, customer) by the primary key; only real PostgreSQL
// runs these requests in parallel.
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp();
}, 300_000);
afterAll(() => t.close());

async function rowsOf(postId: number) {
  const [row] = await t.db.select({ n: count() }).from(styleMasterVotes).where(eq(styleMasterVotes.postId, postId));
  return row!.n;
}
const bearer = async (customerId: number) => ({ authorization: `Bearer ${await createSession(t.db, customerId, t.clock.now())}` });
const vote = (url: string, postId: number, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url, payload: url.endsWith('update-vote') ? { postId, vote: true } : { postId }, headers });

describe('votes under concurrency (real PostgreSQL)', () => {
  it('100 concurrent vote/unvote toggles by one customer: every answer and the final count equal the rows', async () => {
    const postId = 11;
    const [customer] = await t.db.insert(customers).values({ phone: '0599700001' }).returning({ id: customers.id });
    const headers = await bearer(customer!.id);
    const before = await rowsOf(postId);
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => vote(i % 2 === 0 ? '/api/v1/staff-vote/vote' : '/api/v1/staff-vote/unvote', postId, headers)),
    );
    expect(results.map((r) => r.statusCode).every((s) => s === 200)).toBe(true);
    for (const r of results) expect([before, before + 1]).toContain(r.json().data.likes);
    const own = await t.db.select({ n: count() }).from(styleMasterVotes).where(eq(styleMasterVotes.customerId, customer!.id));
    expect(own[0]!.n).toBeLessThanOrEqual(1);
    expect(await rowsOf(postId)).toBe(before + own[0]!.n);
    const detail = (await t.app.inject({ url: `/api/v1/staff-vote/detail/${postId}`, headers })).json().data;
    expect(detail).toMatchObject({ likes: before + own[0]!.n, voted: own[0]!.n === 1 });
  }, 120_000);

  it('1,000 concurrent votes by 1,000 customers (each voting twice at once): count 1,000', async () => {
    const postId = 12;
    await t.db.delete(styleMasterVotes).where(eq(styleMasterVotes.postId, postId));
    const people = await t.db
      .insert(customers)
      .values(Array.from({ length: 1000 }, (_, i) => ({ phone: `0599${String(800000 + i).padStart(6, '0')}` })))
      .returning({ id: customers.id });
    const headers = await Promise.all(people.map((p) => bearer(p.id)));
    const started = Date.now();
    const results = await Promise.all(headers.flatMap((h) => [vote('/api/v1/staff-vote/vote', postId, h), vote('/api/v1/stylemaster/update-vote', postId, h)]));
    expect(results.filter((r) => r.statusCode !== 200).map((r) => r.body)).toEqual([]);
    expect(await rowsOf(postId)).toBe(1000);
    const list = (await t.app.inject({ url: '/api/v1/staff-vote/list?pageSize=60' })).json().data.items as { id: number; likes: number }[];
    expect(list.find((p) => p.id === postId)?.likes).toBe(1000);
    expect(list[0]!.id).toBe(postId);
    console.info(`votes race: 2,000 concurrent votes in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }, 300_000);
});
