import { describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { customerPoints, customerSpins, pointsLedger, questRules, spinEarnings } from '../src/db/schema/index.ts';
import { MARKETING_PHONE, managerPhone, receptionPhone } from '../src/db/seed/floor.ts';
import { createSession } from '../src/modules/auth/session-repository.ts';
import { earnPaidVisitPoints, earnRatingPoints } from '../src/modules/rewards/index.ts';
import { bearer, insertCompletedVisit } from './account-fixtures.ts';
import { loginStaff, staffHeaders, twoInstancesOfOneDatabase, visitAt } from './floor-fixtures.ts';

// Issue 32: the points the chain's rules give and the spins a quest step pays, exactly once, when the calls that
// give them arrive at once on two API instances (each with its own pool) of one PostgreSQL database. The demo
// rules: 1 point per 10,000 ₫ paid, 5 for a rating.
const both = twoInstancesOfOneDatabase();

const pay = (app: FastifyInstance, token: string, bookingId: number, method: string) =>
  app.inject({ method: 'POST', url: `/api/v1/staff/visits/${bookingId}/pay`, headers: staffHeaders(token), payload: { method } });
const rate = (app: FastifyInstance, token: string, bookingId: number) =>
  app.inject({ method: 'POST', url: '/api/v1/customer/rating', headers: bearer(token), payload: { bookingId, stars: 4 } });
const claim = (app: FastifyInstance, token: string, quest: string) =>
  app.inject({ method: 'POST', url: '/api/v1/lucky-wheel/quests/claim', headers: bearer(token), payload: { quest } });
const linesOf = (customerId: number) => both.t.db.select().from(pointsLedger).where(eq(pointsLedger.customerId, customerId));
const balanceOf = async (customerId: number) =>
  (await both.t.db.select({ b: customerPoints.balance }).from(customerPoints).where(eq(customerPoints.customerId, customerId)))[0]?.b ?? 0;
const spinsOf = async (customerId: number) =>
  (await both.t.db.select({ n: customerSpins.earned }).from(customerSpins).where(eq(customerSpins.customerId, customerId)))[0]?.n ?? 0;

describe('loyalty rules under concurrency (real PostgreSQL, two instances)', () => {
  it('20 rounds: two tablets pay one visit at once: its points are given once, on the amount paid', async () => {
    const deskA = await loginStaff(both.t.app, receptionPhone(1));
    const deskB = await loginStaff(both.second.app, managerPhone(1));
    for (let round = 0; round < 20; round++) {
      const v = await visitAt(both.t.db, both.t.clock.now(), 'finished', { totalPrice: 180_000 + round * 10_000 });
      const answers = await Promise.all([pay(both.t.app, deskA, v.bookingId, 'cash'), pay(both.second.app, deskB, v.bookingId, 'card')]);
      const label = `round ${round}: ${answers.map((r) => r.body).join(' | ')}`;
      expect(answers.map((r) => r.statusCode).sort(), label).toEqual([200, 409]);
      const lines = await linesOf(v.customer!.id);
      expect(
        lines.map((l) => [l.reason, l.delta, l.balanceAfter, l.ref]),
        label,
      ).toEqual([['visit', 18 + round, 18 + round, `booking:${v.bookingId}`]]);
      expect(await balanceOf(v.customer!.id), label).toBe(18 + round);
    }
  }, 600_000);

  it('20 rounds: the customer rates one visit twice at once on two instances: one rating, its 5 points once', async () => {
    for (let round = 0; round < 20; round++) {
      const v = await visitAt(both.t.db, both.t.clock.now(), 'finished');
      const token = await createSession(both.t.db, v.customer!.id, both.t.clock.now());
      const answers = await Promise.all([rate(both.t.app, token, v.bookingId), rate(both.second.app, token, v.bookingId)]);
      const label = `round ${round}: ${answers.map((r) => r.body).join(' | ')}`;
      expect(answers.map((r) => r.statusCode).sort(), label).toEqual([200, 409]);
      expect(
        (await linesOf(v.customer!.id)).map((l) => [l.reason, l.delta, l.balanceAfter]),
        label,
      ).toEqual([['rating', 5, 5]]);
      expect(await balanceOf(v.customer!.id), label).toBe(5);
    }
  }, 600_000);

  it('20 rounds: the award itself, called at once on both instances for one booking (a retry racing the first call), adds once', async () => {
    for (let round = 0; round < 20; round++) {
      const v = await visitAt(both.t.db, both.t.clock.now(), 'finished');
      const customerId = v.customer!.id;
      const now = both.t.clock.now();
      const added = await Promise.all([
        both.t.app.deps.db.transaction((tx) => earnPaidVisitPoints(tx, { customerId, bookingId: v.bookingId, amount: 120_000, now })),
        both.second.app.deps.db.transaction((tx) => earnPaidVisitPoints(tx, { customerId, bookingId: v.bookingId, amount: 120_000, now })),
        both.t.app.deps.db.transaction((tx) => earnRatingPoints(tx, { customerId, bookingId: v.bookingId, now })),
        both.second.app.deps.db.transaction((tx) => earnRatingPoints(tx, { customerId, bookingId: v.bookingId, now })),
      ]);
      const label = `round ${round}: ${added.join(', ')}`;
      expect([...added.slice(0, 2)].sort(), label).toEqual([0, 12]);
      expect([...added.slice(2)].sort(), label).toEqual([0, 5]);
      const lines = await linesOf(customerId);
      expect(lines.map((l) => [l.reason, l.delta]).sort(), label).toEqual([
        ['rating', 5],
        ['visit', 12],
      ]);
      // Whichever went first, the lines are numbered in the order they moved the balance: the second one leaves the sum.
      const [first, second] = [...lines].sort((a, b) => a.id - b.id);
      expect([first!.balanceAfter, second!.balanceAfter], label).toEqual([first!.delta, 17]);
      expect(await balanceOf(customerId), label).toBe(17);
    }
  }, 600_000);

  it('spins per step 2, set by marketing: a customer claiming on both instances at once while his visit is paid gets 2 a step, once', async () => {
    const marketing = await loginStaff(both.t.app, MARKETING_PHONE);
    const [rule] = await both.t.db.select().from(questRules).where(eq(questRules.key, 'completed_booking'));
    const { key: _key, ...settings } = rule!;
    const edit = await both.t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/offers/quests/completed_booking',
      headers: staffHeaders(marketing),
      payload: { ...settings, spinsPerStep: 2 },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const desk = await loginStaff(both.second.app, receptionPhone(1));
    for (let round = 0; round < 15; round++) {
      // Two steps: a visit two days ago, and one finished today that reception pays meanwhile.
      const v = await visitAt(both.t.db, both.t.clock.now(), 'finished');
      const customerId = v.customer!.id;
      await insertCompletedVisit(both.t.db, { customerId, phone: v.customer!.phone!, now: both.t.clock.now(), daysAgo: 2, photos: [] });
      const token = await createSession(both.t.db, customerId, both.t.clock.now());
      const answers = await Promise.all([
        claim(both.t.app, token, 'completed_booking'),
        claim(both.second.app, token, 'completed_booking'),
        pay(both.second.app, desk, v.bookingId, 'cash'),
      ]);
      const label = `round ${round}: ${answers.map((r) => r.body).join(' | ')}`;
      expect(answers[2]!.statusCode, label).toBe(200);
      const earned = await both.t.db
        .select()
        .from(spinEarnings)
        .where(and(eq(spinEarnings.customerId, customerId), like(spinEarnings.questKey, 'completed_booking:%')));
      expect(
        earned.map((e) => e.spins),
        label,
      ).toEqual([2, 2]);
      expect(await spinsOf(customerId), label).toBe(4);
      for (const answer of answers.slice(0, 2)) expect([200, 400], label).toContain(answer.statusCode);
    }
    await both.t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/offers/quests/completed_booking',
      headers: staffHeaders(marketing),
      payload: { ...settings, spinsPerStep: 1 },
    });
  }, 600_000);
});
