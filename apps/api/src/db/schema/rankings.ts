import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { staff } from './staff.ts';

/**
 * The ratings of each stylist's completed visits per calendar month (the visit's `date_book`), kept by the
 * triggers on ratings and bookings (migration 0019) in the transaction that rates or changes the visit:
 * the month's top stylists read one row per stylist (a few thousand) instead of every rating of the month.
 */
export const stylistMonthRatings = pgTable(
  'stylist_month_ratings',
  {
    /** First day of the month. */
    month: date({ mode: 'string' }).notNull(),
    stylistId: integer()
      .notNull()
      .references(() => staff.id),
    ratings: integer().notNull().default(0),
    starsSum: integer().notNull().default(0),
    fiveStars: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.month, t.stylistId] }),
    check('stylist_month_ratings_counts', sql`${t.ratings} >= 0 and ${t.fiveStars} between 0 and ${t.ratings}`),
  ],
);

/**
 * One row per daily job: the (salon-local) day it last ran for and when an instance claimed it. Of several
 * instances starting together, the one whose conditional upsert moved the day runs the job (modules/jobs).
 */
export const dailyJobRuns = pgTable('daily_job_runs', {
  name: text().primaryKey(),
  day: date({ mode: 'string' }).notNull(),
  claimedAt: timestamp({ withTimezone: true }).notNull(),
  finishedAt: timestamp({ withTimezone: true }),
});
