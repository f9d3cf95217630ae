import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { provinces } from './geo.ts';
import { salons } from './salons.ts';

/**
 * Franchise requests (connect2) and partner / advertising proposals (connect), issue 15. The team works
 * them new → contacted → closed; `dedupeKey` (a hash of the request's content) finds a repeat within a minute.
 */
export const connectRequests = pgTable(
  'connect_requests',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    reference: text().notNull(),
    kind: text({ enum: ['franchise', 'partner'] }).notNull(),
    status: text({ enum: ['new', 'contacted', 'closed'] })
      .notNull()
      .default('new'),
    name: text().notNull(),
    /** National form 0xxxxxxxxx (ADR 002). */
    phone: text().notNull(),
    email: text().notNull(),
    /** Franchise: one of the 34 provinces (1 July 2025), the intended area, budget range and experience. */
    province: text(),
    area: text(),
    budget: text(),
    experience: text(),
    message: text(),
    /** Partner: company, field and proposal. */
    company: text(),
    field: text(),
    proposal: text(),
    dedupeKey: text().notNull(),
    /** The team's notes and who follows the request up (a staff account id), from the back office (issue 32). */
    notes: text(),
    assigneeId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex().on(t.reference),
    index().on(t.dedupeKey, t.createdAt),
    index().on(t.kind, t.status, t.createdAt),
    check(
      'connect_requests_franchise_fields',
      sql`${t.kind} <> 'franchise' or (${t.province} is not null and ${t.area} is not null and ${t.budget} is not null and ${t.experience} is not null)`,
    ),
    check(
      'connect_requests_partner_fields',
      sql`${t.kind} <> 'partner' or (${t.company} is not null and ${t.field} is not null and ${t.proposal} is not null)`,
    ),
  ],
);

/** Open positions: salon jobs (stylist, skinner, reception at one salon) and office jobs. */
export const jobs = pgTable(
  'jobs',
  {
    id: integer().primaryKey(),
    slug: text().notNull(),
    kind: text({ enum: ['salon', 'office'] }).notNull(),
    position: text({ enum: ['stylist', 'skinner', 'reception', 'office'] }).notNull(),
    title: text().notNull(),
    department: text(),
    salonId: integer().references(() => salons.id),
    provinceId: integer()
      .notNull()
      .references(() => provinces.id),
    /** Where the work is: the salon's address, or the office's. */
    location: text().notNull(),
    summary: text().notNull(),
    duties: jsonb().$type<string[]>().notNull(),
    requirements: jsonb().$type<string[]>().notNull(),
    benefits: jsonb().$type<string[]>().notNull(),
    workHours: text().notNull(),
    /** Monthly pay range in VND. */
    payMin: integer().notNull(),
    payMax: integer().notNull(),
    openings: smallint().notNull().default(1),
    postedOn: date({ mode: 'string' }).notNull(),
    deadline: date({ mode: 'string' }).notNull(),
    status: text({ enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
  },
  (t) => [
    uniqueIndex().on(t.slug),
    index().on(t.kind, t.status),
    check('jobs_pay_range', sql`${t.payMin} > 0 and ${t.payMin} <= ${t.payMax}`),
    check('jobs_salon_has_salon', sql`(${t.kind} = 'salon') = (${t.salonId} is not null)`),
  ],
);

/**
 * One application per phone per job per 30 days (checked under an advisory lock on job + phone). The CV
 * is a file in CV_DIR, outside anything the server serves; only its random name is kept here.
 */
export const jobApplications = pgTable(
  'job_applications',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    reference: text().notNull(),
    jobId: integer()
      .notNull()
      .references(() => jobs.id),
    status: text({ enum: ['new', 'contacted', 'closed'] })
      .notNull()
      .default('new'),
    name: text().notNull(),
    phone: text().notNull(),
    email: text(),
    experience: text().notNull(),
    message: text(),
    cvFile: text(),
    cvType: text({ enum: ['pdf', 'docx'] }),
    cvBytes: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex().on(t.reference),
    index().on(t.jobId, t.phone, t.createdAt),
    check('job_applications_cv', sql`(${t.cvFile} is null) = (${t.cvType} is null)`),
  ],
);

/**
 * What the team must act on (read by the staff console): one row per request or application, with an
 * e-mail-style subject and body and the address it is meant for (TEAM_NOTIFY_EMAIL), until read.
 */
export const teamNotifications = pgTable(
  'team_notifications',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    topic: text({ enum: ['franchise', 'partner', 'application'] }).notNull(),
    reference: text().notNull(),
    recipient: text(),
    subject: text().notNull(),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    readAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.topic, t.readAt)],
);
