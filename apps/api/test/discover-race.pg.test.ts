import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { customers, discoverLikes, discoverPosts } from '../src/db/schema/index.ts';
import { createSession } from '../src/modules/auth/session-repository.ts';
import { createTestApp } from './helpers.ts';

// Likes under concurrency: the primary key (post, customer) and the count kept in the same transaction
// decide; only real PostgreSQL runs these requests in parallel (PGlite runs one query at a time).
let t: Awaited<ReturnType<typeof createTestApp>>;
const CUSTOMERS = 40;
let tokens: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.db
    .insert(customers)
    .values(Array.from({ length: CUSTOMERS }, (_, i) => ({ phone: `09${String(70_000_000 + i).padStart(8, '0')}`, name: `Khách ${i + 1}` })))
    .returning({ id: customers.id });
  tokens = await Promise.all(rows.map((r) => createSession(t.db, r.id, t.clock.now())));
}, 300_000);
afterAll(() => t.close());

const like = (postId: number, token: string, method: 'POST' | 'DELETE' = 'POST') =>
  t.app.inject({ method, url: `/api/v1/discovers/${postId}/like`, headers: { authorization: `Bearer ${token}` } });

async function state(postId: number) {
  const [post] = await t.db.select({ likeCount: discoverPosts.likeCount }).from(discoverPosts).where(eq(discoverPosts.id, postId));
  const [rows] = await t.db.select({ n: count() }).from(discoverLikes).where(eq(discoverLikes.postId, postId));
  return { likeCount: post?.likeCount ?? -1, rows: rows?.n ?? -1 };
}

describe('discover likes under concurrency (real PostgreSQL)', () => {
  it('40 customers like one post at the same moment: 40 rows, count 40 more than before', async () => {
    const before = await state(5);
    const results = await Promise.all(tokens.map((token) => like(5, token)));
    expect(results.map((r) => r.statusCode)).toEqual(tokens.map(() => 200));
    const after = await state(5);
    expect(after.rows).toBe(before.rows + CUSTOMERS);
    expect(after.likeCount).toBe(after.rows);
    // Each answer saw its own increment: the counts handed out are all different, the largest is the total.
    const counts = results.map((r) => r.json().data.likeCount as number);
    expect(new Set(counts).size).toBe(CUSTOMERS);
    expect(Math.max(...counts)).toBe(after.likeCount);
  }, 120_000);

  it('one customer double-taps 20 times at once: one like, counted once', async () => {
    const before = await state(6);
    const results = await Promise.all(Array.from({ length: 20 }, () => like(6, tokens[0] ?? '')));
    expect(results.every((r) => r.statusCode === 200 && r.json().data.liked === true)).toBe(true);
    const after = await state(6);
    expect(after.rows).toBe(before.rows + 1);
    expect(after.likeCount).toBe(after.rows);
  }, 120_000);

  it('likes and unlikes racing on several posts: every count equals its rows and never goes below zero', async () => {
    const posts = [7, 8, 9];
    for (let round = 0; round < 5; round++) {
      await Promise.all(
        tokens.flatMap((token, i) =>
          posts.flatMap((postId) => [like(postId, token, (i + round) % 2 ? 'POST' : 'DELETE'), like(postId, token, (i + round) % 3 ? 'DELETE' : 'POST')]),
        ),
      );
      for (const postId of posts) {
        const s = await state(postId);
        expect(s.likeCount, `post ${postId} round ${round}`).toBe(s.rows);
        expect(s.likeCount).toBeGreaterThanOrEqual(0);
      }
    }
  }, 300_000);
});
