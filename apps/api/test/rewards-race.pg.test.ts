import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, inArray, sql } from 'drizzle-orm';
import {
  customerPoints,
  customerSpins,
  customerVouchers,
  goldenHourClaims,
  goldenHourDeals,
  pointsLedger,
  wheelPrizes,
  wheelSpins,
  wheels,
} from '../src/db/schema/index.ts';
import { createSession } from '../src/modules/auth/session-repository.ts';
import { findOrCreateCustomer } from '../src/modules/customers/customers-repository.ts';
import { newPhone } from './fixtures.ts';
import { createTestApp } from './helpers.ts';
import { DEMO_STAFF_PASSWORD, MARKETING_PHONE } from '../src/db/seed/floor.ts';

// Fairness under concurrency (issue 13). Only real PostgreSQL runs these transactions in parallel.
let t: Awaited<ReturnType<typeof createTestApp>>;
type Caller = { id: number; auth: Record<string, string> };

beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-23T02:15:00.000Z' });
}, 300_000);
afterAll(() => t.close());

async function customers(n: number): Promise<Caller[]> {
  const out: Caller[] = [];
  for (let i = 0; i < n; i++) {
    const c = await findOrCreateCustomer(t.db, newPhone());
    out.push({ id: c.id, auth: { authorization: `Bearer ${await createSession(t.db, c.id, t.clock.now())}` } });
  }
  return out;
}
const post = (url: string, payload: object, caller: Caller) => t.app.inject({ method: 'POST', url, headers: caller.auth, payload });

describe('lucky wheel under concurrency', () => {
  it('500 concurrent spins against a prize with stock 10: exactly 10 awarded, every spin answered, spins spent = spins recorded', async () => {
    // a wheel with a heavy prize of stock 10 and a consolation prize
    await t.db
      .insert(wheels)
      .values({ id: 90, slug: 'race-wheel', name: 'Race', description: 'race', spinPoints: 100, startDate: '2026-11-01', endDate: '2026-12-31' });
    await t.db.insert(wheelPrizes).values([
      { id: 901, wheelId: 90, sort: 1, name: 'Big', image: '/x.svg', weight: 1000, stock: 10, points: 10 },
      { id: 902, wheelId: 90, sort: 2, name: 'Better luck', image: '/y.svg', weight: 1, stock: null, points: 1, isConsolation: true },
    ]);
    const players = await customers(50);
    await t.db.insert(customerSpins).values(players.map((p) => ({ customerId: p.id, earned: 10, spent: 0 })));
    const results = await Promise.all(players.flatMap((p) => Array.from({ length: 10 }, () => post('/api/v1/lucky-wheel/wheeling', { wheelId: 90 }, p))));
    expect(results.map((r) => r.statusCode).filter((s) => s !== 200)).toEqual([]);
    const won = results.filter((r) => r.json().data.prize.id === 901);
    expect(won).toHaveLength(10);
    const [prize] = await t.db.select().from(wheelPrizes).where(eq(wheelPrizes.id, 901));
    expect(prize?.awarded).toBe(10);
    const [recorded] = await t.db.select({ n: count() }).from(wheelSpins).where(eq(wheelSpins.wheelId, 90));
    const [spent] = await t.db
      .select({ n: sql<number>`sum(${customerSpins.spent})`.mapWith(Number) })
      .from(customerSpins)
      .where(
        inArray(
          customerSpins.customerId,
          players.map((p) => p.id),
        ),
      );
    expect(recorded?.n).toBe(500);
    expect(spent?.n).toBe(500);
    // an 11th spin of a player is refused and records nothing
    const extra = await post('/api/v1/lucky-wheel/wheeling', { wheelId: 90 }, players[0] as Caller);
    expect(extra.json().code).toBe('NO_SPIN_LEFT');
    const [after] = await t.db.select({ n: count() }).from(wheelSpins).where(eq(wheelSpins.wheelId, 90));
    expect(after?.n).toBe(500);
  }, 300_000);
});

