import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { auditLog, campaignCodes, campaignSalons, campaigns, goldenHourDeals, wheelPrizes } from '../src/db/schema/index.ts';
import { CHAIN_ADMIN_PHONE, MARKETING_PHONE, managerPhone } from '../src/db/seed/floor.ts';
import { createSession } from '../src/modules/auth/session-repository.ts';
import { findOrCreateCustomer } from '../src/modules/customers/customers-repository.ts';
import { newPhone } from './fixtures.ts';
import { createTestApp } from './helpers.ts';
import { loginStaff, staffHeaders } from './floor-fixtures.ts';

// The back office's offers (issue 32): golden hours, campaigns and codes, wheels. TEST_NOW is 2026-11-21T01:00Z.
let t: Awaited<ReturnType<typeof createTestApp>>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const [who, phone] of Object.entries({ marketing: MARKETING_PHONE, admin: CHAIN_ADMIN_PHONE, manager1: managerPhone(1) })) {
    tokens[who] = await loginStaff(t.app, phone);
  }
});
afterAll(() => t.close());

const call = (who: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: staffHeaders(tokens[who]!), ...(payload ? { payload } : {}) });
const auditOf = (entity: string, entityId: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(asc(auditLog.id));

async function hourBody(over: Record<string, unknown> = {}) {
  const [template] = await t.db.select().from(goldenHourDeals).limit(1);
  return {
    title: 'Giờ vàng thứ Bảy',
    titleEn: 'Saturday golden hour',
    description: 'Giảm 50% cho 20 khách nhanh nhất',
    image: template!.image,
    campaignId: template!.campaignId,
    opensAt: '2026-11-21T05:00:00.000Z',
    closesAt: '2026-11-21T06:00:00.000Z',
    quantity: 20,
    oldPrice: 100_000,
    dealPrice: 50_000,
    ...over,
  };
}

describe('back office: golden hours', () => {
  it('marketing creates an upcoming one: listed as upcoming, on the customer list at once, audited', async () => {
    const res = await call('marketing', 'POST', '/api/v1/admin/offers/golden-hours', await hourBody());
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.id as number;
    expect(res.json().data.status).toBe('upcoming');
    const listed = (await call('marketing', 'GET', '/api/v1/admin/offers/golden-hours')).json().data;
    expect(listed.find((h: { id: number }) => h.id === id)).toMatchObject({ status: 'upcoming', quantity: 20 });
    const customer = (await t.app.inject({ url: '/api/v1/golden-hours' })).json().data;
    expect(customer.find((h: { id: number }) => h.id === id)).toMatchObject({ title: 'Giờ vàng thứ Bảy', status: 'upcoming', remaining: 20 });
    const rows = await auditOf('goldenHour', id);
    expect(rows.map((r) => [r.action, r.before, (r.after as { quantity: number }).quantity])).toEqual([['offer.edit', null, 20]]);
  });

  it('edits it before it opens (audited with before and after); once open it is refused 409 and unchanged', async () => {
    const id = (await call('marketing', 'POST', '/api/v1/admin/offers/golden-hours', await hourBody())).json().data.id as number;
    const edited = await call('marketing', 'PUT', `/api/v1/admin/offers/golden-hours/${id}`, await hourBody({ quantity: 80, title: 'Giờ vàng mới' }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ quantity: 80, title: 'Giờ vàng mới' });
    const [row] = await auditOf('goldenHour', id).then((r) => r.slice(-1));
    expect([(row!.before as { quantity: number }).quantity, (row!.after as { quantity: number }).quantity]).toEqual([20, 80]);

    const open = (await call('marketing', 'POST', '/api/v1/admin/offers/golden-hours', await hourBody({ opensAt: '2026-11-21T00:30:00.000Z' }))).json().data;
    expect(open.status).toBe('running');
    const refused = await call('marketing', 'PUT', `/api/v1/admin/offers/golden-hours/${open.id}`, await hourBody({ quantity: 1 }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'GOLDEN_HOUR_STARTED', message: expect.stringContaining('đã bắt đầu') });
    const [still] = await t.db.select().from(goldenHourDeals).where(eq(goldenHourDeals.id, open.id));
    expect(still?.quantity).toBe(20);
  });

  it('stops a running one early: closed now, customers can no longer claim it; an upcoming one cannot be stopped', async () => {
    const open = (await call('marketing', 'POST', '/api/v1/admin/offers/golden-hours', await hourBody({ opensAt: '2026-11-21T00:30:00.000Z' }))).json().data;
    const stopped = await call('admin', 'POST', `/api/v1/admin/offers/golden-hours/${open.id}/stop`);
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json().data).toMatchObject({ status: 'past', closesAt: '2026-11-21T01:00:00.000Z' });
    const customer = (await t.app.inject({ url: `/api/v1/golden-hours/${open.id}` })).json().data;
    expect(customer.status).toBe('ended');
    expect((await call('admin', 'POST', `/api/v1/admin/offers/golden-hours/${open.id}/stop`)).json().code).toBe('GOLDEN_HOUR_NOT_RUNNING');
    const upcoming = (await call('marketing', 'POST', '/api/v1/admin/offers/golden-hours', await hourBody())).json().data;
    expect((await call('marketing', 'POST', `/api/v1/admin/offers/golden-hours/${upcoming.id}/stop`)).statusCode).toBe(409);
    expect((await auditOf('goldenHour', open.id)).length).toBe(2);
  });

  it('bad input is a 400 naming the field, never a 500', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ closesAt: '2026-11-21T04:00:00.000Z' }, 'closesAt must be after opensAt'],
      [{ quantity: 0 }, 'quantity'],
      [{ quantity: 10_001 }, 'quantity'],
      [{ quantity: 2.5 }, 'quantity'],
      [{ opensAt: 'tomorrow' }, 'opensAt'],
      [{ dealPrice: 200_000 }, 'dealPrice'],
      [{ campaignId: 'x' }, 'campaignId'],
    ];
    for (const [over, words] of cases) {
      const res = await call('marketing', 'POST', '/api/v1/admin/offers/golden-hours', await hourBody(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.body, JSON.stringify(over)).toContain(words);
    }
    expect((await call('marketing', 'PUT', '/api/v1/admin/offers/golden-hours/99999999999', await hourBody())).statusCode).toBe(400);
    expect((await call('marketing', 'PUT', '/api/v1/admin/offers/golden-hours/999999', await hourBody())).statusCode).toBe(404);
    expect((await call('marketing', 'POST', '/api/v1/admin/offers/golden-hours', await hourBody({ campaignId: 999_999 }))).statusCode).toBe(404);
  });

  it('a salon manager is refused 403 on every write and nothing changes', async () => {
    const id = (await call('marketing', 'POST', '/api/v1/admin/offers/golden-hours', await hourBody())).json().data.id as number;
    const before = await t.db.select().from(goldenHourDeals);
    expect((await call('manager1', 'GET', '/api/v1/admin/offers/golden-hours')).statusCode).toBe(403);
    expect((await call('manager1', 'POST', '/api/v1/admin/offers/golden-hours', await hourBody())).statusCode).toBe(403);
    expect((await call('manager1', 'PUT', `/api/v1/admin/offers/golden-hours/${id}`, await hourBody({ quantity: 5 }))).statusCode).toBe(403);
    expect((await call('manager1', 'POST', `/api/v1/admin/offers/golden-hours/${id}/stop`)).statusCode).toBe(403);
    expect(await t.db.select().from(goldenHourDeals)).toEqual(before);
    expect((await auditOf('goldenHour', id)).length).toBe(1);
  });
});

