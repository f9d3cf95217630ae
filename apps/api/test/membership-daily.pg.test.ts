import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { customers, dailyJobRuns } from '../src/db/schema/index.ts';
import { MEMBERSHIP_DAILY_JOB, runMembershipDay } from '../src/modules/membership/daily.ts';
import { runOncePerDay } from '../src/modules/jobs/index.ts';
import { createTestApp } from './helpers.ts';
import { insertCompletedVisit } from './account-fixtures.ts';
import { newPhone } from './fixtures.ts';

// Issue 29: the daily membership pass (tiers in one statement, then expiries) runs once a day across the
// cluster, not at every start of every instance. Instances starting together race on the day's claim;
// only real PostgreSQL runs them in parallel.
let t: Awaited<ReturnType<typeof createTestApp>>;
const DAY_MS = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
}, 300_000);
afterAll(() => t.close());

async function customerWith(memberType: number, visits: { daysAgo: number }[]) {
  const phone = newPhone();
  const [c] = await t.db.insert(customers).values({ phone, memberType }).returning({ id: customers.id });
  for (const v of visits) await insertCompletedVisit(t.db, { customerId: c!.id, phone, now: t.clock.now(), daysAgo: v.daysAgo, photos: [] });
  return c!.id;
}
const tiersOf = async (ids: number[]) => {
  const rows = await t.db.select({ id: customers.id, memberType: customers.memberType }).from(customers).where(inArray(customers.id, ids));
  return ids.map((id) => rows.find((r) => r.id === id)?.memberType);
};

describe('daily membership pass, once per cluster (real PostgreSQL)', () => {
  it("six instances starting together run today's pass once; the tiers follow the spend of the last six months", async () => {
    const regular = await customerWith(1, []);
    const silver = await customerWith(1, [{ daysAgo: 3 }]);
    const gold = await customerWith(
      1,
      Array.from({ length: 12 }, (_, i) => ({ daysAgo: 10 + i })),
    );
    const lapsedDiamond = await customerWith(4, [{ daysAgo: 200 }]);
    await t.db.delete(dailyJobRuns);

    const runs = await Promise.all(Array.from({ length: 6 }, () => runMembershipDay(t.app.deps)));
    expect(runs.filter((r) => r.state === 'ran')).toHaveLength(1);
    expect(runs.filter((r) => r.state === 'skipped')).toHaveLength(5);
    const ran = runs.find((r) => r.state === 'ran');
    expect(ran?.state === 'ran' && ran.result.evaluated).toBeGreaterThanOrEqual(3);
    expect(await tiersOf([regular, silver, gold, lapsedDiamond])).toEqual([1, 2, 3, 1]);

    // A later start the same day finds the day done; the next day runs again, once.
    expect((await runMembershipDay(t.app.deps)).state).toBe('skipped');
    t.clock.advance(DAY_MS);
    try {
      const next = await Promise.all([runMembershipDay(t.app.deps), runMembershipDay(t.app.deps)]);
      expect(next.map((r) => r.state).sort()).toEqual(['ran', 'skipped']);
    } finally {
      t.clock.advance(-DAY_MS);
    }
  });

  it('a failed run gives the day back; a claim left by a dead instance is taken over after the lease', async () => {
    const day = '2026-11-21';
    const name = 'test-job';
    await expect(runOncePerDay(t.db, { name, day, clock: t.clock }, async () => Promise.reject(new Error('database went away')))).rejects.toThrow('went away');
    expect(await runOncePerDay(t.db, { name, day, clock: t.clock }, async () => 'second try')).toEqual({ state: 'ran', result: 'second try' });

    await t.db.update(dailyJobRuns).set({ day: '2026-11-20', finishedAt: null }).where(eq(dailyJobRuns.name, name));
    await runOncePerDay(t.db, { name, day, clock: t.clock }, async () => {
      // Claimed, not finished: this instance "dies" here; another one checks within the lease, then after it.
      expect((await runOncePerDay(t.db, { name, day, clock: t.clock }, async () => 'too early')).state).toBe('skipped');
      t.clock.advance(31 * 60_000);
      expect(await runOncePerDay(t.db, { name, day, clock: t.clock }, async () => 'taken over')).toEqual({ state: 'ran', result: 'taken over' });
    });
    t.clock.advance(-31 * 60_000);
    const [row] = await t.db.select().from(dailyJobRuns).where(eq(dailyJobRuns.name, MEMBERSHIP_DAILY_JOB));
    expect(row?.finishedAt).not.toBeNull();
  });
});
