import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { customers, ledgerEntries } from '../src/db/schema/index.ts';
import { DEMO_CUSTOMER_PHONE } from '../src/db/seed/customers.ts';
import { refundVisit, useBalance, useVisit, walletOf } from '../src/modules/membership/ledger.ts';
import { evaluateAllTiers } from '../src/modules/membership/tiers.ts';
import { DEFAULT_TIER_THRESHOLDS } from '@shine/shared';
import { createSession } from '../src/modules/auth/session-repository.ts';
import { createTestApp } from './helpers.ts';
import { bearer, insertCompletedVisit, loginByOtp } from './account-fixtures.ts';
import { newPhone } from './fixtures.ts';
import { ipnParams, sendIpn, vnpaySign } from './membership-fixtures.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t.close());

const order = (token: string | undefined, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/v1/membership/order', payload, headers: token ? bearer(token) : {} });
const history = async (token: string) => (await t.app.inject({ url: '/api/v1/customer/topup/history', headers: bearer(token) })).json().data;

describe('top-up packages and orders', () => {
  it('product/topup: packages from the database with visits, bonus, price, validity; amount limits', async () => {
    const data = (await t.app.inject({ url: '/api/v1/product/topup' })).json().data;
    expect(data.packages.map((p: { name: string }) => p.name)).toEqual(['Gói 3 lượt cắt', 'Gói 6 + 1 lượt cắt', 'Gói 10 + 2 lượt cắt']);
    expect(data.packages[1]).toMatchObject({ visits: 6, bonusVisits: 1, totalVisits: 7, price: 540_000, validityDays: 180 });
    expect(data.amount).toMatchObject({ min: 50_000, max: 10_000_000, step: 10_000 });
    expect(data.paymentAvailable).toBe(true);
  });

  it('an order answers a payment URL with sorted vnp_* parameters signed by HMAC-SHA512, amount x 100', async () => {
    const { token } = await loginByOtp(t.app, newPhone());
    const res = await order(token, { packageId: 2 });
    expect(res.statusCode).toBe(200);
    const { order: created, paymentUrl } = res.json().data;
    expect(created).toMatchObject({ status: 'pending', amount: 540_000, visits: 6, bonusVisits: 1, packageName: 'Gói 6 + 1 lượt cắt' });
    const url = new URL(paymentUrl, 'http://localhost');
    expect(url.pathname).toBe('/api/v1/payments/sandbox/pay');
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      vnp_Version: '2.1.0',
      vnp_Command: 'pay',
      vnp_TmnCode: 'SHINEDEV',
      vnp_CurrCode: 'VND',
      vnp_TxnRef: String(created.orderId),
      vnp_Amount: '54000000',
      vnp_ReturnUrl: '/topup/ket-qua',
      vnp_CreateDate: '20261121080000',
      vnp_ExpireDate: '20261121081500',
    });
    const keys = [...url.searchParams.keys()].filter((k) => k !== 'vnp_SecureHash');
    expect(keys).toEqual([...keys].sort());
    expect(params.vnp_SecureHash).toBe(vnpaySign(params));
  });

  it('bad input: unknown package 404, amounts outside limits 400, neither or both 400, anonymous 401', async () => {
    const { token } = await loginByOtp(t.app, newPhone());
    const unknown = await order(token, { packageId: 999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'PACKAGE_NOT_FOUND', message: 'Gói nạp không tồn tại hoặc đã ngừng bán, anh vui lòng chọn gói khác nhé!' });
    for (const amount of [10_000, 20_000_000, 55_555]) {
      const res = await order(token, { amount });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'AMOUNT_OUT_OF_RANGE',
        message: 'Số tiền nạp phải từ 50.000 VNĐ đến 10.000.000 VNĐ và là bội số của 10.000 VNĐ.',
      });
    }
    expect((await order(token, {})).statusCode).toBe(400);
    expect((await order(token, { packageId: 1, amount: 100_000 })).statusCode).toBe(400);
    expect((await order(token, { packageId: 'abc' })).statusCode).toBe(400);
    expect((await order(undefined, { packageId: 1 })).statusCode).toBe(401);
  });
});

