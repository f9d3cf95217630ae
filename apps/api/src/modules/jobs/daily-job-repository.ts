import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dailyJobRuns } from '../../db/schema/index.ts';

// The only place that touches daily_job_runs: one row per job, claimed for a day by a conditional upsert.

/**
 * Claims `day` of a job for this instance: true when the row moved to that day (or a claim of it went
 * stale: its instance died before finishing). Of concurrent callers exactly one gets true: the upsert
 * waits on the first one's row and then finds the day already taken.
 */
export async function claimDay(db: Db, input: { name: string; day: string; now: Date; staleBefore: Date }): Promise<boolean> {
  const rows = await db
    .insert(dailyJobRuns)
    .values({ name: input.name, day: input.day, claimedAt: input.now })
    .onConflictDoUpdate({
      target: dailyJobRuns.name,
      set: { day: input.day, claimedAt: input.now, finishedAt: null },
      setWhere: sql`${dailyJobRuns.day} < excluded.day or (${dailyJobRuns.finishedAt} is null and ${dailyJobRuns.claimedAt} < ${input.staleBefore.toISOString()}::timestamptz)`,
    })
    .returning({ name: dailyJobRuns.name });
  return rows.length === 1;
}

export async function finishDay(db: Db, input: { name: string; day: string; now: Date }): Promise<void> {
  await db
    .update(dailyJobRuns)
    .set({ finishedAt: input.now })
    .where(and(eq(dailyJobRuns.name, input.name), eq(dailyJobRuns.day, input.day)));
}

/** A failed run gives its claim back, so the next check of any instance tries again. */
export async function releaseDay(db: Db, input: { name: string; day: string }): Promise<void> {
  await db
    .update(dailyJobRuns)
    .set({ claimedAt: new Date(0) })
    .where(and(eq(dailyJobRuns.name, input.name), eq(dailyJobRuns.day, input.day), isNull(dailyJobRuns.finishedAt)));
}