describe('back office: campaigns and voucher codes', () => {
  const bodyOf = (c: Record<string, unknown>, over: Record<string, unknown> = {}) => {
    const { id: _id, codes: _codes, ...rest } = c;
    return { ...rest, ...over };
  };

  it("edits a campaign's conditions, salons, services and validity: audited, the customer's campaign follows", async () => {
    const list = (await call('marketing', 'GET', '/api/v1/admin/offers/campaigns')).json().data;
    expect(list.length).toBeGreaterThan(0);
    const choices = (await call('marketing', 'GET', '/api/v1/admin/offers/choices')).json().data;
    expect(choices.salons.length).toBe(74);
    expect(choices.services.length).toBeGreaterThan(0);
    expect((await call('manager1', 'GET', '/api/v1/admin/offers/choices')).statusCode).toBe(403);
    const campaign = list[0];
    const offered = async (salonId: number) =>
      (await t.app.inject({ url: `/api/v1/booking/campaign-list?salonId=${salonId}` })).json().data.salon.map((c: { campaignId: number }) => c.campaignId);
    const detail = async () => (await t.app.inject({ url: `/api/v1/booking/reward-detail?campaignId=${campaign.id}` })).json().data;
    expect(campaign.salonIds).toContain(3);
    expect(await offered(3)).toContain(campaign.id);
    expect((await detail()).salonApplies.map((s: { salonId: number }) => s.salonId)).toContain(3);
    const res = await call(
      'marketing',
      'PUT',
      `/api/v1/admin/offers/campaigns/${campaign.id}`,
      bodyOf(campaign, { salonIds: [2, 1, 1], minTotal: 150_000, endDate: '2026-12-31', condition: '<p>Áp dụng từ 150.000đ</p>' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ salonIds: [1, 2], minTotal: 150_000, endDate: '2026-12-31' });
    const salons = await t.db.select().from(campaignSalons).where(eq(campaignSalons.campaignId, campaign.id));
    expect(salons.map((s) => s.salonId).sort()).toEqual([1, 2]);
    // The customer's next request follows (the cached answers were dropped).
    expect(await offered(3)).not.toContain(campaign.id);
    expect(await offered(1)).toContain(campaign.id);
    expect(await detail()).toMatchObject({ salonApplies: [{ salonId: 1 }, { salonId: 2 }], condition: '<p>Áp dụng từ 150.000đ</p>' });
    const [row] = await auditOf('campaign', campaign.id);
    expect(row).toMatchObject({
      action: 'offer.edit',
      before: expect.objectContaining({ minTotal: campaign.minTotal }),
      after: expect.objectContaining({ minTotal: 150_000 }),
    });
  });

  it('refuses bad campaign input with a 400: dates reversed, percent over 100, a salon or service that does not exist', async () => {
    const [campaign] = (await call('marketing', 'GET', '/api/v1/admin/offers/campaigns')).json().data;
    const [before] = await t.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    const cases: [Record<string, unknown>, string][] = [
      [{ startDate: '2026-12-01', endDate: '2026-11-01' }, 'endDate must not be before startDate'],
      [{ discountType: 'percent', discountValue: 150 }, 'at most 100'],
      [{ salonIds: [999_999] }, '999999'],
      [{ applyServiceIds: [888_888] }, '888888'],
      [{ startDate: '2026-02-30' }, 'startDate'],
      [{ name: '' }, 'name'],
    ];
    for (const [over, words] of cases) {
      const res = await call('marketing', 'PUT', `/api/v1/admin/offers/campaigns/${campaign.id}`, bodyOf(campaign, over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.body, JSON.stringify(over)).toContain(words);
    }
    const [after] = await t.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(after).toEqual(before);
  });

  it('generates a batch of unique codes made by the server; a customer can claim one; a manager is refused', async () => {
    const [campaign] = (await call('marketing', 'GET', '/api/v1/admin/offers/campaigns')).json().data;
    const res = await call('marketing', 'POST', `/api/v1/admin/offers/campaigns/${campaign.id}/codes`, { count: 200, maxClaims: 1 });
    expect(res.statusCode, res.body).toBe(200);
    const codes = res.json().data.map((c: { code: string }) => c.code) as string[];
    expect(codes).toHaveLength(200);
    expect(new Set(codes).size).toBe(200);
    expect(codes.every((c) => /^SH[A-Z2-9]{8}$/.test(c))).toBe(true);
    const listed = (await call('marketing', 'GET', `/api/v1/admin/offers/campaigns/${campaign.id}/codes`)).json().data;
    expect(listed.map((c: { code: string }) => c.code)).toEqual(expect.arrayContaining(codes.slice(0, 5)));
    const audits = (await auditOf('campaign', campaign.id)).filter((r) => (r.after as { codesGenerated?: number }).codesGenerated);
    expect(audits.at(-1)?.after).toMatchObject({ codesGenerated: 200 });

    const phone = newPhone();
    const customer = await findOrCreateCustomer(t.db, phone);
    const claimed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/booking/postCode',
      headers: { authorization: `Bearer ${await createSession(t.db, customer.id, t.clock.now())}` },
      payload: { phone, code: codes[0] },
    });
    expect(claimed.statusCode, claimed.body).toBe(200);

    const stored = await t.db.select().from(campaignCodes).where(eq(campaignCodes.campaignId, campaign.id));
    expect((await call('manager1', 'POST', `/api/v1/admin/offers/campaigns/${campaign.id}/codes`, { count: 5 })).statusCode).toBe(403);
    expect((await call('manager1', 'PUT', `/api/v1/admin/offers/campaigns/${campaign.id}`, bodyOf(campaign))).statusCode).toBe(403);
    expect(await t.db.select().from(campaignCodes).where(eq(campaignCodes.campaignId, campaign.id))).toHaveLength(stored.length);
    for (const bad of [{ count: 0 }, { count: 501 }, { count: 'ten' }, { count: 5, maxClaims: -1 }]) {
      expect((await call('marketing', 'POST', `/api/v1/admin/offers/campaigns/${campaign.id}/codes`, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await call('marketing', 'POST', '/api/v1/admin/offers/campaigns/999999/codes', { count: 1 })).statusCode).toBe(404);
  });
});

describe('back office: wheel prizes', () => {
  it('edits weights and stock: audited; refuses weights adding up to 0, negative stock, stock below awarded, a stock on the consolation prize', async () => {
    const [wheel] = (await call('marketing', 'GET', '/api/v1/admin/offers/wheels')).json().data;
    const prize = wheel.prizes.find((p: { isConsolation: boolean }) => !p.isConsolation);
    const consolation = wheel.prizes.find((p: { isConsolation: boolean }) => p.isConsolation);
    const ok = await call('marketing', 'PUT', `/api/v1/admin/offers/wheels/${wheel.id}/prizes`, {
      prizes: [{ id: prize.id, weight: 7, stock: prize.awarded + 30 }],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.prizes.find((p: { id: number }) => p.id === prize.id)).toMatchObject({ weight: 7, stock: prize.awarded + 30 });
    const [row] = await auditOf('wheel', wheel.id);
    expect(row?.action).toBe('offer.edit');

    const before = await t.db.select().from(wheelPrizes).where(eq(wheelPrizes.wheelId, wheel.id));
    const zero = await call('marketing', 'PUT', `/api/v1/admin/offers/wheels/${wheel.id}/prizes`, {
      prizes: wheel.prizes.map((p: { id: number; stock: number | null }) => ({ id: p.id, weight: 0, stock: p.stock })),
    });
    expect(zero.statusCode).toBe(400);
    expect(zero.json()).toMatchObject({ code: 'WHEEL_PRIZE_INVALID', message: 'Tổng trọng số các giải phải lớn hơn 0.' });
    const negative = await call('marketing', 'PUT', `/api/v1/admin/offers/wheels/${wheel.id}/prizes`, { prizes: [{ id: prize.id, weight: 1, stock: -1 }] });
    expect(negative.statusCode).toBe(400);
    expect(negative.body).toContain('stock must not be negative');
    await t.db.update(wheelPrizes).set({ awarded: 3, stock: 10 }).where(eq(wheelPrizes.id, prize.id));
    const below = await call('marketing', 'PUT', `/api/v1/admin/offers/wheels/${wheel.id}/prizes`, { prizes: [{ id: prize.id, weight: 1, stock: 2 }] });
    expect([below.statusCode, below.json().code]).toEqual([400, 'WHEEL_PRIZE_INVALID']);
    const cons = await call('marketing', 'PUT', `/api/v1/admin/offers/wheels/${wheel.id}/prizes`, { prizes: [{ id: consolation.id, weight: 1, stock: 5 }] });
    expect(cons.statusCode).toBe(400);
    const foreign = await call('marketing', 'PUT', `/api/v1/admin/offers/wheels/${wheel.id}/prizes`, { prizes: [{ id: 999_999, weight: 1, stock: null }] });
    expect(foreign.statusCode).toBe(400);
    expect(
      (await call('marketing', 'PUT', '/api/v1/admin/offers/wheels/999999/prizes', { prizes: [{ id: prize.id, weight: 1, stock: null }] })).statusCode,
    ).toBe(404);
    expect(
      (await call('manager1', 'PUT', `/api/v1/admin/offers/wheels/${wheel.id}/prizes`, { prizes: [{ id: prize.id, weight: 9, stock: null }] })).statusCode,
    ).toBe(403);
    const after = await t.db.select().from(wheelPrizes).where(eq(wheelPrizes.wheelId, wheel.id));
    expect(after.map(({ weight, stock }) => ({ weight, stock }))).toEqual(before.map((p) => ({ weight: p.weight, stock: p.id === prize.id ? 10 : p.stock })));
    expect((await auditOf('wheel', wheel.id)).length).toBe(1);
  });
});