describe('VNPay IPN', () => {
  it('checks signature (97), order (01), amount (04), then credits once (00, then 02)', async () => {
    const { token } = await loginByOtp(t.app, newPhone());
    const created = (await order(token, { amount: 200_000 })).json().data.order;
    const good = ipnParams(created.orderId, 200_000);

    expect((await sendIpn(t.app, { ...good, vnp_Amount: '100' })).body).toEqual({ RspCode: '97', Message: 'Invalid signature' });
    expect((await sendIpn(t.app, ipnParams(created.orderId, 200_000, {}, 'another-merchant-secret-key'))).body.RspCode).toBe('97');
    expect((await sendIpn(t.app, { ...good, vnp_SecureHash: undefined } as unknown as Record<string, string>)).body.RspCode).toBe('97');
    expect((await sendIpn(t.app, ipnParams(987_654_321, 200_000))).body).toEqual({ RspCode: '01', Message: 'Order not found' });
    expect((await sendIpn(t.app, ipnParams(created.orderId, 100_000))).body).toEqual({ RspCode: '04', Message: 'Invalid amount' });
    expect((await history(token)).wallet.balance).toBe(0);

    const first = await sendIpn(t.app, good);
    expect(first).toEqual({ status: 200, body: { RspCode: '00', Message: 'Confirm Success' } });
    expect((await sendIpn(t.app, good)).body).toEqual({ RspCode: '02', Message: 'Order already confirmed' });
    const after = await history(token);
    expect(after.wallet.balance).toBe(200_000);
    expect(after.entries.filter((e: { kind: string }) => e.kind === 'topup_credit')).toHaveLength(1);
    expect(after.orders[0]).toMatchObject({ orderId: created.orderId, status: 'paid' });
  });

  it('a failed or cancelled payment is recorded and credits nothing; never answers 5xx', async () => {
    const { token } = await loginByOtp(t.app, newPhone());
    const created = (await order(token, { packageId: 1 })).json().data.order;
    const cancelled = await sendIpn(t.app, ipnParams(created.orderId, 285_000, { vnp_ResponseCode: '24', vnp_TransactionStatus: '02' }));
    expect(cancelled.body.RspCode).toBe('00');
    expect((await sendIpn(t.app, ipnParams(created.orderId, 285_000))).body.RspCode).toBe('02');
    const h = await history(token);
    expect(h.wallet).toMatchObject({ balance: 0, visitsLeft: 0 });
    expect(h.orders[0].status).toBe('failed');
    for (const query of ['', '?vnp_TxnRef=1', '?vnp_SecureHash=zz&vnp_TxnRef[]=1', '?a=1&a=2']) {
      const res = await t.app.inject({ url: `/api/v1/payments/vnpay/ipn${query}` });
      expect(res.statusCode).toBe(200);
      expect(res.json().RspCode).toBe('97');
    }
  });

  it('order-v2 shows the caller his own order only', async () => {
    const mine = await loginByOtp(t.app, newPhone());
    const theirs = await loginByOtp(t.app, newPhone());
    const created = (await order(mine.token, { packageId: 3 })).json().data.order;
    const url = `/api/v1/membership/order-v2?orderId=${created.orderId}`;
    expect((await t.app.inject({ url, headers: bearer(mine.token) })).json().data).toMatchObject({ orderId: created.orderId, status: 'pending' });
    const other = await t.app.inject({ url, headers: bearer(theirs.token) });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'ORDER_NOT_FOUND', message: 'Không tìm thấy đơn nạp tiền này trong tài khoản của anh.' });
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/v1/membership/order-v2?orderId=x', headers: bearer(mine.token) })).statusCode).toBe(400);
  });
});

describe('sandbox gateway (development only)', () => {
  it('pay: the page shows the order, paying calls the IPN and redirects back; the package is credited', async () => {
    const { token } = await loginByOtp(t.app, newPhone());
    const { order: created, paymentUrl } = (await order(token, { packageId: 2 })).json().data;
    const pageRes = await t.app.inject({ url: paymentUrl });
    expect(pageRes.statusCode).toBe(200);
    expect(pageRes.body).toContain('540.000 VNĐ');
    expect(pageRes.body).toContain('Thanh toán');
    const query = new URL(paymentUrl, 'http://localhost').search;
    const done = await t.app.inject({ url: `/api/v1/payments/sandbox/complete${query}&sandbox_result=pay` });
    expect(done.statusCode).toBe(303);
    const back = new URL(done.headers.location as string, 'http://localhost');
    expect(back.pathname).toBe('/topup/ket-qua');
    expect(back.searchParams.get('vnp_TxnRef')).toBe(String(created.orderId));
    expect(back.searchParams.get('vnp_SecureHash')).toBe(vnpaySign(Object.fromEntries(back.searchParams)));
    const h = await history(token);
    expect(h.wallet.visitsLeft).toBe(7);
    expect(h.entries[0]).toMatchObject({ kind: 'package_granted', visits: 7, packageName: 'Gói 6 + 1 lượt cắt' });
  });

  it('cancel credits nothing; a tampered link is refused', async () => {
    const { token } = await loginByOtp(t.app, newPhone());
    const { paymentUrl } = (await order(token, { amount: 100_000 })).json().data;
    const query = new URL(paymentUrl, 'http://localhost').search;
    expect((await t.app.inject({ url: paymentUrl.replace('vnp_Amount=10000000', 'vnp_Amount=100') })).statusCode).toBe(400);
    const done = await t.app.inject({ url: `/api/v1/payments/sandbox/complete${query}&sandbox_result=cancel` });
    expect(done.statusCode).toBe(303);
    expect(new URL(done.headers.location as string, 'http://localhost').searchParams.get('vnp_ResponseCode')).toBe('24');
    const h = await history(token);
    expect(h.wallet).toMatchObject({ balance: 0, visitsLeft: 0 });
    expect(h.orders[0].status).toBe('failed');
  });
});

