import { and, desc, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { bookings, connectRequests, jobApplications, jobs, ratings } from '../../db/schema/index.ts';

export type ConnectRow = typeof connectRequests.$inferSelect;

export const findConnectRequests = (db: Db) => db.select().from(connectRequests).orderBy(desc(connectRequests.createdAt), desc(connectRequests.id)).limit(200);
export async function lockConnectRequest(tx: Tx, id: number): Promise<ConnectRow | undefined> {
  const [row] = await tx.select().from(connectRequests).where(eq(connectRequests.id, id)).for('update');
  return row;
}
export async function updateConnectRow(tx: Tx, id: number, values: Partial<ConnectRow>) {
  const [row] = await tx.update(connectRequests).set(values).where(eq(connectRequests.id, id)).returning();
  return row!;
}

const applicationColumns = {
  id: jobApplications.id,
  reference: jobApplications.reference,
  jobId: jobApplications.jobId,
  jobTitle: jobs.title,
  status: jobApplications.status,
  name: jobApplications.name,
  phone: jobApplications.phone,
  experience: jobApplications.experience,
  cvFile: jobApplications.cvFile,
  cvType: jobApplications.cvType,
  createdAt: jobApplications.createdAt,
};
export const findApplications = (db: Db) =>
  db
    .select(applicationColumns)
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id))
    .limit(200);
export async function findApplication(db: Db | Tx, id: number) {
  const [row] = await db.select(applicationColumns).from(jobApplications).innerJoin(jobs, eq(jobs.id, jobApplications.jobId)).where(eq(jobApplications.id, id));
  return row;
}
export async function updateApplicationStatus(tx: Tx, id: number, status: 'new' | 'contacted' | 'closed', now: Date) {
  const [row] = await tx.update(jobApplications).set({ status, updatedAt: now }).where(eq(jobApplications.id, id)).returning({ id: jobApplications.id });
  return row;
}

const ratingColumns = {
  id: ratings.id,
  bookingId: ratings.bookingId,
  salonId: bookings.salonId,
  stars: ratings.stars,
  comment: ratings.comment,
  answer: ratings.answer,
  createdAt: ratings.createdAt,
};
/** The latest 50 ratings that carry a comment, newest first, in these salons. */
export const findCommentedRatings = (db: Db, salonIds: number[] | 'all') =>
  db
    .select(ratingColumns)
    .from(ratings)
    .innerJoin(bookings, eq(bookings.id, ratings.bookingId))
    .where(
      and(isNotNull(ratings.comment), ne(ratings.comment, ''), salonIds === 'all' ? undefined : inArray(bookings.salonId, salonIds.length ? salonIds : [-1])),
    )
    .orderBy(desc(ratings.createdAt), desc(ratings.id))
    .limit(50);
export async function lockRating(tx: Tx, id: number) {
  const [row] = await tx
    .select(ratingColumns)
    .from(ratings)
    .innerJoin(bookings, eq(bookings.id, ratings.bookingId))
    .where(eq(ratings.id, id))
    .for('update', { of: ratings });
  return row;
}
export async function answerRatingRow(tx: Tx, id: number, answer: string, staffAccountId: number, now: Date) {
  await tx.update(ratings).set({ answer, answeredBy: staffAccountId, answeredAt: now }).where(eq(ratings.id, id));
}
