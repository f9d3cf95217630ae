import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { claimDay, finishDay, releaseDay } from './daily-job-repository.ts';

/** How long a claimed run may take before another instance may take the day over (the instance died). */
export const DAILY_JOB_LEASE_MS = 30 * 60_000;

/**
 * Runs `job` for `day` unless an instance of the cluster already did or is doing it: 'ran', or 'skipped'.
 * A job that throws releases its claim (the error goes on to the caller) so that the next check retries.
 */
export async function runOncePerDay<T>(
  db: Db,
  input: { name: string; day: string; clock: Clock },
  job: () => Promise<T>,
): Promise<{ state: 'ran'; result: T } | { state: 'skipped' }> {
  const { name, day, clock } = input;
  const now = clock.now();
  if (!(await claimDay(db, { name, day, now, staleBefore: new Date(now.getTime() - DAILY_JOB_LEASE_MS) }))) return { state: 'skipped' };
  try {
    const result = await job();
    await finishDay(db, { name, day, now: clock.now() });
    return { state: 'ran', result };
  } catch (err) {
    await releaseDay(db, { name, day });
    throw err;
  }
}
