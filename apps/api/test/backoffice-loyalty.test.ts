import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TQuests } from '@shine/shared/schemas/rewards';
import { auditLog, customerPoints, customerSpins, pointsLedger, pointsRules, questRules, spinEarnings } from '../src/db/schema/index.ts';
import { CHAIN_ADMIN_PHONE, CONTENT_EDITOR_PHONE, MARKETING_PHONE, managerPhone, receptionPhone } from '../src/db/seed/floor.ts';
import { createSession } from '../src/modules/auth/session-repository.ts';
import { earnPaidVisitPoints } from '../src/modules/rewards/index.ts';
import { bearer, insertCompletedVisit } from './account-fixtures.ts';
import { loginStaff, staffHeaders, visitAt } from './floor-fixtures.ts';
import { createTestApp } from './helpers.ts';

// Issue 32: the quests that earn spins and the points rules, set in the back office (`offer.edit`), and what the
// customer gets from them. The suite's clock: 2026-11-21T01:00Z (08:00 in Vietnam).
let t: Awaited<ReturnType<typeof createTestApp>>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const [who, phone] of Object.entries({
    marketing: MARKETING_PHONE,
    admin: CHAIN_ADMIN_PHONE,
    editor: CONTENT_EDITOR_PHONE,
    reception: receptionPhone(1),
    manager: managerPhone(1),
  })) {
    tokens[who] = await loginStaff(t.app, phone);
  }
});
afterAll(() => t.close());

