import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { discoverLikes, discoverPosts } from '../../db/schema/index.ts';

export type DiscoverPostRow = typeof discoverPosts.$inferSelect;
type Topic = DiscoverPostRow['topic'];

/** One page of the feed, newest first, and the total. */
export async function findDiscoverPage(db: Db, input: { offset: number; limit: number; topic?: Topic }) {
  const where = input.topic ? eq(discoverPosts.topic, input.topic) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(discoverPosts).where(where).orderBy(desc(discoverPosts.publishedAt), desc(discoverPosts.id)).limit(input.limit).offset(input.offset),
    db.select({ n: count() }).from(discoverPosts).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findDiscoverPost(db: Db, id: number): Promise<DiscoverPostRow | undefined> {
  const [row] = await db.select().from(discoverPosts).where(eq(discoverPosts.id, id));
  return row;
}

/** The newest other posts of the same topic. */
export async function findRelatedPosts(db: Db, post: DiscoverPostRow, limit: number) {
  return db
    .select()
    .from(discoverPosts)
    .where(and(eq(discoverPosts.topic, post.topic), ne(discoverPosts.id, post.id)))
    .orderBy(desc(discoverPosts.publishedAt), desc(discoverPosts.id))
    .limit(limit);
}

export async function findDiscoverIds(db: Db): Promise<number[]> {
  return (await db.select({ id: discoverPosts.id }).from(discoverPosts).orderBy(desc(discoverPosts.publishedAt))).map((r) => r.id);
}

/** Which of these posts the customer likes. */
export async function findLikedPostIds(db: Db, customerId: number, postIds: number[]): Promise<Set<number>> {
  if (postIds.length === 0) return new Set();
  const rows = await db
    .select({ postId: discoverLikes.postId })
    .from(discoverLikes)
    .where(and(eq(discoverLikes.customerId, customerId), inArray(discoverLikes.postId, postIds)));
  return new Set(rows.map((r) => r.postId));
}

/**
 * Like: one transaction inserts the customer's row (the primary key makes a second like of the same
 * customer a no-op, also when two arrive together) and, only when a row was inserted, adds one to the
 * post's count under its row lock. So the count always equals the rows. Undefined for an unknown post
 * (posts are never deleted, so the plain look-up needs no lock; a lock here would only invite deadlocks).
 */
export async function likePost(db: Db, postId: number, customerId: number, at: Date) {
  return db.transaction(async (tx) => {
    const [post] = await tx.select({ id: discoverPosts.id }).from(discoverPosts).where(eq(discoverPosts.id, postId));
    if (!post) return undefined;
    const inserted = await tx
      .insert(discoverLikes)
      .values({ postId, customerId, createdAt: at })
      .onConflictDoNothing()
      .returning({ postId: discoverLikes.postId });
    return bumpCount(tx, postId, inserted.length);
  });
}

/** Unlike: deletes the customer's row and, only when there was one, takes one off the count. */
export async function unlikePost(db: Db, postId: number, customerId: number) {
  return db.transaction(async (tx) => {
    const [post] = await tx.select({ id: discoverPosts.id }).from(discoverPosts).where(eq(discoverPosts.id, postId));
    if (!post) return undefined;
    const deleted = await tx
      .delete(discoverLikes)
      .where(and(eq(discoverLikes.postId, postId), eq(discoverLikes.customerId, customerId)))
      .returning({ postId: discoverLikes.postId });
    return bumpCount(tx, postId, -deleted.length);
  });
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function bumpCount(tx: Tx, postId: number, delta: number): Promise<number> {
  const [row] = await tx
    .update(discoverPosts)
    .set({ likeCount: sql`${discoverPosts.likeCount} + ${delta}` })
    .where(eq(discoverPosts.id, postId))
    .returning({ likeCount: discoverPosts.likeCount });
  return row?.likeCount ?? 0;
}