describe('ledger', () => {
  it('a visit uses one package visit once; none left is refused; a refund gives it back; expiry writes off the rest', async () => {
    const phone = newPhone();
    const { token, customerId } = await loginByOtp(t.app, phone);
    const created = (await order(token, { packageId: 1 })).json().data.order;
    await sendIpn(t.app, ipnParams(created.orderId, 285_000));
    const now = t.clock.now();
    const visits = [];
    for (const daysAgo of [1, 2, 3, 4]) visits.push(await insertCompletedVisit(t.db, { customerId, phone, now, daysAgo, photos: [] }));
    await useVisit(t.db, { customerId, bookingId: visits[0]!.id, now });
    await useVisit(t.db, { customerId, bookingId: visits[0]!.id, now });
    await useVisit(t.db, { customerId, bookingId: visits[1]!.id, now });
    await useVisit(t.db, { customerId, bookingId: visits[2]!.id, now });
    await expect(useVisit(t.db, { customerId, bookingId: visits[3]!.id, now })).rejects.toMatchObject({ statusCode: 409, code: 'INSUFFICIENT_BALANCE' });
    await expect(useBalance(t.db, { customerId, bookingId: visits[3]!.id, amount: 1000, now })).rejects.toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    await refundVisit(t.db, { customerId, bookingId: visits[2]!.id, now });
    await refundVisit(t.db, { customerId, bookingId: visits[2]!.id, now });
    expect((await history(token)).wallet.visitsLeft).toBe(1);

    // 90 days later the package's last visit expires (one entry, however often it is looked at).
    t.clock.advance(91 * 86_400_000);
    try {
      expect(await walletOf(t.db, customerId, t.clock.now())).toMatchObject({ visitsLeft: 0, nextVisitExpiry: null });
      expect(await walletOf(t.db, customerId, t.clock.now())).toMatchObject({ visitsLeft: 0 });
      const expiries = await t.db
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.customerId, customerId), eq(ledgerEntries.kind, 'expiry')));
      expect(expiries.map((e) => [e.visits, e.orderId])).toEqual([[-1, created.orderId]]);
    } finally {
      t.clock.advance(-91 * 86_400_000);
    }
    const [row] = await t.db.select().from(customers).where(eq(customers.id, customerId));
    const sums = (await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.customerId, customerId))).reduce((s, e) => s + e.visits, 0);
    expect(row?.packageVisits).toBe(sums);
  });
});

