import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { TCampaignDetail, TCampaignItem, TCampaignList } from '@shine/shared/schemas/campaign';
import { bookings, campaignCodes, campaignSalons, campaigns, customerVouchers } from '../src/db/schema/index.ts';
import { createSession } from '../src/modules/auth/session-repository.ts';
import { findOrCreateCustomer } from '../src/modules/customers/customers-repository.ts';
import { newPhone } from './fixtures.ts';
import { createTestApp } from './helpers.ts';
import { invalidateCustomerCaches } from '../src/modules/backoffice/index.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
const DEMO_PHONE = '0912345678';
type Caller = { id: number; phone: string; auth: Record<string, string> };
let demo: Caller;

async function loginAs(phone: string): Promise<Caller> {
  const customer = await findOrCreateCustomer(t.db, phone);
  return { id: customer.id, phone, auth: { authorization: `Bearer ${await createSession(t.db, customer.id, t.clock.now())}` } };
}

beforeAll(async () => {
  t = await createTestApp();
  demo = await loginAs(DEMO_PHONE);
});
afterAll(() => t.close());

async function campaignList(query: string, headers: Record<string, string> = {}): Promise<TCampaignList & { message?: string }> {
  const res = await t.app.inject({ url: `/api/v1/booking/campaign-list?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return { ...res.json().data, message: res.json().message };
}
const byId = (items: TCampaignItem[], id: number) => items.find((i) => i.campaignId === id);
/** Claims on the voucher step of a booking made for the caller's own phone (or `phone`). */
const postCode = (code: unknown, caller?: Caller, lang = 'vi', phone = caller?.phone ?? DEMO_PHONE) =>
  t.app.inject({ method: 'POST', url: '/api/v1/booking/postCode', headers: caller?.auth ?? {}, payload: { code, phone, lang } });
const price = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/v1/booking/price', payload });
const rewardDetail = async (query: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ url: `/api/v1/booking/reward-detail?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as TCampaignDetail;
};

describe('campaign list (spec §7, §2 voucher screen)', () => {
  it('tab 1: public campaigns running at the salon, validity computed on the chosen services', async () => {
    const list = await campaignList('salonId=1&services=101,302&campaignUsing=4');
    expect(list.salon.map((c) => c.campaignId)).toEqual([4, 1]);
    expect(list.salon[0]).toEqual({
      campaignId: 4,
      name: 'Giảm 50% chăm sóc da khi cắt gội',
      nameVi: 'Giảm 50% chăm sóc da khi cắt gội',
      nameEn: '50% off skin care with a haircut',
      image: expect.any(String),
      imageUrl: expect.any(String),
      expire: '21/12/2026',
      valid: true,
      validCondition: true,
      message: null,
      startDate: '22/10/2026',
      endDate: '21/12/2026',
      selected: true,
      discount: 30_000,
    });
    expect(byId(list.salon, 1)).toMatchObject({
      valid: false,
      selected: false,
      discount: 0,
      message: 'Ưu đãi chưa áp dụng cho dịch vụ anh chọn, anh chọn thêm dịch vụ phù hợp nhé!',
    });
    expect(list.customer).toEqual([]);
    expect(list.best?.campaignId).toBe(4);
  });

  it('messages say why a campaign is not valid, in the request language', async () => {
    const perm = await campaignList('salonId=1&services=202');
    expect(byId(perm.salon, 1)).toMatchObject({ valid: true, discount: 99_800 });
    expect(byId(perm.salon, 4)).toMatchObject({ valid: false, validCondition: false, message: 'Dịch vụ anh chọn chưa đủ điều kiện áp dụng ưu đãi này!' });
    const en = await campaignList('salonId=1&services=202&lang=en');
    expect(byId(en.salon, 4)).toMatchObject({
      name: '50% off skin care with a haircut',
      message: 'The chosen services do not meet the conditions of this offer!',
    });
    // Both names whatever the language: the booking keeps them for its summary in either language.
    expect(byId(en.salon, 4)).toMatchObject({ nameVi: 'Giảm 50% chăm sóc da khi cắt gội', nameEn: '50% off skin care with a haircut' });
    expect(byId(perm.salon, 4)).toMatchObject({ name: 'Giảm 50% chăm sóc da khi cắt gội', nameEn: '50% off skin care with a haircut' });
    const none = await campaignList('salonId=1');
    expect(none.salon.every((c) => !c.valid && c.message === 'Anh chọn dịch vụ trước để dùng ưu đãi nhé!')).toBe(true);
    expect(none.best).toBeNull();
  });

  it('regional campaigns show only at salons of their region; private and ended ones never in tab 1', async () => {
    const [south] = await t.db.select().from(campaignSalons).where(eq(campaignSalons.campaignId, 3)).limit(1);
    const list = await campaignList(`salonId=${south!.salonId}&services=101`);
    expect(list.salon.map((c) => c.campaignId)).toEqual([4, 3]);
    expect(byId(list.salon, 3)).toMatchObject({ valid: true, discount: 30_000 });
  });

  it('tab 2: the own unused vouchers, only when logged in as the booking phone', async () => {
    const own = await campaignList(`salonId=1&services=101&phone=${DEMO_PHONE}`, demo.auth);
    expect(own.customer.map((c) => c.campaignId)).toEqual([5, 6]);
    expect(byId(own.customer, 6)).toMatchObject({ valid: true, discount: 31_000 });
    expect(byId(own.customer, 5)).toMatchObject({ valid: false, message: 'Ưu đãi áp dụng cho hóa đơn từ 200.000 VNĐ, anh chọn thêm dịch vụ nhé!' });
    expect(own.best?.campaignId).toBe(6);
    expect(own.message).toBeUndefined();

    expect((await campaignList(`salonId=1&services=101&phone=${DEMO_PHONE}`)).customer).toEqual([]);
    const other = await campaignList('salonId=1&services=101&phone=0599111111', demo.auth);
    expect(other.customer).toEqual([]);
    expect(other.message).toBe('Anh vui lòng đăng nhập bằng số điện thoại đặt lịch để xem ưu đãi của anh nhé!');
  });

  it('special-day prices count: on 28-11 the cut costs 120.000 and the best offer changes', async () => {
    const list = await campaignList(`salonId=1&services=101,103&phone=${DEMO_PHONE}&dateBook=28-11-2026`, demo.auth);
    expect(byId(list.customer, 5)).toMatchObject({ valid: true, discount: 50_000 });
    expect(byId(list.customer, 6)).toMatchObject({ valid: true, discount: 51_000 });
    expect(list.best?.campaignId).toBe(6);
  });

  it('a campaign used up by the customer is not valid any more', async () => {
    const [past] = await t.db.select().from(bookings).where(eq(bookings.customerId, demo.id)).limit(1);
    await t.db.update(bookings).set({ campaignId: 6 }).where(eq(bookings.id, past!.id));
    try {
      const list = await campaignList(`salonId=1&services=101&phone=${DEMO_PHONE}`, demo.auth);
      expect(byId(list.customer, 6)).toMatchObject({ valid: false, message: 'Anh đã dùng hết lượt của ưu đãi này!' });
      expect((await rewardDetail('campaignId=6&salonId=1', demo.auth)).remainUsage).toBe(0);
    } finally {
      await t.db.update(bookings).set({ campaignId: null }).where(eq(bookings.id, past!.id));
    }
  });

  it('unknown salon is a 404; bad input is a 400, never a 500', async () => {
    expect((await t.app.inject({ url: '/api/v1/booking/campaign-list?salonId=99999' })).statusCode).toBe(404);
    for (const query of ['', 'salonId=x', 'salonId=1&services=a,b', 'salonId=1&phone=12', 'salonId=1&dateBook=2026-11-28', 'salonId=1&campaignUsing=-1']) {
      const res = await t.app.inject({ url: `/api/v1/booking/campaign-list?${query}` });
      expect(res.statusCode, query).toBe(400);
    }
  });
});

describe('reward detail (spec §7, §2 voucher detail)', () => {
  it('gives validity, salons, HTML, related services with benefit prices, no codes', async () => {
    const d = await rewardDetail('campaignId=4&salonId=1&services=101,302');
    expect(d).toMatchObject({
      campaignId: 4,
      valid: true,
      validity: 'Từ 22/10/2026 đến 21/12/2026',
      remainUsage: null,
      paymentMethod: 'Tiền mặt, chuyển khoản, quẹt thẻ',
      salonApplies: [],
      allSalons: true,
      codes: [],
      canChoose: true,
      effect: '<p>Giảm <b>50%</b> các dịch vụ Chăm sóc da.</p>',
    });
    expect(d.serviceConditions.map((s) => [s.id, s.selected])).toEqual([
      [101, true],
      [102, false],
      [103, false],
    ]);
    expect(d.serviceApplies[0]).toEqual({
      id: 301,
      name: 'Tẩy da chết',
      price: '25.000 VNĐ',
      originPrice: '50.000 VNĐ',
      priceNum: 25_000,
      originPriceNum: 50_000,
      description: null,
      serviceImage: expect.any(String),
      selected: false,
    });
    expect(d.serviceApplies.find((s) => s.id === 302)?.selected).toBe(true);
    expect((await rewardDetail('campaignId=4&services=111')).canChoose).toBe(false);
    expect((await rewardDetail('campaignId=5')).canChoose).toBe(true);
  });

  it('regional salons by name; other salons, ended campaigns and lang=en', async () => {
    const north = await rewardDetail('campaignId=1&salonId=1');
    expect(north.allSalons).toBe(false);
    expect(north.salonApplies[0]).toEqual({ salonId: 1, name: expect.any(String) });
    expect(await rewardDetail('campaignId=2&salonId=1&services=101,121')).toMatchObject({
      valid: false,
      message: 'Ưu đãi không áp dụng tại salon này, anh vui lòng chọn ưu đãi khác nhé!',
    });
    expect(await rewardDetail('campaignId=8')).toMatchObject({
      valid: false,
      message: 'Ưu đãi không còn hiệu lực, anh vui lòng chọn ưu đãi khác nhé!',
      codes: [],
    });
    expect(await rewardDetail('campaignId=6&lang=en')).toMatchObject({ name: 'Welcome: 10-step haircut for 69K', validity: expect.stringMatching(/^From /) });
  });

  it('remaining uses for the logged-in customer, null when anonymous', async () => {
    expect((await rewardDetail('campaignId=6', demo.auth)).remainUsage).toBe(1);
    expect((await rewardDetail('campaignId=6')).remainUsage).toBeNull();
  });

  it('condition and benefit HTML are sanitised: no <script>, no onclick', async () => {
    const [before] = await t.db.select().from(campaigns).where(eq(campaigns.id, 4));
    await t.db
      .update(campaigns)
      .set({ condition: '<p onclick="steal()">Hi<script>alert(1)</script></p><a href="javascript:x">x</a>', effect: '<img src=x onerror=alert(1)><b>ok</b>' })
      .where(eq(campaigns.id, 4));
    // Written as the back office's campaign editor does, which drops the cached campaign and answers.
    invalidateCustomerCaches(t.app.deps);
    try {
      const d = await rewardDetail('campaignId=4');
      expect(d.condition).toBe('<p>Hi</p><a>x</a>');
      expect(d.effect).toBe('<b>ok</b>');
    } finally {
      await t.db.update(campaigns).set({ condition: before!.condition, effect: before!.effect }).where(eq(campaigns.id, 4));
      invalidateCustomerCaches(t.app.deps);
    }
  });

  it('unknown campaign is a 404; bad input a 400', async () => {
    const res = await t.app.inject({ url: '/api/v1/booking/reward-detail?campaignId=999' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'CAMPAIGN_NOT_FOUND', message: 'Ưu đãi không tồn tại, anh vui lòng chọn ưu đãi khác nhé!' });
    for (const query of ['', 'campaignId=x', 'campaignId=4&services=x', 'campaignId=4&salonId=-1']) {
      expect((await t.app.inject({ url: `/api/v1/booking/reward-detail?${query}` })).statusCode, query).toBe(400);
    }
  });
});

describe('postCode (spec §7, §8 promo code)', () => {
  it('needs login: 401', async () => {
    const res = await postCode('GENZ40');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');
  });

  it('claims a code into the vouchers with the spec toast; the voucher shows in tab 2', async () => {
    const res = await postCode('GENZ40', demo);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { campaignId: 7 }, message: 'Lấy mã thành công!' });
    const list = await campaignList(`salonId=1&services=112,401&phone=${DEMO_PHONE}`, demo.auth);
    expect(byId(list.customer, 7)).toMatchObject({ valid: true, discount: 12_000 });
  });

  it('business failures are 400s with the server message: duplicate, unknown, expired', async () => {
    for (const [code, expected, message] of [
      ['GENZ40', 'CODE_ALREADY_CLAIMED', 'Anh đã lấy mã ưu đãi này rồi!'],
      ['SHINE50K', 'CODE_ALREADY_CLAIMED', 'Anh đã lấy mã ưu đãi này rồi!'],
      ['NOPE2026', 'CODE_NOT_FOUND', 'Mã ưu đãi không tồn tại, anh vui lòng kiểm tra lại nhé!'],
      ['QUOCKHANH29', 'CODE_EXPIRED', 'Mã ưu đãi đã hết hạn!'],
    ] as const) {
      const res = await postCode(code, demo);
      expect(res.statusCode, code).toBe(400);
      expect(res.json(), code).toEqual({ code: expected, message });
    }
    expect((await postCode('QUOCKHANH29', demo, 'en')).json().message).toBe('This code has expired!');
  });

  it('codes are case-insensitive; a code at its claim limit is refused and nothing is kept', async () => {
    const other = await loginAs(newPhone());
    expect((await postCode(' chaobanmoi ', other)).statusCode).toBe(200);
    await t.db.update(campaignCodes).set({ maxClaims: 2 }).where(eq(campaignCodes.code, 'SHINE50K'));
    const res = await postCode('SHINE50K', other);
    expect(res.json()).toEqual({ code: 'CODE_USED_UP', message: 'Mã ưu đãi đã hết lượt, anh vui lòng chọn ưu đãi khác nhé!' });
    const kept = await t.db
      .select()
      .from(customerVouchers)
      .where(and(eq(customerVouchers.customerId, other.id), eq(customerVouchers.campaignId, 5)));
    expect(kept).toEqual([]);
  });

  it('race-safe: concurrent claims never pass the limit, one customer gets one voucher', async () => {
    const [code] = await t.db.select().from(campaignCodes).where(eq(campaignCodes.code, 'GENZ40'));
    await t.db
      .update(campaignCodes)
      .set({ maxClaims: code!.claimed + 2 })
      .where(eq(campaignCodes.id, code!.id));
    const people = await Promise.all(Array.from({ length: 5 }, () => loginAs(newPhone())));
    const results = await Promise.all(people.map((p) => postCode('GENZ40', p)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 400, 400, 400]);
    const [after] = await t.db.select().from(campaignCodes).where(eq(campaignCodes.id, code!.id));
    expect(after!.claimed).toBe(code!.claimed + 2);

    const one = await loginAs(newPhone());
    const same = await Promise.all(Array.from({ length: 4 }, () => postCode('CHAOBANMOI', one)));
    expect(same.filter((r) => r.statusCode === 200)).toHaveLength(1);
  });

  it('bad input is a 400', async () => {
    for (const code of ['', '   ', 'x'.repeat(51), 42, null]) {
      expect((await postCode(code, demo)).statusCode, String(code)).toBe(400);
    }
  });
});

