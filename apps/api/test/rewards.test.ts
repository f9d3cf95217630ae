import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { TCampaignList } from '@shine/shared/schemas/campaign';
import type { TGoldenHour, TQuests, TRewardDetail, TRewardGroup, TWheel } from '@shine/shared/schemas/rewards';
import { bookings, customerSpins, pointsLedger, wheelPrizes, wheelSpins } from '../src/db/schema/index.ts';
import { createSession } from '../src/modules/auth/session-repository.ts';
import { findOrCreateCustomer } from '../src/modules/customers/customers-repository.ts';
import { newPhone } from './fixtures.ts';
import { createTestApp } from './helpers.ts';
import { invalidateCustomerCaches } from '../src/modules/backoffice/index.ts';

// The suite's clock: Monday 2026-11-23 09:15 in Ho Chi Minh City (the e2e time), so the first golden hour is open.
let t: Awaited<ReturnType<typeof createTestApp>>;
type Caller = { id: number; phone: string; auth: Record<string, string> };

async function loginAs(phone = newPhone()): Promise<Caller> {
  const customer = await findOrCreateCustomer(t.db, phone);
  return { id: customer.id, phone, auth: { authorization: `Bearer ${await createSession(t.db, customer.id, t.clock.now())}` } };
}
const get = (url: string, caller?: Caller) => t.app.inject({ url, headers: caller?.auth ?? {} });
const post = (url: string, payload: unknown, caller?: Caller) => t.app.inject({ method: 'POST', url, headers: caller?.auth ?? {}, payload: payload as object });

beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-23T02:15:00.000Z' });
});
afterAll(() => t.close());

describe('rewards', () => {
  it('lists running public reward groups; the home cards 1-8 open a real detail', async () => {
    const res = await get('/api/v1/reward-groups/public');
    expect(res.statusCode).toBe(200);
    const groups = res.json().data as TRewardGroup[];
    const ids = groups.flatMap((g) => g.rewards.map((r) => r.id));
    expect(ids).toEqual(expect.arrayContaining([1, 2, 3, 4, 5, 6, 7, 8]));
    expect(ids).not.toContain(10); // ended
    expect(ids).not.toContain(9); // members only
    for (const id of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const detail = await get(`/api/v1/rewards/${id}`);
      expect(detail.statusCode, `reward ${id}`).toBe(200);
      const d = detail.json().data as TRewardDetail;
      expect(d.campaign?.condition).toBeTruthy();
      expect(d.howToUse.length).toBeGreaterThan(0);
      expect(d.remaining).toBeGreaterThan(0);
    }
  });

  it('claim needs login; the voucher lands in booking step 4 tab 2; a second claim is refused with a message', async () => {
    expect((await post('/api/v1/campaign-customer/reward', { rewardId: 4 })).statusCode).toBe(401);
    const me = await loginAs();
    const before = (await get('/api/v1/rewards/4', me)).json().data as TRewardDetail;
    expect(before.canClaim).toBe(true);
    const res = await post('/api/v1/campaign-customer/reward', { rewardId: 4 }, me);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Nhận ưu đãi thành công! Ưu đãi đã vào ví của anh.');
    const after = (await get('/api/v1/rewards/4', me)).json().data as TRewardDetail;
    expect(after.remaining).toBe(before.remaining - 1);
    expect(after.claim?.used).toBe(false);
    const list = (await get(`/api/v1/booking/campaign-list?salonId=1&services=101,301&phone=${me.phone}`, me)).json().data as TCampaignList;
    expect(list.customer.map((c) => c.campaignId)).toContain(4);
    const again = await post('/api/v1/campaign-customer/reward', { rewardId: 4 }, me);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('REWARD_ALREADY_CLAIMED');
    const mine = (await get('/api/v1/campaign-customer/reward', me)).json().data as { campaignId: number; source: string }[];
    expect(mine).toEqual([expect.objectContaining({ campaignId: 4, source: 'reward' })]);
  });

  it('an ended reward answers the spec message; an unknown one is a 404; bad ids are 400', async () => {
    const me = await loginAs();
    const ended = await post('/api/v1/campaign-customer/reward', { rewardId: 10 }, me);
    expect(ended.statusCode).toBe(400);
    expect(ended.json().message).toBe('Ưu đãi không còn hiệu lực, anh vui lòng chọn ưu đãi khác nhé!');
    const unknown = await get('/api/v1/rewards/999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Ưu đãi không tồn tại, anh vui lòng chọn ưu đãi khác nhé!');
    expect((await get('/api/v1/rewards/abc')).statusCode).toBe(400);
    expect((await post('/api/v1/campaign-customer/reward', { rewardId: 'x' }, me)).statusCode).toBe(400);
    const archive = (await get('/api/v1/rewards-old')).json().data as { ended: { id: number }[] };
    expect(archive.ended.map((r) => r.id)).toContain(10);
  });

  it('points rewards cost points atomically (DoiVoucher) and refuse a short balance', async () => {
    const me = await loginAs();
    const short = await post('/api/v1/lucky-sprint/DoiVoucher', { rewardId: 8 }, me);
    expect(short.json().code).toBe('POINTS_NOT_ENOUGH');
    const rich = await loginAs('0912345678'); // demo customer: 800 points
    expect((await get('/api/v1/lucky-sprint/GetPoint', rich)).json().data.balance).toBe(800);
    const ok = await post('/api/v1/lucky-sprint/DoiVoucher', { rewardId: 8 }, rich);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.balance).toBe(500);
    const points = (await get('/api/v1/lucky-sprint/GetPoint', rich)).json().data;
    expect(points.history[0]).toMatchObject({ delta: -300, balanceAfter: 500 });
  });
});

