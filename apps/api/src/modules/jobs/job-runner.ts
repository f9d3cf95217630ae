import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { zonedDateTimeToUtc, zonedToday } from '@shine/shared';
import type { Db, Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { type JobClaim, type JobRow, type NewJob, claimDueJob, completeJob, deleteFinishedJobs, enqueueJobs, extendLease, failJob } from './job-repository.ts';

/** What a job's run is handed: its row, a signal aborted when its lease was lost, and `complete` for a transactional finish. */
export type JobContext = {
  job: JobRow;
  signal: AbortSignal;
  /**
   * Marks the job done inside the transaction of its effect (exactly once: the effect commits with the
   * job's end or not at all); throws when the job is no longer this worker's, which rolls the effect back.
   */
  complete(tx: Tx, result?: unknown): Promise<void>;
};

/** The run of a recurring job due at `now`: one key per period, so every instance enqueues the same row. */
export type Schedule = (now: Date) => { key: string; runAt: Date };

export type JobDefinition = {
  name: string;
  /** Recurring jobs: the period's run, enqueued by each poll of each instance (one row). One-off runs are enqueued with `enqueueJob`. */
  schedule?: Schedule;
  /** Attempts before the run is left failed (a recurring job's next period runs anyway). */
  maxAttempts?: number;
  /** What the job does; its result is kept on the row. It must throw (not return) when `signal` aborts it midway. */
  run(ctx: JobContext): Promise<unknown>;
};

/** A period of `minutes` (aligned on the epoch): e.g. every minute. */
export const everyMinutes =
  (minutes: number): Schedule =>
  (now) => {
    const period = minutes * 60_000;
    const runAt = new Date(Math.floor(now.getTime() / period) * period);
    return { key: runAt.toISOString(), runAt };
  };

/** Once a (salon-local) day, due from its midnight. */
export const daily =
  (timeZone = 'Asia/Ho_Chi_Minh'): Schedule =>
  (now) => {
    const day = zonedToday(now, timeZone);
    return { key: day, runAt: zonedDateTimeToUtc(day, 0, timeZone) };
  };

/** Done runs are kept this long (what ran when, with its result), then deleted by the daily clean-up. */
const KEEP_FINISHED_MS = 7 * 86_400_000;
/** The daily clean-up of job_queue itself: finished runs older than a week go. */
export function finishedJobsCleanup(deps: { db: Db; clock: Clock }): JobDefinition {
  return {
    name: 'jobs.cleanup',
    schedule: daily(),
    run: async () => ({ deleted: await deleteFinishedJobs(deps.db, new Date(deps.clock.now().getTime() - KEEP_FINISHED_MS)) }),
  };
}

/** Wait before the n-th retry of a failed run: 10 s, 40 s, 90 s... at most 10 minutes. */
const retryDelayMs = (attempt: number) => Math.min(attempt * attempt * 10_000, 600_000);

type Log = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void; error(obj: object, msg: string): void };

export type JobRunner = {
  /**
   * Enqueues the recurring jobs' current runs, then runs due jobs one after another until none is left: how many ran.
   * With `only`, just the due runs of those jobs (nothing recurring enqueued): a development hook runs one-off jobs so.
   */
  runDue(only?: string[]): Promise<{ ran: number; failed: number }>;
  /** Polls every `pollMs` (the first time at once) until `stop()`. */
  start(pollMs: number): void;
  /** Stops polling and waits for the job in hand to end. */
  stop(): Promise<void>;
  workerId: string;
};

export function createJobRunner(opts: { db: Db; clock: Clock; log: Log; jobs: JobDefinition[]; leaseMs: number; workerId?: string }): JobRunner {
  const { db, clock, log, leaseMs } = opts;
  const workerId = opts.workerId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const definitions = new Map(opts.jobs.map((d) => [d.name, d]));
  const names = [...definitions.keys()];

  // The period each recurring job was last enqueued for by this runner: an idle poll inside a period is one query.
  const enqueued = new Map<string, string>();
  async function enqueueRecurring() {
    const now = clock.now();
    const runs: NewJob[] = [];
    for (const d of definitions.values()) {
      const run = d.schedule?.(now);
      if (run && enqueued.get(d.name) !== run.key) runs.push({ name: d.name, ...run, maxAttempts: d.maxAttempts ?? 3 });
    }
    await enqueueJobs(db, runs);
    for (const run of runs) enqueued.set(run.name, run.key);
  }

  async function runOne(job: JobRow): Promise<boolean> {
    const claim: JobClaim = { id: job.id, workerId, attempt: job.attempts };
    const definition = definitions.get(job.name)!;
    const lost = new AbortController();
    const heartbeat = setInterval(
      () => {
        extendLease(db, claim, leaseMs).then(
          (still) => {
            if (!still) lost.abort(new Error(`job ${job.name} ${job.key}: lease lost`));
          },
          (err: unknown) => log.warn({ err, job: job.name }, 'jobs: heartbeat failed'),
        );
      },
      Math.max(100, Math.floor(leaseMs / 3)),
    );
    let completedInTx = false;
    try {
      const result = await definition.run({
        job,
        signal: lost.signal,
        complete: async (tx, value) => {
          if (!(await completeJob(tx, claim, { now: clock.now(), result: value })))
            throw new Error(`job ${job.name} ${job.key}: no longer held by this worker`);
          completedInTx = true;
        },
      });
      if (!completedInTx && !(await completeJob(db, claim, { now: clock.now(), result })))
        log.warn({ job: job.name, key: job.key }, 'jobs: lease lost before the end');
      return true;
    } catch (err) {
      const now = clock.now();
      log.error({ err, job: job.name, key: job.key, attempt: claim.attempt }, 'jobs: run failed');
      await failJob(db, claim, {
        now,
        retryAt: new Date(now.getTime() + retryDelayMs(claim.attempt)),
        error: err instanceof Error ? err.message : String(err),
      });
      return false;
    } finally {
      clearInterval(heartbeat);
    }
  }

  /** Set by stop(): the job in hand ends, no other is claimed (another instance, or the next start, takes it). */
  let stopping = false;

  async function runDue(only?: string[]) {
    if (!only) await enqueueRecurring();
    const wanted = only ? names.filter((name) => only.includes(name)) : names;
    let ran = 0;
    let failed = 0;
    for (;;) {
      if (stopping || wanted.length === 0) return { ran, failed };
      const job = await claimDueJob(db, { names: wanted, now: clock.now(), workerId, leaseMs });
      if (!job) return { ran, failed };
      if (await runOne(job)) ran++;
      else failed++;
    }
  }

  let timer: NodeJS.Timeout | undefined;
  let current: Promise<unknown> | undefined;
  const tick = () => {
    if (current) return;
    current = runDue()
      .then(({ ran, failed }) => {
        if (ran + failed > 0) log.info({ ran, failed }, 'jobs: ran due jobs');
      })
      .catch((err: unknown) => log.error({ err }, 'jobs: poll failed'))
      .finally(() => {
        current = undefined;
      });
  };
  return {
    workerId,
    runDue,
    start(pollMs) {
      if (timer) return;
      tick();
      timer = setInterval(tick, pollMs);
      timer.unref();
    },
    async stop() {
      stopping = true;
      clearInterval(timer);
      timer = undefined;
      await current;
    },
  };
}