describe('price (the booking pricing, spec §3 Campaign)', () => {
  it('prices the services with the campaign, special-day prices included', async () => {
    const res = await price({ salonId: 1, dateBook: '21-11-2026', services: [101, 302], campaignId: 4 });
    // struck: the original prices 120.000 + 60.000, as step 0 and the success page strike them; the discount is the offer's
    expect(res.json().data).toEqual({
      oldTotal: 180_000,
      newTotal: 130_000,
      discount: 30_000,
      campaignId: 4,
      lines: [
        { serviceId: 101, price: 100_000, newPrice: 100_000 },
        { serviceId: 302, price: 60_000, newPrice: 30_000 },
      ],
    });
    const special = await price({ salonId: 1, dateBook: '28-11-2026', services: '101' });
    expect(special.json().data).toMatchObject({ oldTotal: 120_000, newTotal: 120_000, discount: 0, campaignId: null });
  });

  it('a campaign that does not apply or a discontinued service is a 400 with the message', async () => {
    const cases = [
      [{ services: [101], campaignId: 1 }, 'CAMPAIGN_CONDITION_NOT_MET'],
      [{ services: [101, 121], campaignId: 2 }, 'CAMPAIGN_NOT_VALID'],
      [{ services: [101], campaignId: 8 }, 'CAMPAIGN_NOT_VALID'],
      [{ services: [204] }, 'SERVICE_DISCONTINUED'],
    ] as const;
    for (const [body, code] of cases) {
      const res = await price({ salonId: 1, dateBook: '21-11-2026', ...body });
      expect(res.statusCode, code).toBe(400);
      expect(res.json().code).toBe(code);
    }
  });

  it('unknown salon is a 404; bad input a 400', async () => {
    expect((await price({ salonId: 99999, dateBook: '21-11-2026', services: [101] })).statusCode).toBe(404);
    for (const body of [
      {},
      { salonId: 1, dateBook: '2026-11-21', services: [101] },
      { salonId: 'x', dateBook: '21-11-2026', services: [] },
      { salonId: 1, dateBook: '21-11-2026', services: ['a'] },
      { salonId: 1, dateBook: '21-11-2026', services: [101], campaignId: -1 },
    ]) {
      expect((await price(body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});