describe('golden hour', () => {
  it('shows one open deal now, one later today and one tomorrow; claims once per customer', async () => {
    const deals = (await get('/api/v1/golden-hours')).json().data as TGoldenHour[];
    expect(deals.map((d) => d.status)).toEqual(['ended', 'open', 'upcoming', 'upcoming']);
    const open = deals.find((d) => d.status === 'open');
    const later = deals.filter((d) => d.status === 'upcoming');
    expect(open).toBeDefined();
    const me = await loginAs();
    const res = await post('/api/v1/campaign-customer/one-phone-campaign', { dealId: open?.id }, me);
    expect(res.statusCode, res.body).toBe(200);
    const again = await post('/api/v1/campaign-customer/one-phone-campaign', { dealId: open?.id }, me);
    expect(again.json().code).toBe('GOLDEN_HOUR_ALREADY_CLAIMED');
    const notYet = await post('/api/v1/campaign-customer/one-phone-campaign', { dealId: later[0]?.id }, me);
    expect(notYet.json().code).toBe('GOLDEN_HOUR_NOT_OPEN');
    const after = (await get(`/api/v1/golden-hours/${open?.id}`, me)).json().data as TGoldenHour;
    expect(after).toMatchObject({ claimed: true, remaining: (open?.remaining ?? 0) - 1 });
  });
});

