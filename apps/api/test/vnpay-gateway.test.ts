import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers.ts';
import { bearer, loginByOtp } from './account-fixtures.ts';
import { newPhone } from './fixtures.ts';
import { ipnParams, sendIpn, vnpaySign } from './membership-fixtures.ts';

// The VNPay adapter with real settings against a fake VNPay merchant API on 127.0.0.1: payment URL to
// VNPay's page, IPN signed with the merchant's secret, and querydr when the IPN is late.

const SECRET = 'test-vnpay-secret-0123456789abcdef';
const TMN = 'TESTTMN1';
const pipe = (fields: (string | undefined)[]) =>
  createHmac('sha512', SECRET)
    .update(fields.map((f) => f ?? '').join('|'))
    .digest('hex');

type Mode = 'paid' | 'unpaid' | 'bad-signature' | 'http-error';
const requests: Record<string, string>[] = [];
let mode: Mode = 'paid';
const server = createServer((req, res) => {
  let raw = '';
  req.on('data', (chunk) => (raw += chunk));
  req.on('end', () => {
    const q = JSON.parse(raw) as Record<string, string>;
    requests.push(q);
    if (mode === 'http-error') return void res.writeHead(502).end('bad gateway');
    const a: Record<string, string> = {
      vnp_ResponseId: 'r1',
      vnp_Command: 'querydr',
      vnp_ResponseCode: '00',
      vnp_Message: 'QueryDR Success',
      vnp_TmnCode: TMN,
      vnp_TxnRef: q.vnp_TxnRef!,
      vnp_Amount: String(amountOf.get(q.vnp_TxnRef!) ?? 0),
      vnp_BankCode: 'NCB',
      vnp_PayDate: '20261121081000',
      vnp_TransactionNo: '14300001',
      vnp_TransactionType: '01',
      vnp_TransactionStatus: mode === 'unpaid' ? '01' : '00',
      vnp_OrderInfo: q.vnp_OrderInfo!,
      vnp_PromotionCode: '',
      vnp_PromotionAmount: '',
    };
    a.vnp_SecureHash = pipe([
      a.vnp_ResponseId,
      a.vnp_Command,
      a.vnp_ResponseCode,
      a.vnp_Message,
      a.vnp_TmnCode,
      a.vnp_TxnRef,
      a.vnp_Amount,
      a.vnp_BankCode,
      a.vnp_PayDate,
      a.vnp_TransactionNo,
      a.vnp_TransactionType,
      a.vnp_TransactionStatus,
      a.vnp_OrderInfo,
      a.vnp_PromotionCode,
      a.vnp_PromotionAmount,
    ]);
    if (mode === 'bad-signature') a.vnp_SecureHash = '0'.repeat(128);
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(a));
  });
});
const amountOf = new Map<string, number>();

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const api = `http://127.0.0.1:${(server.address() as AddressInfo).port}/merchant_webapi/api/transaction`;
  t = await createTestApp({
    seed: false,
    env: {
      PAYMENT_GATEWAY: 'vnpay',
      VNPAY_TMN_CODE: TMN,
      VNPAY_HASH_SECRET: SECRET,
      VNPAY_PAYMENT_URL: 'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html',
      VNPAY_API_URL: api,
      PUBLIC_BASE_URL: 'https://shine.example.vn',
    },
  });
}, 120_000);
afterAll(async () => {
  await t.close();
  server.close();
});

async function newOrder(amount: number) {
  const { token } = await loginByOtp(t.app, newPhone());
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/membership/order', payload: { amount }, headers: bearer(token) });
  const created = res.json().data;
  amountOf.set(String(created.order.orderId), amount * 100);
  return { token, ...created } as { token: string; order: { orderId: number }; paymentUrl: string };
}
const orderState = async (token: string, orderId: number) =>
  (await t.app.inject({ url: `/api/v1/membership/order-v2?orderId=${orderId}`, headers: bearer(token) })).json().data;

describe('VNPay adapter', () => {
  it('sends the customer to VNPay with the merchant code, an absolute return URL and a signature of the merchant secret', async () => {
    const { paymentUrl, order } = await newOrder(150_000);
    const url = new URL(paymentUrl);
    expect(url.origin + url.pathname).toBe('https://sandbox.vnpayment.vn/paymentv2/vpcpay.html');
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      vnp_TmnCode: TMN,
      vnp_Amount: '15000000',
      vnp_TxnRef: String(order.orderId),
      vnp_ReturnUrl: 'https://shine.example.vn/topup/ket-qua',
    });
    expect(params.vnp_SecureHash).toBe(vnpaySign(params, SECRET));
    // No local sandbox with a real gateway.
    expect((await t.app.inject({ url: '/api/v1/payments/sandbox/pay' })).statusCode).toBe(404);
  });

  it('an IPN signed with the development secret is refused (97); the merchant secret is accepted', async () => {
    const { token, order } = await newOrder(150_000);
    expect((await sendIpn(t.app, ipnParams(order.orderId, 150_000, { vnp_TmnCode: TMN }))).body.RspCode).toBe('97');
    expect((await sendIpn(t.app, ipnParams(order.orderId, 150_000, { vnp_TmnCode: TMN }, SECRET))).body.RspCode).toBe('00');
    expect((await orderState(token, order.orderId)).status).toBe('paid');
  });

  it('a late IPN: after a minute the return page asks VNPay (querydr, signed) and settles the order once', async () => {
    const { token, order } = await newOrder(300_000);
    expect((await orderState(token, order.orderId)).status).toBe('pending');
    expect(requests.filter((r) => r.vnp_TxnRef === String(order.orderId))).toHaveLength(0);

    t.clock.advance(61_000);
    try {
      mode = 'http-error';
      expect((await orderState(token, order.orderId)).status).toBe('pending');
      t.clock.advance(31_000);
      mode = 'bad-signature';
      expect((await orderState(token, order.orderId)).status).toBe('pending');
      t.clock.advance(31_000);
      mode = 'unpaid';
      expect((await orderState(token, order.orderId)).status).toBe('pending');
      // Polling again at once does not ask again.
      const asked = requests.length;
      expect((await orderState(token, order.orderId)).status).toBe('pending');
      expect(requests.length).toBe(asked);
      t.clock.advance(31_000);
      mode = 'paid';
      expect((await orderState(token, order.orderId)).status).toBe('paid');
    } finally {
      t.clock.set('2026-11-21T01:00:00.000Z');
    }
    const sent = requests.at(-1)!;
    expect(sent).toMatchObject({
      vnp_Command: 'querydr',
      vnp_Version: '2.1.0',
      vnp_TmnCode: TMN,
      vnp_TxnRef: String(order.orderId),
      vnp_TransactionDate: '20261121080000',
    });
    expect(sent.vnp_SecureHash).toBe(
      pipe([
        sent.vnp_RequestId,
        sent.vnp_Version,
        sent.vnp_Command,
        sent.vnp_TmnCode,
        sent.vnp_TxnRef,
        sent.vnp_TransactionDate,
        sent.vnp_CreateDate,
        sent.vnp_IpAddr,
        sent.vnp_OrderInfo,
      ]),
    );
    const history = (await t.app.inject({ url: '/api/v1/customer/topup/history', headers: bearer(token) })).json().data;
    expect(history.wallet.balance).toBe(300_000);
    // The IPN arriving afterwards finds the order settled and credits nothing more.
    expect((await sendIpn(t.app, ipnParams(order.orderId, 300_000, { vnp_TmnCode: TMN }, SECRET))).body.RspCode).toBe('02');
  });
});
