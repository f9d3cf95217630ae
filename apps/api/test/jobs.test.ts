import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { JOB_NAMES } from '../src/app-jobs.ts';
import { auditLog, bookingStatusHistory, bookings, customers, dailyJobRuns, jobQueue, visits } from '../src/db/schema/index.ts';
import { receptionPhone } from '../src/db/seed/floor.ts';
import { AUTO_NO_SHOW_ACTION, markDueNoShows } from '../src/modules/floor/index.ts';
import { type JobDefinition, createJobRunner, enqueueJobs } from '../src/modules/jobs/index.ts';
import { TEST_NOW, createTestApp } from './helpers.ts';
import { insertCompletedVisit } from './account-fixtures.ts';
import { createBookingRequest, newPhone, serviceWithDuration } from './fixtures.ts';
import { TODAY, loginStaff, staffHeaders, statusesOf, todayBooking, workingAt } from './floor-fixtures.ts';

// Issue 31: timed work on the durable job runner (ADR 016). The runner does not poll in tests
// (JOBS_RUNNER defaults to off there): each test runs the due jobs itself at a fixed clock.
let t: Awaited<ReturnType<typeof createTestApp>>;
let reception: string;
const MINUTE = 60_000;
const silent = { info: () => {}, warn: () => {}, error: () => {} };

beforeAll(async () => {
  t = await createTestApp();
  reception = await loginStaff(t.app, receptionPhone(1));
});
afterAll(() => t.close());

const auditOf = (ids: number[]) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'visit'), inArray(auditLog.entityId, ids.map(String))));
/** Runs `work` with the clock at `iso`, then puts it back at the suite's 08:00. */
async function atTime(iso: string, work: () => Promise<void>) {
  t.clock.set(iso);
  try {
    await work();
  } finally {
    t.clock.set(TEST_NOW);
  }
}
/** A runner of one test job, as an instance of the app would run it. */
const runnerOf = (job: JobDefinition, opts: { leaseMs?: number; workerId?: string } = {}) =>
  createJobRunner({ db: t.db, clock: t.clock, log: silent, leaseMs: opts.leaseMs ?? 60_000, workerId: opts.workerId, jobs: [job] });
const jobRows = (name: string) => t.db.select().from(jobQueue).where(eq(jobQueue.name, name));