describe('golden hour under concurrency', () => {
  it('200 customers claim a deal of quantity 50 at once: exactly 50 vouchers', async () => {
    await t.db.update(goldenHourDeals).set({ quantity: 50, claimed: 0 }).where(eq(goldenHourDeals.id, 1));
    const [deal] = await t.db.select().from(goldenHourDeals).where(eq(goldenHourDeals.id, 1));
    const players = await customers(200);
    const results = await Promise.all(players.map((p) => post('/api/v1/campaign-customer/one-phone-campaign', { dealId: 1 }, p)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(50);
    expect(results.filter((r) => r.statusCode === 400).map((r) => r.json().code)).toEqual(Array(150).fill('GOLDEN_HOUR_SOLD_OUT'));
    const [vouchers] = await t.db
      .select({ n: count() })
      .from(customerVouchers)
      .where(eq(customerVouchers.campaignId, deal?.campaignId ?? 0));
    const [claims] = await t.db.select({ n: count() }).from(goldenHourClaims).where(eq(goldenHourClaims.dealId, 1));
    expect(vouchers?.n).toBe(50);
    expect(claims?.n).toBe(50);
  }, 300_000);

  it('a golden hour marketing created through the admin API with 50 vouchers: 200 customers at once get exactly 50', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/staff/auth/login', payload: { phone: MARKETING_PHONE, password: DEMO_STAFF_PASSWORD } });
    const staff = { 'x-staff-session': login.json().data.token as string };
    const [template] = await t.db.select().from(goldenHourDeals).where(eq(goldenHourDeals.id, 1));
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/offers/golden-hours',
      headers: staff,
      payload: {
        title: 'Giờ vàng thử tải',
        titleEn: 'Load-test golden hour',
        description: '50 voucher cho 50 khách nhanh nhất',
        image: template!.image,
        campaignId: template!.campaignId,
        opensAt: '2026-11-23T02:00:00.000Z',
        closesAt: '2026-11-23T03:00:00.000Z',
        quantity: 50,
        oldPrice: 100_000,
        dealPrice: 50_000,
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const dealId = created.json().data.id as number;
    const players = await customers(200);
    const results = await Promise.all(players.map((p) => post('/api/v1/campaign-customer/one-phone-campaign', { dealId }, p)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(50);
    expect(results.filter((r) => r.statusCode === 400).map((r) => r.json().code)).toEqual(Array(150).fill('GOLDEN_HOUR_SOLD_OUT'));
    const [claims] = await t.db.select({ n: count() }).from(goldenHourClaims).where(eq(goldenHourClaims.dealId, dealId));
    const [deal] = await t.db.select().from(goldenHourDeals).where(eq(goldenHourDeals.id, dealId));
    expect(claims?.n).toBe(50);
    expect(deal?.claimed).toBe(50);
    const history = await t.app.inject({ url: `/api/v1/admin/audit?entity=goldenHour&entityId=${dealId}`, headers: staff });
    expect(history.json().data.map((h: { action: string }) => h.action)).toEqual(['offer.edit']);
  }, 300_000);

  it('marketing plans a golden hour (30 vouchers, edited to 50 before it opens): 80 customers claiming twice each at once get exactly 50, none twice', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/staff/auth/login', payload: { phone: MARKETING_PHONE, password: DEMO_STAFF_PASSWORD } });
    const staff = { 'x-staff-session': login.json().data.token as string };
    const [template] = await t.db.select().from(goldenHourDeals).where(eq(goldenHourDeals.id, 1));
    const body = {
      title: 'Giờ vàng 80 khách',
      titleEn: 'Golden hour, 80 customers',
      description: '50 voucher',
      image: template!.image,
      campaignId: template!.campaignId,
      opensAt: '2026-11-23T04:00:00.000Z',
      closesAt: '2026-11-23T05:00:00.000Z',
      quantity: 30,
      oldPrice: 100_000,
      dealPrice: 50_000,
    };
    const created = await t.app.inject({ method: 'POST', url: '/api/v1/admin/offers/golden-hours', headers: staff, payload: body });
    expect(created.statusCode, created.body).toBe(200);
    const dealId = created.json().data.id as number;
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/offers/golden-hours/${dealId}`,
      headers: staff,
      payload: { ...body, quantity: 50 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const players = await customers(80);
    const before = t.clock.now().toISOString();
    t.clock.set('2026-11-23T04:00:00.000Z');
    try {
      const results = await Promise.all(players.flatMap((p) => [p, p]).map((p) => post('/api/v1/campaign-customer/one-phone-campaign', { dealId }, p)));
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(50);
      expect(results.filter((r) => r.statusCode !== 200 && r.statusCode !== 400)).toEqual([]);
    } finally {
      t.clock.set(before);
    }
    const claims = await t.db.select().from(goldenHourClaims).where(eq(goldenHourClaims.dealId, dealId));
    expect(claims).toHaveLength(50);
    expect(new Set(claims.map((c) => c.customerId)).size).toBe(50);
    expect(new Set(claims.map((c) => c.voucherId)).size).toBe(50);
    const [deal] = await t.db.select().from(goldenHourDeals).where(eq(goldenHourDeals.id, dealId));
    expect(deal?.claimed).toBe(50);
  }, 300_000);

  it('the same customer claiming twice at once wins once', async () => {
    await t.db.update(goldenHourDeals).set({ quantity: 1000, claimed: 0 }).where(eq(goldenHourDeals.id, 1));
    const players = await customers(20);
    for (const p of players) {
      const [a, b] = await Promise.all([
        post('/api/v1/campaign-customer/one-phone-campaign', { dealId: 1 }, p),
        post('/api/v1/campaign-customer/one-phone-campaign', { dealId: 1 }, p),
      ]);
      expect([a?.statusCode, b?.statusCode].sort()).toEqual([200, 400]);
    }
    const [deal] = await t.db.select().from(goldenHourDeals).where(eq(goldenHourDeals.id, 1));
    expect(deal?.claimed).toBe(20);
  }, 300_000);
});

describe('points under concurrency', () => {
  it('concurrent exchanges never take the balance below zero; the ledger adds up to the balance', async () => {
    const players = await customers(10);
    for (const p of players) {
      await t.db.insert(customerPoints).values({ customerId: p.id, balance: 450 });
      await t.db.insert(pointsLedger).values({ customerId: p.id, delta: 450, balanceAfter: 450, reason: 'welcome', note: 'test', createdAt: t.clock.now() });
    }
    const results = await Promise.all(players.flatMap((p) => Array.from({ length: 12 }, () => post('/api/v1/lucky-wheel/exchange', { wheelId: 1 }, p))));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(40); // 4 x 100 points each
    expect(results.filter((r) => r.statusCode === 400).every((r) => r.json().code === 'POINTS_NOT_ENOUGH')).toBe(true);
    for (const p of players) {
      const [row] = await t.db.select().from(customerPoints).where(eq(customerPoints.customerId, p.id));
      const [sum] = await t.db
        .select({ s: sql<number>`sum(${pointsLedger.delta})`.mapWith(Number), low: sql<number>`min(${pointsLedger.balanceAfter})`.mapWith(Number) })
        .from(pointsLedger)
        .where(eq(pointsLedger.customerId, p.id));
      expect(row?.balance).toBe(50);
      expect(sum?.s).toBe(50);
      expect(sum?.low).toBeGreaterThanOrEqual(0);
      const [spins] = await t.db.select().from(customerSpins).where(eq(customerSpins.customerId, p.id));
      expect(spins?.earned).toBe(4);
    }
  }, 300_000);
});
