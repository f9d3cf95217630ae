import { count, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { contests, salons, staff, styleMasterPosts } from '../../db/schema/index.ts';

// The back office's side of the Style Master tables (issue 32): every post whatever its state, and the
// contests. The customer's reads (modules/style-master) see shown posts only.

export type PostStatus = (typeof styleMasterPosts.$inferSelect)['status'];

const postColumns = {
  id: styleMasterPosts.id,
  title: styleMasterPosts.title,
  image: styleMasterPosts.image,
  createdAt: styleMasterPosts.createdAt,
  likes: styleMasterPosts.likes,
  status: styleMasterPosts.status,
  moderationReason: styleMasterPosts.moderationReason,
  moderatedAt: styleMasterPosts.moderatedAt,
  staffId: staff.id,
  staffName: staff.name,
  salonName: salons.name,
};
export type ModeratedPostRow = {
  id: number;
  title: string;
  image: string;
  createdAt: Date;
  likes: number;
  status: PostStatus;
  moderationReason: string | null;
  moderatedAt: Date | null;
  staffId: number;
  staffName: string;
  salonName: string;
};

const postsWithStylist = (db: Db | Tx) =>
  db.select(postColumns).from(styleMasterPosts).innerJoin(staff, eq(staff.id, styleMasterPosts.stylistId)).innerJoin(salons, eq(salons.id, staff.salonId));

/** Posts newest first (of one state, or all), a page of them. */
export async function findPostsNewestFirst(db: Db, opts: { status?: PostStatus; offset: number; limit: number }): Promise<ModeratedPostRow[]> {
  return postsWithStylist(db)
    .where(opts.status ? eq(styleMasterPosts.status, opts.status) : undefined)
    .orderBy(desc(styleMasterPosts.createdAt), desc(styleMasterPosts.id))
    .limit(opts.limit)
    .offset(opts.offset);
}

export async function countPostsByStatus(db: Db): Promise<Record<PostStatus, number>> {
  const rows = await db.select({ status: styleMasterPosts.status, n: count() }).from(styleMasterPosts).groupBy(styleMasterPosts.status);
  const counts = { pending: 0, shown: 0, hidden: 0 };
  for (const r of rows) counts[r.status] = r.n;
  return counts;
}

export async function findModeratedPost(db: Db | Tx, id: number): Promise<ModeratedPostRow | undefined> {
  const [row] = await postsWithStylist(db).where(eq(styleMasterPosts.id, id));
  return row;
}

/** Holds the post's row until the transaction ends (two editors at once: one after the other). */
export async function lockPost(tx: Tx, id: number) {
  const [row] = await tx.select({ id: styleMasterPosts.id }).from(styleMasterPosts).where(eq(styleMasterPosts.id, id)).for('update');
  return row;
}

export async function setPostStatus(tx: Tx, id: number, change: { status: PostStatus; reason: string; at: Date }) {
  await tx.update(styleMasterPosts).set({ status: change.status, moderationReason: change.reason, moderatedAt: change.at }).where(eq(styleMasterPosts.id, id));
}

// Contests.

export type ContestRow = typeof contests.$inferSelect;

export async function findContests(db: Db): Promise<ContestRow[]> {
  return db.select().from(contests).orderBy(desc(contests.startsAt), desc(contests.id));
}

/** One contest, its row held until the transaction ends. */
export async function lockContest(tx: Tx, id: number): Promise<ContestRow | undefined> {
  const [row] = await tx.select().from(contests).where(eq(contests.id, id)).for('update');
  return row;
}

/** Rewrites a contest; the contests' trigger (migration 0019) recounts which votes count for its posts. */
export async function updateContest(tx: Tx, id: number, change: Omit<typeof contests.$inferInsert, 'id' | 'slug' | 'image'>): Promise<ContestRow> {
  const [row] = await tx.update(contests).set(change).where(eq(contests.id, id)).returning();
  return row!;
}

const DEFAULT_CONTEST_IMAGE = '/images/style-master/contest-style-master.webp';

/**
 * A new contest (ids are chosen, as the seed's are: the next one under a lock of the table's writers), its
 * address `style-master-<id>` and the picture of the latest contest.
 */
export async function insertContest(tx: Tx, change: Omit<typeof contests.$inferInsert, 'id' | 'slug' | 'image'>): Promise<ContestRow> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('contests:id'))`);
  const [last] = await tx.select({ id: contests.id }).from(contests).orderBy(desc(contests.id)).limit(1);
  const [latest] = await tx.select({ image: contests.image }).from(contests).orderBy(desc(contests.startsAt)).limit(1);
  const id = (last?.id ?? 0) + 1;
  const [row] = await tx
    .insert(contests)
    .values({ ...change, id, slug: `style-master-${id}`, image: latest?.image ?? DEFAULT_CONTEST_IMAGE })
    .returning();
  return row!;
}