const call = (who: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: staffHeaders(tokens[who]!), ...(payload ? { payload } : {}) });
const auditOf = (entity: string, entityId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(asc(auditLog.id));

type QuestSettings = {
  active: boolean;
  spinsPerStep: number;
  repeatable: boolean;
  title: string;
  titleEn: string;
  description: string;
  descriptionEn: string;
  sort: number;
};
async function questBody(key: string, over: Partial<QuestSettings> = {}): Promise<QuestSettings> {
  const [row] = await t.db
    .select()
    .from(questRules)
    .where(eq(questRules.key, key as 'first_booking'));
  const { key: _key, ...settings } = row!;
  return { ...settings, ...over };
}
const editQuest = async (who: string, key: string, over: Partial<QuestSettings>) =>
  call(who, 'PUT', `/api/v1/admin/offers/quests/${key}`, await questBody(key, over));

/**
 * A new customer logged in, with a visit finished today and waiting to be paid (`finished`), and `visits` more
 * completed in the last days: each a step of the completed-booking quest.
 */
async function customerWithVisits(visits: number) {
  const v = await visitAt(t.db, t.clock.now(), 'finished');
  const customer = v.customer!;
  const ids: number[] = [];
  for (let i = 0; i < visits; i++)
    ids.push((await insertCompletedVisit(t.db, { customerId: customer.id, phone: customer.phone!, now: t.clock.now(), daysAgo: 2 + i })).id);
  const token = await createSession(t.db, customer.id, t.clock.now());
  return { customer, token, visitIds: ids, finished: v };
}
const questsOf = async (token: string, lang = 'vi') =>
  (await t.app.inject({ url: `/api/v1/lucky-wheel/quests?lang=${lang}`, headers: bearer(token) })).json().data as TQuests;
const claim = (token: string, quest: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/lucky-wheel/quests/claim', headers: bearer(token), payload: { quest } });

describe('back office: quests', () => {
  it("lists the four quests the code tracks, as they ran before: one spin a step, the customer's titles", async () => {
    const res = await call('marketing', 'GET', '/api/v1/admin/offers/quests');
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res
        .json()
        .data.map((q: { key: string; title: string; spinsPerStep: number; active: boolean; repeatable: boolean; canRepeat: boolean }) => [
          q.key,
          q.title,
          q.spinsPerStep,
          q.active,
          q.repeatable,
          q.canRepeat,
        ]),
    ).toEqual([
      ['first_booking', 'Đặt lịch lần đầu', 1, true, false, false],
      ['completed_booking', 'Hoàn thành một lần cắt', 1, true, true, true],
      ['rated_visit', 'Đánh giá lần cắt', 1, true, true, true],
      ['complete_profile', 'Cập nhật đủ hồ sơ (tên, email, ngày sinh)', 1, true, false, false],
    ]);
    const me = await customerWithVisits(0);
    const quests = await questsOf(me.token);
    expect(quests.quests.map((q) => [q.key, q.title, q.spinsPerStep])).toEqual([
      ['first_booking', 'Đặt lịch lần đầu', 1],
      ['completed_booking', 'Hoàn thành một lần cắt', 1],
      ['rated_visit', 'Đánh giá lần cắt', 1],
      ['complete_profile', 'Cập nhật đủ hồ sơ (tên, email, ngày sinh)', 1],
    ]);
    expect((await questsOf(me.token, 'en')).quests.map((q) => q.title)).toEqual([
      'Make your first booking',
      'Complete a haircut',
      'Rate a visit',
      'Complete your profile (name, email, birthday)',
    ]);
  });

  it('spins per step 2: the customer sees it at once and a claim gives 2 a step, once; a paid visit gives 2; audited before/after', async () => {
    // Two steps: his visit finished today (waiting to be paid) and one two days ago.
    const me = await customerWithVisits(1);
    expect((await questsOf(me.token)).quests.find((q) => q.key === 'completed_booking')).toMatchObject({ done: 2, claimable: 2, spinsPerStep: 1 });
    const res = await editQuest('marketing', 'completed_booking', {
      spinsPerStep: 2,
      title: 'Cắt tóc nhận 2 lượt quay',
      titleEn: 'Get a haircut, earn 2 spins',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ key: 'completed_booking', spinsPerStep: 2, title: 'Cắt tóc nhận 2 lượt quay' });
    const [row] = (await auditOf('questRule', 'completed_booking')).slice(-1);
    expect(row).toMatchObject({
      action: 'offer.edit',
      before: { spinsPerStep: 1, title: 'Hoàn thành một lần cắt' },
      after: { spinsPerStep: 2, title: 'Cắt tóc nhận 2 lượt quay' },
    });
    // The editor's history panel reads it.
    const history = await call('marketing', 'GET', '/api/v1/admin/audit?entity=questRule&entityId=completed_booking');
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json().data[0]).toMatchObject({ action: 'offer.edit', entityId: 'completed_booking', after: { spinsPerStep: 2 } });

    // The customer's next answer follows the edit (the cached rules were dropped), in his language.
    const quest = (await questsOf(me.token)).quests.find((q) => q.key === 'completed_booking')!;
    expect(quest).toMatchObject({ title: 'Cắt tóc nhận 2 lượt quay', spinsPerStep: 2, done: 2, rewarded: 0, claimable: 4 });
    expect((await questsOf(me.token, 'en')).quests.find((q) => q.key === 'completed_booking')!.title).toBe('Get a haircut, earn 2 spins');
    const claimed = await claim(me.token, 'completed_booking');
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json().data).toMatchObject({ added: 4, spinsLeft: 4 });
    expect((await claim(me.token, 'completed_booking')).json().code).toBe('QUEST_NOTHING_TO_CLAIM');
    const earned = await t.db.select().from(spinEarnings).where(eq(spinEarnings.customerId, me.customer.id));
    expect(earned.map((e) => e.spins)).toEqual([2, 2]);

    // Paying today's visit adds nothing (its step was collected); another customer's paid visit gives 2.
    expect((await call('reception', 'POST', `/api/v1/staff/visits/${me.finished.bookingId}/pay`, { method: 'cash' })).statusCode).toBe(200);
    const other = await visitAt(t.db, t.clock.now(), 'finished');
    const paid = await call('reception', 'POST', `/api/v1/staff/visits/${other.bookingId}/pay`, { method: 'cash' });
    expect(paid.statusCode, paid.body).toBe(200);
    const spins = await t.db
      .select()
      .from(customerSpins)
      .where(inArray(customerSpins.customerId, [me.customer.id, other.customer!.id]));
    expect(Object.fromEntries(spins.map((r) => [r.customerId, r.earned]))).toEqual({ [me.customer.id]: 4, [other.customer!.id]: 2 });
    expect(
      (await editQuest('marketing', 'completed_booking', { spinsPerStep: 1, title: 'Hoàn thành một lần cắt', titleEn: 'Complete a haircut' })).statusCode,
    ).toBe(200);
  });

  it('a quest switched off is not shown and cannot be claimed (400 with a message); switched on again it is back', async () => {
    const me = await customerWithVisits(1);
    expect((await editQuest('admin', 'completed_booking', { active: false })).statusCode).toBe(200);
    expect((await questsOf(me.token)).quests.map((q) => q.key)).toEqual(['first_booking', 'rated_visit', 'complete_profile']);
    const refused = await claim(me.token, 'completed_booking');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'QUEST_INACTIVE', message: 'Nhiệm vụ này hiện không còn áp dụng, anh vui lòng chọn nhiệm vụ khác nhé!' });
    // Nor does a paid visit give its spin while it is off.
    const paid = await call('reception', 'POST', `/api/v1/staff/visits/${me.finished.bookingId}/pay`, { method: 'cash' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await t.db.select().from(spinEarnings).where(eq(spinEarnings.customerId, me.customer.id))).toEqual([]);

    expect((await editQuest('admin', 'completed_booking', { active: true })).statusCode).toBe(200);
    expect((await questsOf(me.token)).quests.find((q) => q.key === 'completed_booking')).toMatchObject({ done: 2, claimable: 2 });
    expect((await claim(me.token, 'completed_booking')).json().data).toMatchObject({ added: 2 });
  });

  it('a quest that does not repeat pays its first step only, once', async () => {
    expect((await editQuest('marketing', 'completed_booking', { repeatable: false })).statusCode).toBe(200);
    const me = await customerWithVisits(2);
    expect((await questsOf(me.token)).quests.find((q) => q.key === 'completed_booking')).toMatchObject({
      done: 1,
      rewarded: 0,
      claimable: 1,
      repeatable: false,
    });
    expect((await claim(me.token, 'completed_booking')).json().data).toMatchObject({ added: 1, spinsLeft: 1 });
    expect((await questsOf(me.token)).quests.find((q) => q.key === 'completed_booking')).toMatchObject({ done: 1, rewarded: 1, claimable: 0 });
    const paid = await call('reception', 'POST', `/api/v1/staff/visits/${me.finished.bookingId}/pay`, { method: 'cash' });
    expect(paid.statusCode, paid.body).toBe(200);
    const [spins] = await t.db.select().from(customerSpins).where(eq(customerSpins.customerId, me.customer.id));
    expect(spins!.earned).toBe(1);
    expect((await editQuest('marketing', 'completed_booking', { repeatable: true })).statusCode).toBe(200);
  });

  it('bad input is a 400 naming the field and changes nothing; a single-step quest cannot repeat', async () => {
    const before = await t.db.select().from(questRules).orderBy(asc(questRules.key));
    const cases: [string, Partial<QuestSettings> | Record<string, unknown>, string][] = [
      ['completed_booking', { spinsPerStep: 0 }, 'spinsPerStep'],
      ['completed_booking', { spinsPerStep: 11 }, 'spinsPerStep'],
      ['completed_booking', { spinsPerStep: 1.5 }, 'spinsPerStep'],
      ['completed_booking', { title: '' }, 'title'],
      ['completed_booking', { titleEn: 'x'.repeat(81) }, 'titleEn'],
      ['completed_booking', { active: 'yes' }, 'active'],
      ['completed_booking', { sort: -1 }, 'sort'],
    ];
    for (const [key, over, words] of cases) {
      const res = await call('marketing', 'PUT', `/api/v1/admin/offers/quests/${key}`, { ...(await questBody(key)), ...over });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.body, JSON.stringify(over)).toContain(words);
    }
    const unknown = await call('marketing', 'PUT', '/api/v1/admin/offers/quests/vip_member', await questBody('first_booking'));
    expect(unknown.statusCode).toBe(400);
    const single = await editQuest('marketing', 'first_booking', { repeatable: true });
    expect(single.statusCode).toBe(400);
    expect(single.json()).toMatchObject({ code: 'QUEST_NOT_REPEATABLE', message: expect.stringContaining('first_booking') });
    expect(await t.db.select().from(questRules).orderBy(asc(questRules.key))).toEqual(before);
  });

  it('a receptionist, a salon manager and a content editor are refused 403 and nothing changes', async () => {
    const before = await t.db.select().from(questRules).orderBy(asc(questRules.key));
    const audits = (await auditOf('questRule', 'rated_visit')).length;
    for (const who of ['reception', 'manager', 'editor']) {
      expect((await call(who, 'GET', '/api/v1/admin/offers/quests')).statusCode, who).toBe(403);
      expect((await editQuest(who, 'rated_visit', { spinsPerStep: 5 })).statusCode, who).toBe(403);
    }
    expect(await t.db.select().from(questRules).orderBy(asc(questRules.key))).toEqual(before);
    expect((await auditOf('questRule', 'rated_visit')).length).toBe(audits);
  });
});

