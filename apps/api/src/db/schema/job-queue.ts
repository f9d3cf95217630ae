import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';

export const JOB_STATES = ['queued', 'done', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

/**
 * The durable jobs of the cluster (ADR 016): one row per run, claimed by one instance at a time with
 * `FOR UPDATE SKIP LOCKED` and held by a lease (`locked_until`, database time) that its worker extends
 * while it runs. A worker killed mid-run stops extending it; once it lapses another instance takes the
 * job over. `attempts` counts the claims and fences the writes of a worker that lost its lease.
 * (`name`, `key`) makes a run unique: every instance may enqueue the same minute of a recurring job, or
 * the same reminder of a booking, and one row results.
 */
export const jobQueue = pgTable(
  'job_queue',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    name: text().notNull(),
    key: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** When it is due, in the app's time (the injected clock). */
    runAt: timestamp({ withTimezone: true }).notNull(),
    state: text({ enum: JOB_STATES }).notNull().default('queued'),
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull().default(5),
    /** While a worker holds it: until when, in the database's time (one clock for every instance). */
    lockedUntil: timestamp({ withTimezone: true }),
    lockedBy: text(),
    lastError: text(),
    result: jsonb().$type<unknown>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    unique('job_queue_name_key_unique').on(t.name, t.key),
    index('job_queue_due_idx')
      .on(t.runAt)
      .where(sql`state = 'queued'`),
  ],
);