describe('automatic no-show (issue 31)', () => {
  it('at a fixed clock marks exactly the bookings still booked 15 minutes after their hour, as reception would; a second run marks none', async () => {
    const [s] = await workingAt(t.db, 'stylist', 1);
    const a = await todayBooking(t.db, { salonId: 1, stylistId: s!.staffId! });
    const checkedIn = await todayBooking(t.db, { salonId: 1, stylistId: s!.staffId! });
    const c = await todayBooking(t.db, { salonId: 1, stylistId: s!.staffId! });
    const later = await todayBooking(t.db, { salonId: 1, stylistId: s!.staffId! });
    const otherSalon = await todayBooking(t.db, { salonId: 2 });
    const canceled = await todayBooking(t.db, { salonId: 1 });
    await t.db.update(bookings).set({ status: 'canceled' }).where(eq(bookings.id, canceled.id));
    const hold = await todayBooking(t.db, { salonId: 1, status: 'pending_otp' });
    const yesterday = await todayBooking(t.db, { salonId: 1 });
    await t.db
      .update(bookings)
      .set({ dateBook: '2026-11-20', startAt: sql`${bookings.startAt} - interval '1 day'`, endAt: sql`${bookings.endAt} - interval '1 day'` })
      .where(eq(bookings.id, yesterday.id));
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/staff/salons/1/check-in', headers: staffHeaders(reception), payload: { bookingId: checkedIn.id } }))
        .statusCode,
    ).toBe(200);

    // 15 minutes after c's hour: a and c are due (c exactly at its limit), `later` (20 minutes after c) is not.
    await atTime(new Date(c.startAt.getTime() + 15 * MINUTE).toISOString(), async () => {
      const expected = [a, c, ...(otherSalon.startAt <= c.startAt ? [otherSalon] : [])].map((b) => b.id);
      const mine = [a, checkedIn, c, later, otherSalon, canceled, hold, yesterday].map((b) => b.id);
      const first = await markDueNoShows(t.app.deps);
      expect(first.marked.filter((id) => mine.includes(id)).sort()).toEqual([...expected].sort());
      // Nothing else of the demo chain was due (the demo day's booked customers come from 10:10).
      expect(first.marked.filter((id) => !mine.includes(id))).toEqual([]);
      expect(Object.fromEntries(await statusesOf(t.db, mine))).toEqual({
        [a.id]: 'no_show',
        [checkedIn.id]: 'checked_in',
        [c.id]: 'no_show',
        [later.id]: 'confirmed',
        [otherSalon.id]: expected.includes(otherSalon.id) ? 'no_show' : 'confirmed',
        [canceled.id]: 'canceled',
        [hold.id]: 'pending_otp',
        [yesterday.id]: 'confirmed',
      });
      const visitRows = await t.db.select().from(visits).where(inArray(visits.bookingId, expected));
      expect(visitRows.map((v) => v.stage)).toEqual(expected.map(() => 'no_show'));
      expect(visitRows.every((v) => v.noShowAt?.getTime() === t.clock.now().getTime())).toBe(true);
      const audit = (await auditOf(mine)).filter((r) => r.action === AUTO_NO_SHOW_ACTION);
      expect(audit).toHaveLength(expected.length);
      expect(audit.find((r) => r.entityId === String(a.id))).toMatchObject({
        staffAccountId: null,
        deviceId: null,
        salonId: 1,
        before: { stage: 'booked', status: 'confirmed' },
        after: { stage: 'no_show', status: 'no_show' },
      });
      const history = await t.db.select().from(bookingStatusHistory).where(eq(bookingStatusHistory.bookingId, a.id));
      expect(history.at(-1)).toMatchObject({ fromStatus: 'confirmed', toStatus: 'no_show', reason: 'system: auto_no_show' });

      expect((await markDueNoShows(t.app.deps)).marked).toEqual([]);
      expect((await auditOf(mine)).filter((r) => r.action === AUTO_NO_SHOW_ACTION)).toHaveLength(expected.length);

      // 15 minutes after its hour, `later` is due too; the earlier ones are not marked twice.
      t.clock.set(new Date(later.startAt.getTime() + 15 * MINUTE).toISOString());
      const next = await markDueNoShows(t.app.deps);
      expect(next.marked).toContain(later.id);
      expect(next.marked.filter((id) => expected.includes(id))).toEqual([]);
    });
  });

  it("NO_SHOW_AFTER_MINUTES is the chain's setting: with 30, a booking 20 minutes past its hour is still waited for", async () => {
    const booking = await todayBooking(t.db, { salonId: 3 });
    await atTime(new Date(booking.startAt.getTime() + 20 * MINUTE).toISOString(), async () => {
      const deps = { ...t.app.deps, config: { ...t.app.deps.config, NO_SHOW_AFTER_MINUTES: 30 } };
      expect((await markDueNoShows(deps)).marked).not.toContain(booking.id);
      t.clock.advance(10 * MINUTE);
      expect((await markDueNoShows(deps)).marked).toContain(booking.id);
    });
  });

  it('reception undoes an automatic no-show the same day; the job then waits the minutes again before marking it', async () => {
    const booking = await todayBooking(t.db, { salonId: 1 });
    await atTime(new Date(booking.startAt.getTime() + 16 * MINUTE).toISOString(), async () => {
      expect((await markDueNoShows(t.app.deps)).marked).toContain(booking.id);
      const undo = await t.app.inject({ method: 'POST', url: `/api/v1/staff/visits/${booking.id}/undo`, headers: staffHeaders(reception), payload: {} });
      expect(undo.statusCode).toBe(200);
      expect(undo.json().data).toMatchObject({ stage: 'booked', status: 'confirmed' });
      t.clock.advance(MINUTE);
      expect((await markDueNoShows(t.app.deps)).marked).not.toContain(booking.id);
      t.clock.advance(14 * MINUTE);
      expect((await markDueNoShows(t.app.deps)).marked).toContain(booking.id);
      const actions = (await auditOf([booking.id])).map((r) => r.action);
      expect(actions).toEqual([AUTO_NO_SHOW_ACTION, 'visit.undo', AUTO_NO_SHOW_ACTION]);
    });
  });

  it('feeds the "2+ no-shows → confirm by code" rule: a customer with two automatic no-shows books again with a code', async () => {
    const twice = newPhone();
    const once = newPhone();
    for (const phone of [twice, once]) {
      const [customer] = await t.db.insert(customers).values({ phone }).returning();
      await insertCompletedVisit(t.db, { customerId: customer!.id, phone, now: t.clock.now(), daysAgo: 30, photos: [] });
    }
    const first = await todayBooking(t.db, { salonId: 4, phone: twice });
    const second = await todayBooking(t.db, { salonId: 4, phone: twice });
    const onlyOne = await todayBooking(t.db, { salonId: 4, phone: once });
    await atTime(new Date(Math.max(first.startAt.getTime(), second.startAt.getTime(), onlyOne.startAt.getTime()) + 15 * MINUTE).toISOString(), async () => {
      expect((await markDueNoShows(t.app.deps)).marked).toEqual(expect.arrayContaining([first.id, second.id, onlyOne.id]));
      const cut = await serviceWithDuration(t.db, 20);
      const book = (phone: string) => createBookingRequest(t.app, { salonId: 4, phone, dateBook: '22-11-2026', bookHourId: 10, serviceIds: [cut.id] });
      const again = await book(twice);
      expect(again.statusCode).toBe(200);
      expect(again.json().data.booking).toMatchObject({ isUseOtp: true, status: 'pending_otp' });
      const control = await book(once);
      expect(control.statusCode).toBe(200);
      expect(control.json().data.booking).toMatchObject({ isUseOtp: false, status: 'confirmed' });
    });
  });
});

