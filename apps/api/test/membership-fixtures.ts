import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { DEV_VNPAY_HASH_SECRET } from '../src/config.ts';

/** What VNPay would sign, computed here independently of the adapter (sorted, encoded, HMAC-SHA512). */
export function vnpaySign(params: Record<string, string>, secret = DEV_VNPAY_HASH_SECRET): string {
  const text = Object.keys(params)
    .filter((k) => k.startsWith('vnp_') && k !== 'vnp_SecureHash')
    .sort()
    .map((k) => `${encodeURIComponent(k)}=${encodeURIComponent(params[k]!).replace(/%20/g, '+')}`)
    .join('&');
  return createHmac('sha512', secret).update(text).digest('hex');
}

/** The IPN VNPay sends for an order: paid (00/00) unless told otherwise, correctly signed. */
export function ipnParams(orderId: number, amountVnd: number, overrides: Record<string, string> = {}, secret?: string): Record<string, string> {
  const params: Record<string, string> = {
    vnp_Amount: String(amountVnd * 100),
    vnp_BankCode: 'NCB',
    vnp_CardType: 'ATM',
    vnp_OrderInfo: `Thanh toan don ${orderId}`,
    vnp_PayDate: '20261123091500',
    vnp_ResponseCode: '00',
    vnp_TmnCode: 'SHINEDEV',
    vnp_TransactionNo: '14226112',
    vnp_TransactionStatus: '00',
    vnp_TxnRef: String(orderId),
    ...overrides,
  };
  return { ...params, vnp_SecureHash: vnpaySign(params, secret) };
}

export const ipnUrl = (params: Record<string, string>) => `/api/v1/payments/vnpay/ipn?${new URLSearchParams(params).toString()}`;

export async function sendIpn(app: FastifyInstance, params: Record<string, string>) {
  const res = await app.inject({ url: ipnUrl(params) });
  return { status: res.statusCode, body: res.json() as { RspCode: string; Message: string } };
}
