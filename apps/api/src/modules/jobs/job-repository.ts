import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { jobQueue } from '../../db/schema/index.ts';

// The only place that touches job_queue (ADR 016). Due times are the app's (its clock), leases the
// database's (clock_timestamp(): one clock for every instance, whatever each one's own says).

export type JobRow = typeof jobQueue.$inferSelect;
export type NewJob = { name: string; key: string; runAt: Date; payload?: Record<string, unknown>; maxAttempts?: number };
/** Which claim of a job a worker holds: a write of a worker whose lease lapsed and was taken over changes nothing. */
export type JobClaim = { id: number; workerId: string; attempt: number };

const leaseEnd = (leaseMs: number) => sql`clock_timestamp() + ${leaseMs} * interval '1 millisecond'`;

/** Adds runs unless one of the same name and key exists: the number added (several instances, one row). */
export async function enqueueJobs(db: Db | Tx, items: NewJob[]): Promise<number> {
  if (items.length === 0) return 0;
  const added = await db
    .insert(jobQueue)
    .values(items.map((j) => ({ name: j.name, key: j.key, runAt: j.runAt, payload: j.payload ?? {}, maxAttempts: j.maxAttempts ?? 5 })))
    .onConflictDoNothing({ target: [jobQueue.name, jobQueue.key] })
    .returning({ id: jobQueue.id });
  return added.length;
}

/**
 * Takes the earliest due job of `names` no other worker holds (never claimed, or its lease lapsed: its
 * worker died) and leases it to `workerId`; rows other workers are claiming at this instant are skipped
 * (SKIP LOCKED), not waited for.
 */
export async function claimDueJob(db: Db, input: { names: string[]; now: Date; workerId: string; leaseMs: number }): Promise<JobRow | undefined> {
  const due = db
    .select({ id: jobQueue.id })
    .from(jobQueue)
    .where(
      and(
        eq(jobQueue.state, 'queued'),
        inArray(jobQueue.name, input.names),
        lte(jobQueue.runAt, input.now),
        or(isNull(jobQueue.lockedUntil), lt(jobQueue.lockedUntil, sql`clock_timestamp()`)),
      ),
    )
    .orderBy(asc(jobQueue.runAt), asc(jobQueue.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(jobQueue)
    .set({ lockedUntil: leaseEnd(input.leaseMs), lockedBy: input.workerId, attempts: sql`${jobQueue.attempts} + 1` })
    .where(inArray(jobQueue.id, due))
    .returning();
  return row;
}

const held = (claim: JobClaim) =>
  and(eq(jobQueue.id, claim.id), eq(jobQueue.state, 'queued'), eq(jobQueue.lockedBy, claim.workerId), eq(jobQueue.attempts, claim.attempt));

/** The worker's heartbeat: false when the job is no longer its own (the lease lapsed and another took it). */
export async function extendLease(db: Db, claim: JobClaim, leaseMs: number): Promise<boolean> {
  const rows = await db
    .update(jobQueue)
    .set({ lockedUntil: leaseEnd(leaseMs) })
    .where(held(claim))
    .returning({ id: jobQueue.id });
  return rows.length === 1;
}

/** Done, if still held by this claim; in the transaction of the job's effect when it has one. */
export async function completeJob(db: Db | Tx, claim: JobClaim, input: { now: Date; result?: unknown }): Promise<boolean> {
  const rows = await db
    .update(jobQueue)
    .set({ state: 'done', finishedAt: input.now, lockedUntil: null, result: input.result ?? null })
    .where(held(claim))
    .returning({ id: jobQueue.id });
  return rows.length === 1;
}

/** A failed run: again at `retryAt`, or failed for good after its last attempt. */
export async function failJob(db: Db, claim: JobClaim, input: { now: Date; retryAt: Date; error: string }): Promise<void> {
  await db
    .update(jobQueue)
    .set({
      state: sql`case when ${jobQueue.attempts} >= ${jobQueue.maxAttempts} then 'failed' else 'queued' end`,
      runAt: input.retryAt,
      lockedUntil: null,
      lockedBy: null,
      lastError: input.error.slice(0, 2000),
      finishedAt: sql`case when ${jobQueue.attempts} >= ${jobQueue.maxAttempts} then ${input.now.toISOString()}::timestamptz end`,
    })
    .where(held(claim));
}

/** Finished runs older than `before` go (the recurring ones add a row a minute). */
export async function deleteFinishedJobs(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(jobQueue)
    .where(and(inArray(jobQueue.state, ['done', 'failed']), lt(jobQueue.finishedAt, before)))
    .returning({ id: jobQueue.id });
  return rows.length;
}
