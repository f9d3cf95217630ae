import { and, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { salons, staff, styleMasterPosts, styleMasterVotes } from '../../db/schema/index.ts';

// The only place that touches the Style Master tables. A vote is a row keyed (post, customer): the
// primary key makes a second vote of the same customer a no-op. A post's likes are the count of its
// rows, kept on the post by the votes' trigger (migration 0019) in the transaction that changed them;
// `contest_likes` counts only the votes cast before its contest ended.

export type PostWindow = { from: Date; to: Date };

const postColumns = {
  id: styleMasterPosts.id,
  title: styleMasterPosts.title,
  image: styleMasterPosts.image,
  createdAt: styleMasterPosts.createdAt,
  staffId: staff.id,
  staffName: staff.name,
  avatar: staff.avatar,
  isMaster: staff.isMaster,
  salonId: salons.id,
  salonName: salons.name,
};

export type PostRow = {
  id: number;
  title: string;
  image: string;
  createdAt: Date;
  staffId: number;
  staffName: string;
  avatar: string | null;
  isMaster: boolean;
  salonId: number;
  salonName: string;
  likes: number;
};

const shown = eq(styleMasterPosts.status, 'shown');
/** Shown posts (customers never see a pending or hidden one), within the contest's window if any. */
const visibleIn = (w?: PostWindow) => (w ? and(shown, gte(styleMasterPosts.createdAt, w.from), lt(styleMasterPosts.createdAt, w.to)) : shown);

/** Posts ranked by likes (within a contest: the votes cast before it ended), newer first among equals. */
export async function pageRankedPosts(db: Db, opts: { offset: number; limit: number; window?: PostWindow }): Promise<PostRow[]> {
  const likes = opts.window ? styleMasterPosts.contestLikes : styleMasterPosts.likes;
  return db
    .select({ ...postColumns, likes })
    .from(styleMasterPosts)
    .innerJoin(staff, eq(staff.id, styleMasterPosts.stylistId))
    .innerJoin(salons, eq(salons.id, staff.salonId))
    .where(visibleIn(opts.window))
    .orderBy(desc(likes), desc(styleMasterPosts.createdAt), desc(styleMasterPosts.id))
    .limit(opts.limit)
    .offset(opts.offset);
}

export async function countPosts(db: Db, window?: PostWindow): Promise<number> {
  const [row] = await db.select({ n: count() }).from(styleMasterPosts).where(visibleIn(window));
  return row?.n ?? 0;
}

/** Votes cast on the window's posts before it ended. */
export async function countVotesIn(db: Db, window: PostWindow): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${styleMasterPosts.contestLikes}), 0)`.mapWith(Number) })
    .from(styleMasterPosts)
    .where(visibleIn(window));
  return row?.n ?? 0;
}

export async function findPost(db: Db, postId: number): Promise<PostRow | undefined> {
  const [row] = await db
    .select({ ...postColumns, likes: styleMasterPosts.likes })
    .from(styleMasterPosts)
    .innerJoin(staff, eq(staff.id, styleMasterPosts.stylistId))
    .innerJoin(salons, eq(salons.id, staff.salonId))
    .where(and(eq(styleMasterPosts.id, postId), shown));
  return row;
}

/** Which of these posts the customer has voted for. */
export async function votedPostIds(db: Db, customerId: number, postIds: number[]): Promise<Set<number>> {
  if (postIds.length === 0) return new Set();
  const rows = await db
    .select({ postId: styleMasterVotes.postId })
    .from(styleMasterVotes)
    .where(and(eq(styleMasterVotes.customerId, customerId), inArray(styleMasterVotes.postId, postIds)));
  return new Set(rows.map((r) => r.postId));
}

/**
 * Sets the customer's vote on a post (true: a row, false: none) and returns the post's likes after the
 * change, or undefined when the post does not exist or is not shown. Concurrent calls are safe: insert-if-absent and
 * delete are single statements on the (post, customer) key.
 */
export async function setVote(db: Db, input: { postId: number; customerId: number; vote: boolean; now: Date }): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    const [post] = await tx
      .select({ id: styleMasterPosts.id })
      .from(styleMasterPosts)
      .where(and(eq(styleMasterPosts.id, input.postId), shown));
    if (!post) return undefined;
    if (input.vote) {
      await tx.insert(styleMasterVotes).values({ postId: input.postId, customerId: input.customerId, createdAt: input.now }).onConflictDoNothing();
    } else {
      await tx.delete(styleMasterVotes).where(and(eq(styleMasterVotes.postId, input.postId), eq(styleMasterVotes.customerId, input.customerId)));
    }
    const [row] = await tx.select({ likes: styleMasterPosts.likes }).from(styleMasterPosts).where(eq(styleMasterPosts.id, input.postId));
    return row?.likes ?? 0;
  });
}