describe('member tiers earned by spend', () => {
  it('the demo customer is Diamond by his spend and has 5 package visits left', async () => {
    const { token } = await loginByOtp(t.app, DEMO_CUSTOMER_PHONE);
    const status = (await t.app.inject({ url: '/api/v1/membership/status', headers: bearer(token) })).json().data;
    expect(status).toMatchObject({ memberType: 4, membershipName: 'Diamond', nextTier: null, toNextTier: 0 });
    expect(status.spend).toBeGreaterThanOrEqual(3_000_000);
    expect(status.wallet.visitsLeft).toBe(5);
    expect(status.perks).toMatchObject({ maxDaysBookFuture: 6, businessClass: true });
  });

  it('spend crossing a threshold moves the tier (and the booking role); six months without spend it falls back', async () => {
    const phone = newPhone();
    const { token, customerId } = await loginByOtp(t.app, phone);
    const status = async () => (await t.app.inject({ url: '/api/v1/membership/status', headers: bearer(token) })).json().data;
    expect(await status()).toMatchObject({ memberType: 1, nextTier: 2 });
    await insertCompletedVisit(t.db, { customerId, phone, now: t.clock.now(), daysAgo: 20, photos: [] });
    expect(await status()).toMatchObject({ memberType: 2, membershipName: 'Silver', spend: 100_020, nextTier: 3, toNextTier: 1_099_980 });
    for (const daysAgo of [10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 21])
      await insertCompletedVisit(t.db, { customerId, phone, now: t.clock.now(), daysAgo, photos: [] });
    expect((await status()).memberType).toBe(3);
    const role = await t.app.inject({ url: `/api/v1/booking/role?salonId=1&phone=${phone}`, headers: bearer(token) });
    expect(role.json().data.memberType).toBe(3);

    // Six months on, with no new visit: the daily pass puts him back.
    t.clock.advance(183 * 86_400_000);
    try {
      await evaluateAllTiers(t.db, DEFAULT_TIER_THRESHOLDS, t.clock.now());
      const [row] = await t.db.select().from(customers).where(eq(customers.id, customerId));
      expect(row?.memberType).toBe(1);
    } finally {
      t.clock.advance(-183 * 86_400_000);
    }
    await evaluateAllTiers(t.db, DEFAULT_TIER_THRESHOLDS, t.clock.now());
  });

  it('his status is kept as sent until a write changes it, whoever writes: a top-up, a package visit, a tier, an expiry', async () => {
    const phone = newPhone();
    const { token, customerId } = await loginByOtp(t.app, phone);
    const get = () => t.app.inject({ url: '/api/v1/membership/status', headers: { ...bearer(token), 'accept-encoding': 'br' } });
    const status = async () => (await t.app.inject({ url: '/api/v1/membership/status', headers: bearer(token) })).json().data;
    const first = await get();
    expect((await get()).headers.etag).toBe(first.headers.etag);
    expect(await status()).toMatchObject({ memberType: 1, wallet: { balance: 0, visitsLeft: 0, nextVisitExpiry: null } });

    // Each write below goes through no code of this instance's cache: the row's version alone tells it.
    const topup = (await order(token, { amount: 200_000 })).json().data.order;
    await sendIpn(t.app, ipnParams(topup.orderId, 200_000));
    expect((await status()).wallet).toMatchObject({ balance: 200_000 });
    const bought = (await order(token, { packageId: 1 })).json().data.order;
    await sendIpn(t.app, ipnParams(bought.orderId, 285_000));
    const wallet = (await status()).wallet;
    expect(wallet.visitsLeft).toBeGreaterThan(0);
    expect(wallet.nextVisitExpiry).not.toBeNull();
    await insertCompletedVisit(t.db, { customerId, phone, now: t.clock.now(), daysAgo: 3, photos: [] });
    const visited = await status();
    expect(visited.memberType).toBe(2);
    expect(visited.spend).toBeGreaterThan(100_000);
    expect((await get()).headers.etag).not.toBe(first.headers.etag);

    // A minute before the package's visits expire he looks (his login of three months ago has run out: a new one),
    // and a minute after, with no write in between: the kept answer is not used past the expiry.
    const before = t.clock.now().toISOString();
    const expiry = Date.parse(wallet.nextVisitExpiry);
    t.clock.set(new Date(expiry - 60_000).toISOString());
    try {
      const later = bearer(await createSession(t.db, customerId, t.clock.now()));
      const look = async () => (await t.app.inject({ url: '/api/v1/membership/status', headers: later })).json().data.wallet;
      expect(await look()).toMatchObject({ visitsLeft: wallet.visitsLeft });
      t.clock.set(new Date(expiry + 60_000).toISOString());
      expect(await look()).toMatchObject({ visitsLeft: 0, nextVisitExpiry: null, balance: 200_000 });
    } finally {
      t.clock.set(before);
    }
  });

  it('tiers are public; the status needs login', async () => {
    const tiers = (await t.app.inject({ url: '/api/v1/membership/tiers' })).json().data;
    expect(tiers.tiers.map((x: { name: string; minSpend: number }) => [x.name, x.minSpend])).toEqual([
      ['Silver', 1],
      ['Gold', 1_200_000],
      ['Diamond', 3_000_000],
    ]);
    expect((await t.app.inject({ url: '/api/v1/membership/status' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/v1/customer/topup/history' })).statusCode).toBe(401);
  });
});
