import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import postgres from 'postgres';
import { JOB_NAMES } from '../src/app-jobs.ts';
import { auditLog, jobQueue } from '../src/db/schema/index.ts';
import { AUTO_NO_SHOW_ACTION } from '../src/modules/floor/index.ts';
import { openPostgres } from '../src/db/client.ts';
import { createJobRunner, enqueueJobs } from '../src/modules/jobs/index.ts';
import { createTestApp } from './helpers.ts';
import { statusesOf, todayBooking } from './floor-fixtures.ts';

// Issue 31, done when: "the no-show job runs once with two instances and one killed mid-run". Two real
// API processes on one PostgreSQL database, each with its job runner polling. Instance A takes the
// minute's no-show job and is held (a row lock of the test) on the third booking, having marked two; it
// is killed with SIGKILL. Its heartbeat stops, its lease lapses, instance B takes the job over and marks
// the rest. Every booking ends a no-show with exactly one audit row: nothing lost, nothing twice.
let t: Awaited<ReturnType<typeof createTestApp>>;
let url: string;
const children: ChildProcess[] = [];
/** Run after the file even when a test failed midway: the lock the test held, its connection. */
const cleanups: (() => Promise<unknown>)[] = [];
const LEASE_MS = 1500;
const script = fileURLToPath(new URL('./job-instance.ts', import.meta.url));

beforeAll(async () => {
  t = await createTestApp();
  const [{ name }] = (await t.db.execute(sql`select current_database() as name`)) as unknown as [{ name: string }];
  const target = new URL(process.env.DATABASE_URL!);
  target.pathname = `/${name}`;
  url = target.toString();
}, 300_000);
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await t.close();
});

/** Starts an instance at `now`: resolves with its worker id once its app is ready (its runner then polls). */
async function startInstance(now: Date): Promise<{ child: ChildProcess; workerId: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, JOB_INSTANCE_DATABASE_URL: url, JOB_INSTANCE_NOW: now.toISOString(), JOB_INSTANCE_LEASE_MS: String(LEASE_MS) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  let out = '';
  const workerId = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const ready = /ready (\S+)/.exec(out);
      if (ready) resolve(ready[1]!);
    });
    child.once('exit', (code) => reject(new Error(`instance exited (${code}) before it was ready: ${out}`)));
  });
  return { child, workerId };
}

/** Waits until `check` holds (another process's work shows in the database), at most `ms`. */
async function until(check: () => Promise<boolean>, ms = 60_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const autoNoShows = async (ids: number[]) =>
  t.db
    .select({ entityId: auditLog.entityId })
    .from(auditLog)
    .where(and(eq(auditLog.action, AUTO_NO_SHOW_ACTION), inArray(auditLog.entityId, ids.map(String))));

describe('no-show job across instances, one killed mid-run (real PostgreSQL, issue 31)', () => {
  it("the killed instance's job is taken over after its lease; each booking is marked no-show exactly once", async () => {
    const due = [];
    for (const salonId of [1, 1, 1, 2, 2, 3]) due.push(await todayBooking(t.db, { salonId }));
    due.sort((a, b) => a.startAt.getTime() - b.startAt.getTime() || a.id - b.id);
    const ids = due.map((b) => b.id);
    const now = new Date(due.at(-1)!.startAt.getTime() + 15 * 60_000);

    // The test holds the third booking's row: A marks the two before it, then waits on the lock.
    const locker = postgres(url, { max: 1, onnotice: () => {} });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const lockTx = locker.begin(async (tx) => {
      await tx`select id from bookings where id = ${ids[2]!} for update`;
      locked();
      await held;
    });
    cleanups.push(async () => {
      release();
      await lockTx.catch(() => {});
      await locker.end();
    });
    await lockTaken;

    const a = await startInstance(now);
    await until(async () => (await autoNoShows(ids)).length === 2);
    await until(async () => {
      const [row] = (await t.db.execute(
        sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      )) as unknown as [{ n: number }];
      return row.n >= 1;
    });
    const [claimed] = await t.db.select().from(jobQueue).where(eq(jobQueue.name, JOB_NAMES.noShows));
    expect(claimed).toMatchObject({ state: 'queued', lockedBy: a.workerId, attempts: 1 });

    // B starts while A still holds the job (its heartbeat keeps the lease): B must not take it yet.
    const b = await startInstance(now);
    const exited = once(a.child, 'exit');
    a.child.kill('SIGKILL');
    await exited;
    const killedAt = Date.now();
    release();
    await lockTx;

    await until(async () => (await autoNoShows(ids)).length >= ids.length);
    const takeoverMs = Date.now() - killedAt;
    await until(
      async () =>
        (
          await t.db
            .select()
            .from(jobQueue)
            .where(and(eq(jobQueue.name, JOB_NAMES.noShows), eq(jobQueue.state, 'done')))
        ).length === 1,
    );

    const rows = await autoNoShows(ids);
    const perBooking = new Map<string, number>();
    for (const r of rows) perBooking.set(r.entityId, (perBooking.get(r.entityId) ?? 0) + 1);
    expect([...perBooking.values()]).toEqual(ids.map(() => 1));
    expect(rows).toHaveLength(ids.length);
    expect([...(await statusesOf(t.db, ids)).values()]).toEqual(ids.map(() => 'no_show'));
    const [job] = await t.db.select().from(jobQueue).where(eq(jobQueue.name, JOB_NAMES.noShows));
    expect(job).toMatchObject({ state: 'done', attempts: 2, lockedBy: b.workerId });
    expect((job!.result as { marked: number[] }).marked).toEqual(ids.slice(2));
    // Taken over after the lease ran out, not before.
    expect(takeoverMs).toBeGreaterThanOrEqual(LEASE_MS - 600);
    console.info(`jobs-kill: instance B took the job over and finished it ${takeoverMs} ms after A was killed (lease ${LEASE_MS} ms)`);

    const stopped = once(b.child, 'exit');
    b.child.kill('SIGTERM');
    await stopped;
  }, 180_000);

  it('six runners on their own connections, polling together, run each of 60 queued jobs exactly once', async () => {
    const runs = new Map<string, number>();
    const silent = { info: () => {}, warn: () => {}, error: () => {} };
    const databases = Array.from({ length: 6 }, () => openPostgres(url, 2));
    const runners = databases.map((d) =>
      createJobRunner({
        db: d.db,
        clock: t.clock,
        log: silent,
        leaseMs: 30_000,
        jobs: [
          {
            name: 'test.race',
            run: async ({ job }) => {
              runs.set(job.key, (runs.get(job.key) ?? 0) + 1);
              // A little database work per job, so that the runners overlap.
              await d.db.execute(sql`select pg_sleep(0.005)`);
            },
          },
        ],
      }),
    );
    try {
      await enqueueJobs(
        t.db,
        Array.from({ length: 60 }, (_, i) => ({ name: 'test.race', key: `k${i}`, runAt: t.clock.now() })),
      );
      const results = await Promise.all(runners.map((r) => r.runDue()));
      expect(results.reduce((sum, r) => sum + r.ran, 0)).toBe(60);
      expect(results.filter((r) => r.ran > 0).length).toBeGreaterThan(1);
      expect(runs.size).toBe(60);
      expect([...runs.values()].every((n) => n === 1)).toBe(true);
      const rows = await t.db.select().from(jobQueue).where(eq(jobQueue.name, 'test.race'));
      expect(rows.every((r) => r.state === 'done' && r.attempts === 1)).toBe(true);
    } finally {
      await Promise.all(databases.map((d) => d.close()));
    }
  });
});