type RuleSettings = { points: number; active: boolean; validFrom: string | null; validTo: string | null };
const editRule = (who: string, kind: string, body: RuleSettings) => call(who, 'PUT', `/api/v1/admin/offers/points-rules/${kind}`, body);
const pointsLines = (customerId: number) => t.db.select().from(pointsLedger).where(eq(pointsLedger.customerId, customerId)).orderBy(asc(pointsLedger.id));
const balanceOf = async (customerId: number) =>
  (await t.db.select({ b: customerPoints.balance }).from(customerPoints).where(eq(customerPoints.customerId, customerId)))[0]?.b ?? 0;
const rate = (token: string, bookingId: number) =>
  t.app.inject({ method: 'POST', url: '/api/v1/customer/rating', headers: bearer(token), payload: { bookingId, stars: 5, comment: 'Cắt đẹp' } });

describe('points rules', () => {
  it('the demo chain gives 1 point per 10,000 ₫ paid and 5 for a rating, in force today', async () => {
    const res = await call('marketing', 'GET', '/api/v1/admin/offers/points-rules');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([
      { kind: 'paid_visit', points: 1, active: true, validFrom: null, validTo: null, inForce: true },
      { kind: 'rated_visit', points: 5, active: true, validFrom: null, validTo: null, inForce: true },
    ]);
  });

  it('a paid visit earns its points on the amount paid, once; rating it earns 5, once; his history says why in Vietnamese', async () => {
    const v = await visitAt(t.db, t.clock.now(), 'finished', { totalPrice: 255_000 });
    const customerId = v.customer!.id;
    expect((await call('reception', 'POST', `/api/v1/staff/visits/${v.bookingId}/pay`, { method: 'cash' })).statusCode).toBe(200);
    expect((await call('manager', 'POST', `/api/v1/staff/visits/${v.bookingId}/pay`, { method: 'card' })).statusCode).toBe(409);
    // A second award of the same booking (a retried call) adds nothing: the ledger's unique key.
    expect(await t.db.transaction((tx) => earnPaidVisitPoints(tx, { customerId, bookingId: v.bookingId, amount: 255_000, now: t.clock.now() }))).toBe(0);
    expect((await pointsLines(customerId)).map((l) => [l.reason, l.delta, l.balanceAfter, l.ref])).toEqual([['visit', 25, 25, `booking:${v.bookingId}`]]);

    const token = await createSession(t.db, customerId, t.clock.now());
    expect((await rate(token, v.bookingId)).statusCode).toBe(200);
    expect((await rate(token, v.bookingId)).json().code).toBe('ALREADY_RATED');
    expect((await pointsLines(customerId)).map((l) => [l.reason, l.delta, l.balanceAfter])).toEqual([
      ['visit', 25, 25],
      ['rating', 5, 30],
    ]);
    expect(await balanceOf(customerId)).toBe(30);
    const points = (await t.app.inject({ url: '/api/v1/lucky-sprint/GetPoint', headers: bearer(token) })).json().data;
    expect(points.balance).toBe(30);
    expect(points.history.map((h: { note: string; delta: number }) => [h.delta, h.note])).toEqual([
      [5, `Cảm ơn anh đã đánh giá lần cắt SHINE${v.bookingId}`],
      [25, `Tích điểm lần cắt SHINE${v.bookingId}: đã thanh toán 255.000 VNĐ`],
    ]);
  });

  it('marketing changes a rule (audited before/after): outside its dates or switched off it gives nothing, the next payment follows it', async () => {
    const tomorrow = '2026-11-22';
    const res = await editRule('marketing', 'paid_visit', { points: 3, active: true, validFrom: tomorrow, validTo: null });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ kind: 'paid_visit', points: 3, active: true, validFrom: tomorrow, validTo: null, inForce: false });
    const [row] = (await auditOf('pointsRule', 'paid_visit')).slice(-1);
    expect(row).toMatchObject({ action: 'offer.edit', before: { points: 1, validFrom: null }, after: { points: 3, validFrom: tomorrow } });
    const early = await visitAt(t.db, t.clock.now(), 'finished', { totalPrice: 100_000 });
    expect((await call('reception', 'POST', `/api/v1/staff/visits/${early.bookingId}/pay`, { method: 'cash' })).statusCode).toBe(200);
    expect(await pointsLines(early.customer!.id)).toEqual([]);

    expect((await editRule('admin', 'paid_visit', { points: 2, active: true, validFrom: '2026-11-01', validTo: '2026-11-21' })).statusCode).toBe(200);
    const inside = await visitAt(t.db, t.clock.now(), 'finished', { totalPrice: 100_000 });
    expect((await call('reception', 'POST', `/api/v1/staff/visits/${inside.bookingId}/pay`, { method: 'cash' })).statusCode).toBe(200);
    expect((await pointsLines(inside.customer!.id)).map((l) => l.delta)).toEqual([20]);

    expect((await editRule('marketing', 'rated_visit', { points: 5, active: false, validFrom: null, validTo: null })).statusCode).toBe(200);
    const token = await createSession(t.db, inside.customer!.id, t.clock.now());
    expect((await rate(token, inside.bookingId)).statusCode).toBe(200);
    expect((await pointsLines(inside.customer!.id)).map((l) => l.delta)).toEqual([20]);

    expect((await editRule('marketing', 'paid_visit', { points: 1, active: true, validFrom: null, validTo: null })).statusCode).toBe(200);
    expect((await editRule('marketing', 'rated_visit', { points: 5, active: true, validFrom: null, validTo: null })).statusCode).toBe(200);
  });

  it('bad input is a 400 and changes nothing; a receptionist, a manager and a content editor are refused 403', async () => {
    const before = await t.db.select().from(pointsRules).orderBy(asc(pointsRules.kind));
    const cases: [string, Record<string, unknown>, string][] = [
      ['paid_visit', { points: -1, active: true, validFrom: null, validTo: null }, 'points'],
      ['paid_visit', { points: 1001, active: true, validFrom: null, validTo: null }, 'points'],
      ['paid_visit', { points: 1.5, active: true, validFrom: null, validTo: null }, 'points'],
      ['paid_visit', { points: 1, active: true, validFrom: '2026-12-01', validTo: '2026-11-01' }, 'validTo must not be before validFrom'],
      ['paid_visit', { points: 1, active: true, validFrom: '01/12/2026', validTo: null }, 'validFrom'],
      ['rated_visit', { points: 1, validFrom: null, validTo: null }, 'active'],
      ['birthday', { points: 1, active: true, validFrom: null, validTo: null }, 'kind'],
    ];
    for (const [kind, body, words] of cases) {
      const res = await call('marketing', 'PUT', `/api/v1/admin/offers/points-rules/${kind}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body, JSON.stringify(body)).toContain(words);
    }
    for (const who of ['reception', 'manager', 'editor']) {
      expect((await call(who, 'GET', '/api/v1/admin/offers/points-rules')).statusCode, who).toBe(403);
      expect((await editRule(who, 'paid_visit', { points: 9, active: true, validFrom: null, validTo: null })).statusCode, who).toBe(403);
    }
    expect(await t.db.select().from(pointsRules).orderBy(asc(pointsRules.kind))).toEqual(before);
  });
});