describe('the job runner (ADR 016)', () => {
  it('runs each recurring job once per period: the no-show minute, lapsed holds, the membership day', async () => {
    const booking = await todayBooking(t.db, { salonId: 5 });
    const hold = await todayBooking(t.db, { salonId: 5, status: 'pending_otp' });
    await t.db
      .update(bookings)
      .set({ holdUntil: new Date(t.clock.now().getTime() + 5 * MINUTE) })
      .where(eq(bookings.id, hold.id));
    await t.db.delete(dailyJobRuns);
    await atTime(new Date(booking.startAt.getTime() + 15 * MINUTE + 30_000).toISOString(), async () => {
      const first = await t.app.jobs.runDue();
      expect(first.failed).toBe(0);
      expect((await statusesOf(t.db, [booking.id, hold.id])).get(booking.id)).toBe('no_show');
      expect((await statusesOf(t.db, [booking.id, hold.id])).get(hold.id)).toBe('expired');
      const noShows = await jobRows(JOB_NAMES.noShows);
      expect(noShows).toHaveLength(1);
      expect(noShows[0]).toMatchObject({
        state: 'done',
        attempts: 1,
        lockedUntil: null,
        key: new Date(Math.floor(t.clock.now().getTime() / MINUTE) * MINUTE).toISOString(),
      });
      expect(noShows[0]!.result).toMatchObject({ marked: expect.arrayContaining([booking.id]) });
      expect((await jobRows(JOB_NAMES.membershipDaily))[0]).toMatchObject({ key: TODAY, state: 'done', result: { state: 'ran' } });
      // The holds' run was marked done in the transaction that expired them.
      const [holds] = await jobRows(JOB_NAMES.expiredHolds);
      expect(holds).toMatchObject({ state: 'done', attempts: 1 });
      expect((holds!.result as { expired: number }).expired).toBeGreaterThanOrEqual(1);
      expect(await t.db.select().from(dailyJobRuns).where(eq(dailyJobRuns.name, JOB_NAMES.membershipDaily))).toHaveLength(1);

      // The same minute again: nothing is due (each period's row is done); a minute on, one more no-show run.
      expect(await t.app.jobs.runDue()).toEqual({ ran: 0, failed: 0 });
      t.clock.advance(MINUTE);
      expect(await t.app.jobs.runDue()).toEqual({ ran: 1, failed: 0 });
      expect(await jobRows(JOB_NAMES.noShows)).toHaveLength(2);
      expect(await jobRows(JOB_NAMES.membershipDaily)).toHaveLength(1);
      expect(await jobRows(JOB_NAMES.expiredHolds)).toHaveLength(1);
    });
  });

  it('a one-off run waits for its time, is enqueued once per key, and can finish in the transaction of its effect', async () => {
    const seen: string[] = [];
    const runner = runnerOf({
      name: 'test.reminder',
      run: async ({ job, complete }) => {
        await t.db.transaction(async (tx) => {
          await tx
            .update(customers)
            .set({ name: `nhắc ${job.key}` })
            .where(eq(customers.phone, String(job.payload.phone)));
          await complete(tx, { sent: true });
        });
        seen.push(job.key);
      },
    });
    const phone = newPhone();
    await t.db.insert(customers).values({ phone });
    const runAt = new Date(t.clock.now().getTime() + 30 * MINUTE);
    expect(await enqueueJobs(t.db, [{ name: 'test.reminder', key: 'booking:1', runAt, payload: { phone } }])).toBe(1);
    expect(await enqueueJobs(t.db, [{ name: 'test.reminder', key: 'booking:1', runAt, payload: { phone } }])).toBe(0);
    expect((await runner.runDue()).ran).toBe(0);
    await atTime(runAt.toISOString(), async () => {
      expect((await runner.runDue()).ran).toBe(1);
      expect((await runner.runDue()).ran).toBe(0);
      expect(seen).toEqual(['booking:1']);
      const [row] = await t.db
        .select()
        .from(jobQueue)
        .where(and(eq(jobQueue.name, 'test.reminder'), eq(jobQueue.key, 'booking:1')));
      expect(row).toMatchObject({ state: 'done', result: { sent: true }, attempts: 1 });
      const [customer] = await t.db.select().from(customers).where(eq(customers.phone, phone));
      expect(customer!.name).toBe('nhắc booking:1');
    });
  });

  it('a failed run is tried again later, then left failed after its last attempt', async () => {
    let calls = 0;
    const runner = runnerOf({
      name: 'test.flaky',
      maxAttempts: 2,
      run: async () => {
        calls++;
        throw new Error('gateway down');
      },
    });
    await enqueueJobs(t.db, [{ name: 'test.flaky', key: 'x', runAt: t.clock.now(), maxAttempts: 2 }]);
    await atTime(t.clock.now().toISOString(), async () => {
      expect(await runner.runDue()).toEqual({ ran: 0, failed: 1 });
      expect(await runner.runDue()).toEqual({ ran: 0, failed: 0 });
      const [waiting] = await jobRows('test.flaky');
      expect(waiting).toMatchObject({ state: 'queued', attempts: 1, lastError: 'gateway down', lockedBy: null });
      expect(waiting!.runAt.getTime()).toBe(t.clock.now().getTime() + 10_000);
      t.clock.advance(10_000);
      expect(await runner.runDue()).toEqual({ ran: 0, failed: 1 });
      t.clock.advance(3_600_000);
      expect(await runner.runDue()).toEqual({ ran: 0, failed: 0 });
      expect((await jobRows('test.flaky'))[0]).toMatchObject({ state: 'failed', attempts: 2 });
      expect(calls).toBe(2);
    });
  });

  it('a worker that lost its lease is aborted, and its late completion changes nothing', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    let aborted = false;
    const runner = runnerOf(
      {
        name: 'test.slow',
        run: async ({ signal }) => {
          signal.addEventListener('abort', () => {
            aborted = true;
            release();
          });
          started();
          await released;
          signal.throwIfAborted();
        },
      },
      { leaseMs: 600, workerId: 'worker-a' },
    );
    await enqueueJobs(t.db, [{ name: 'test.slow', key: 'x', runAt: t.clock.now() }]);
    const run = runner.runDue();
    await running;
    // Another instance takes the job over (as after a lapsed lease): worker-a's next heartbeat finds it gone.
    await t.db
      .update(jobQueue)
      .set({ lockedBy: 'worker-b', attempts: sql`${jobQueue.attempts} + 1` })
      .where(eq(jobQueue.name, 'test.slow'));
    expect(await run).toEqual({ ran: 0, failed: 1 });
    expect(aborted).toBe(true);
    expect((await jobRows('test.slow'))[0]).toMatchObject({ state: 'queued', lockedBy: 'worker-b', attempts: 2 });
  });

  it('an instance polls once ready (JOBS_RUNNER) and stops polling when it closes', async () => {
    const own = await createTestApp({ env: { JOBS_RUNNER: 'true', JOBS_POLL_MS: '50' } });
    const noShowRuns = () =>
      own.db
        .select()
        .from(jobQueue)
        .where(and(eq(jobQueue.name, JOB_NAMES.noShows), eq(jobQueue.state, 'done')));
    try {
      for (const end = Date.now() + 30_000; (await noShowRuns()).length === 0;) {
        if (Date.now() > end) throw new Error("the runner did not run the minute's job");
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      await own.app.close();
      own.clock.advance(MINUTE);
      // Absence takes a wait: several poll intervals after close, no run of the next minute appeared.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await noShowRuns()).toHaveLength(1);
    } finally {
      await own.database.close();
    }
  });
});

describe('stopping the runner (a server shutting down)', () => {
  it('ends the job in hand and claims no other: the rest stays queued for another instance or the next start', async () => {
    const started: string[] = [];
    let entered!: () => void;
    const inHand = new Promise<void>((resolve) => (entered = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const runner = runnerOf({
      name: 'test.shutdown',
      run: async ({ job }) => {
        started.push(job.key);
        entered();
        await released;
      },
    });
    await enqueueJobs(
      t.db,
      ['a', 'b', 'c'].map((key) => ({ name: 'test.shutdown', key, runAt: t.clock.now() })),
    );
    runner.start(60_000);
    await inHand;
    const stopped = runner.stop();
    release();
    await stopped;
    expect(started).toHaveLength(1);
    const states = (await jobRows('test.shutdown')).map((row) => row.state).sort();
    expect(states).toEqual(['done', 'queued', 'queued']);
  });
});