describe('lucky wheel', () => {
  it('a spin without a spin left is refused with a clear message and nothing is recorded', async () => {
    const me = await loginAs();
    const res = await post('/api/v1/lucky-wheel/wheeling', { wheelId: 1 }, me);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Anh đã hết lượt quay, hoàn thành nhiệm vụ hoặc đổi điểm để nhận thêm lượt nhé!');
    const [spins] = await t.db.select({ n: count() }).from(wheelSpins).where(eq(wheelSpins.customerId, me.id));
    expect(spins?.n).toBe(0);
  });

  it('a completed booking earns one spin once; the server draws and records it', async () => {
    const me = await loginAs();
    const [past] = await t.db.select().from(bookings).where(eq(bookings.status, 'completed')).limit(1);
    if (!past) throw new Error('seed has completed bookings');
    const { id: _id, ...copy } = past;
    const start = new Date(t.clock.now().getTime() - 3 * 86_400_000);
    await t.db.insert(bookings).values({
      ...copy,
      customerId: me.id,
      phone: me.phone,
      startAt: start,
      endAt: new Date(start.getTime() + 1_800_000),
      stylistId: past.stylistId,
      dateBook: '2026-11-20',
      hourId: 30,
    });
    let q = (await get('/api/v1/lucky-wheel/quests', me)).json().data as TQuests;
    expect(q.quests.find((x) => x.key === 'completed_booking')).toMatchObject({ done: 1, claimable: 1 });
    const claim = await post('/api/v1/lucky-wheel/quests/claim', { quest: 'completed_booking' }, me);
    expect(claim.json().data).toMatchObject({ added: 1, spinsLeft: 1 });
    expect((await post('/api/v1/lucky-wheel/quests/claim', { quest: 'completed_booking' }, me)).json().code).toBe('QUEST_NOTHING_TO_CLAIM');
    q = (await get('/api/v1/lucky-wheel/quests', me)).json().data as TQuests;
    expect(q.spinsLeft).toBe(1);
    const wheel = (await get('/api/v1/lucky-wheel/wheels/vong-quay-may-man', me)).json().data as TWheel;
    expect(wheel.spinsLeft).toBe(1);
    const spin = await post('/api/v1/lucky-wheel/wheeling', { wheelId: wheel.id }, me);
    expect(spin.statusCode, spin.body).toBe(200);
    const won = spin.json().data;
    expect(wheel.prizes.map((p) => p.id)).toContain(won.prize.id);
    expect(won.spinsLeft).toBe(0);
    const gifts = (await get('/api/v1/lucky-wheel/gifts', me)).json().data as { spinId: number }[];
    expect(gifts.map((g) => g.spinId)).toEqual([won.spinId]);
    const [row] = await t.db.select().from(customerSpins).where(eq(customerSpins.customerId, me.id));
    expect(row).toMatchObject({ earned: 1, spent: 1 });
    if (won.voucherId) {
      const mine = (await get('/api/v1/campaign-customer/reward', me)).json().data as { voucherId: number; source: string }[];
      expect(mine).toEqual([expect.objectContaining({ voucherId: won.voucherId, source: 'wheel' })]);
    }
  });

  it('the wheel follows a spin at once: the last one of a prize shows gone, his spins go down', async () => {
    const me = await loginAs();
    const url = '/api/v1/lucky-wheel/wheels/vong-quay-may-man';
    const { id: wheelId } = (await get(url)).json().data as TWheel;
    const prizes = await t.db.select().from(wheelPrizes).where(eq(wheelPrizes.wheelId, wheelId));
    const target = prizes.find((p) => !p.isConsolation)!;
    // As the back office would set them: only this prize can be drawn, and one of it is left.
    for (const p of prizes) {
      await t.db
        .update(wheelPrizes)
        .set(p.id === target.id ? { weight: 1, stock: p.awarded + 1 } : { weight: 0 })
        .where(eq(wheelPrizes.id, p.id));
    }
    invalidateCustomerCaches(t.app.deps);
    try {
      await t.db.insert(customerSpins).values({ customerId: me.id, earned: 1 });
      const before = (await get(url, me)).json().data as TWheel;
      expect(before.spinsLeft).toBe(1);
      expect(before.prizes.find((p) => p.id === target.id)?.available).toBe(true);
      const spin = await post('/api/v1/lucky-wheel/wheeling', { wheelId }, me);
      expect(spin.json().data.prize.id).toBe(target.id);
      const after = (await get(url, me)).json().data as TWheel;
      expect(after.spinsLeft).toBe(0);
      expect(after.prizes.find((p) => p.id === target.id)?.available).toBe(false);
      // A visitor sees the same wheel, without spins or points.
      expect((await get(url)).json().data).toEqual({ ...after, spinsLeft: null, points: null });
    } finally {
      for (const p of prizes) await t.db.update(wheelPrizes).set({ weight: p.weight, stock: p.stock, awarded: p.awarded }).where(eq(wheelPrizes.id, p.id));
      invalidateCustomerCaches(t.app.deps);
    }
  });

  it("exchange takes the wheel's points for one spin and refuses a short balance", async () => {
    const rich = await loginAs(newPhone());
    expect((await post('/api/v1/lucky-wheel/exchange', { wheelId: 1 }, rich)).json().code).toBe('POINTS_NOT_ENOUGH');
    const [lines] = await t.db.select({ n: count() }).from(pointsLedger).where(eq(pointsLedger.customerId, rich.id));
    expect(lines?.n).toBe(0);
    expect((await get('/api/v1/lucky-wheel/wheels/no-such-wheel')).statusCode).toBe(404);
  });
});

describe('abuse', () => {
  it('award calls are limited per customer: past 30 a minute they answer 429 and award nothing', async () => {
    const me = await loginAs();
    const answers = [];
    for (let i = 0; i < 31; i++) answers.push((await post('/api/v1/lucky-wheel/wheeling', { wheelId: 1 }, me)).statusCode);
    expect(answers.slice(0, 30).every((s) => s === 400)).toBe(true); // no spin left
    expect(answers[30]).toBe(429);
  });
});

describe('yours the best', () => {
  it('lists the look campaigns and a campaign with its entries', async () => {
    const list = (await get('/api/v1/yours-the-best')).json().data as { id: number; entryCount: number }[];
    expect(list.length).toBeGreaterThanOrEqual(2);
    const detail = (await get(`/api/v1/yours-the-best/${list[0]?.id}`)).json().data as { entries: unknown[] };
    expect(detail.entries.length).toBe(list[0]?.entryCount);
  });
});
