import { and, asc, count, countDistinct, desc, eq, gt, gte, sql, sum } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { connectRequests, jobApplications, jobs, provinces, salons, staff, teamNotifications } from '../../db/schema/index.ts';

// The only place the franchise, partner and job tables are read or written.

export type NewConnectRequest = typeof connectRequests.$inferInsert;
export type NewApplication = typeof jobApplications.$inferInsert;
export type NewNotification = typeof teamNotifications.$inferInsert;

/** Serialises writers of one key (a request's content, a phone + job) until the transaction ends. */
export async function lockKey(tx: Tx, key: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 15))`);
}

export async function findRecentConnectRequest(tx: Tx, dedupeKey: string, since: Date) {
  const [row] = await tx
    .select({ reference: connectRequests.reference })
    .from(connectRequests)
    .where(and(eq(connectRequests.dedupeKey, dedupeKey), gt(connectRequests.createdAt, since)))
    .orderBy(desc(connectRequests.id))
    .limit(1);
  return row;
}

export async function insertConnectRequest(tx: Tx, row: NewConnectRequest) {
  await tx.insert(connectRequests).values(row);
}

export async function insertNotification(tx: Tx, row: NewNotification) {
  await tx.insert(teamNotifications).values(row);
}

/** The latest application of a phone to a job since `since`. */
export async function findRecentApplication(tx: Tx, jobId: number, phone: string, since: Date) {
  const [row] = await tx
    .select({ reference: jobApplications.reference, createdAt: jobApplications.createdAt })
    .from(jobApplications)
    .where(and(eq(jobApplications.jobId, jobId), eq(jobApplications.phone, phone), gt(jobApplications.createdAt, since)))
    .orderBy(desc(jobApplications.id))
    .limit(1);
  return row;
}

export async function insertApplication(tx: Tx, row: NewApplication) {
  await tx.insert(jobApplications).values(row);
}

const jobColumns = {
  id: jobs.id,
  slug: jobs.slug,
  kind: jobs.kind,
  position: jobs.position,
  title: jobs.title,
  department: jobs.department,
  salonId: jobs.salonId,
  salonName: salons.name,
  provinceId: jobs.provinceId,
  provinceName: provinces.name,
  location: jobs.location,
  payMin: jobs.payMin,
  payMax: jobs.payMax,
  openings: jobs.openings,
  postedOn: jobs.postedOn,
  deadline: jobs.deadline,
};

/** Open jobs of a kind whose deadline is not past, newest first. */
export function findOpenJobs(db: Db, kind: 'salon' | 'office', today: string) {
  return db
    .select(jobColumns)
    .from(jobs)
    .innerJoin(provinces, eq(provinces.id, jobs.provinceId))
    .leftJoin(salons, eq(salons.id, jobs.salonId))
    .where(and(eq(jobs.kind, kind), eq(jobs.status, 'open'), gte(jobs.deadline, today)))
    .orderBy(desc(jobs.postedOn), asc(jobs.id));
}

export async function findOpenJob(db: Db, slug: string, today: string) {
  const [row] = await db
    .select({
      ...jobColumns,
      summary: jobs.summary,
      duties: jobs.duties,
      requirements: jobs.requirements,
      benefits: jobs.benefits,
      workHours: jobs.workHours,
    })
    .from(jobs)
    .innerJoin(provinces, eq(provinces.id, jobs.provinceId))
    .leftJoin(salons, eq(salons.id, jobs.salonId))
    .where(and(eq(jobs.slug, slug), eq(jobs.status, 'open'), gte(jobs.deadline, today)));
  return row;
}

/** The chain in figures: salons open, the provinces they are in, stylists and skinners, customers served. */
export async function chainFigures(db: Db, today: string) {
  const opened = and(eq(salons.active, true), sql`(${salons.openingDate} is null or ${salons.openingDate} <= ${today})`);
  const [salonFigures] = await db
    .select({ salons: count(), provinces: countDistinct(salons.provinceId) })
    .from(salons)
    .where(opened);
  const team = await db
    .select({ role: staff.role, people: count(), customers: sum(staff.totalCustomers) })
    .from(staff)
    .innerJoin(salons, eq(salons.id, staff.salonId))
    .where(and(eq(staff.active, true), eq(salons.active, true)))
    .groupBy(staff.role);
  const [open] = await db
    .select({ jobs: count() })
    .from(jobs)
    .where(and(eq(jobs.status, 'open'), gte(jobs.deadline, today)));
  const stylists = team.find((t) => t.role === 'stylist');
  return {
    salons: salonFigures?.salons ?? 0,
    provinces: salonFigures?.provinces ?? 0,
    stylists: stylists?.people ?? 0,
    skinners: team.find((t) => t.role === 'skinner')?.people ?? 0,
    customersServed: Number(stylists?.customers ?? 0),
    openJobs: open?.jobs ?? 0,
  };
}
