import { createHmac } from 'node:crypto';
import { type Config, DEV_VNPAY_HASH_SECRET, paymentGatewayOf } from '../../config.ts';
import { type VnpParams, signedQuery, vnpDate, vnpVerify } from './vnpay.ts';

/** What a gateway needs to start a payment. */
export type PaymentRequest = {
  orderId: number;
  /** VND. */
  amount: number;
  /** ASCII text the provider shows (VNPay accepts no diacritics). */
  description: string;
  lang: 'vi' | 'en';
  clientIp: string;
  now: Date;
  /** Absolute URL the provider sends the customer back to. */
  returnUrl: string;
};

/** A provider's callback (IPN or return), checked. */
export type PaymentCallback =
  | { valid: false }
  | {
      valid: true;
      orderId: number | null;
      amount: number | null;
      success: boolean;
      responseCode: string;
      transactionNo: string | null;
      bankCode: string | null;
    };

/** A payment provider behind one interface: VNPay today; MoMo or ZaloPay would be other adapters. */
export interface PaymentGateway {
  readonly name: 'vnpay' | 'sandbox';
  /** The URL the customer's browser goes to in order to pay. */
  paymentUrl(request: PaymentRequest): string;
  /** Checks a callback's signature and reads it. */
  readCallback(params: VnpParams): PaymentCallback;
  /**
   * Asks the provider about an order whose IPN has not come (VNPay querydr), when the merchant API is
   * configured: the transaction's result, or null while the provider has none (or cannot be reached).
   */
  queryTransaction?(query: { orderId: number; createdAt: Date; clientIp: string; now: Date }): Promise<PaymentCallback | null>;
}

export type VnpayOptions = { tmnCode: string; hashSecret: string; paymentUrl: string; expireMinutes: number; apiUrl?: string; timeoutMs?: number };

/** VNPay 2.1.0: a signed redirect URL out, signed IPN and return parameters back. */
export function createVnpayGateway(options: VnpayOptions, name: 'vnpay' | 'sandbox' = 'vnpay'): PaymentGateway {
  return {
    name,
    paymentUrl(request) {
      const params: VnpParams = {
        vnp_Version: '2.1.0',
        vnp_Command: 'pay',
        vnp_TmnCode: options.tmnCode,
        vnp_Locale: request.lang === 'en' ? 'en' : 'vn',
        vnp_CurrCode: 'VND',
        vnp_TxnRef: String(request.orderId),
        vnp_OrderInfo: request.description,
        vnp_OrderType: 'other',
        // VNPay counts in hundredths of a dong.
        vnp_Amount: String(request.amount * 100),
        vnp_ReturnUrl: request.returnUrl,
        vnp_IpAddr: request.clientIp,
        vnp_CreateDate: vnpDate(request.now),
        vnp_ExpireDate: vnpDate(new Date(request.now.getTime() + options.expireMinutes * 60_000)),
      };
      return `${options.paymentUrl}?${signedQuery(params, options.hashSecret)}`;
    },
    readCallback(params) {
      if (!vnpVerify(params, options.hashSecret) || params.vnp_TmnCode !== options.tmnCode) return { valid: false };
      const ref = params.vnp_TxnRef ?? '';
      const amount = params.vnp_Amount ?? '';
      return {
        valid: true,
        orderId: /^\d{1,9}$/.test(ref) ? Number(ref) : null,
        amount: /^\d{1,15}$/.test(amount) ? Number(amount) : null,
        success: params.vnp_ResponseCode === '00' && params.vnp_TransactionStatus === '00',
        responseCode: params.vnp_ResponseCode ?? '',
        transactionNo: params.vnp_TransactionNo ?? null,
        bankCode: params.vnp_BankCode ?? null,
      };
    },
    queryTransaction: options.apiUrl ? (query) => queryVnpay(options, query) : undefined,
  };
}

const pipeSign = (fields: (string | undefined)[], secret: string) =>
  createHmac('sha512', secret)
    .update(fields.map((f) => f ?? '').join('|'), 'utf8')
    .digest('hex');

/** VNPay querydr (API 2.1.0): a signed JSON request, a signed JSON answer (fields joined by '|'). */
async function queryVnpay(options: VnpayOptions, query: { orderId: number; createdAt: Date; clientIp: string; now: Date }): Promise<PaymentCallback | null> {
  const request: Record<string, string> = {
    vnp_RequestId: `${query.orderId}${query.now.getTime()}`.slice(-32),
    vnp_Version: '2.1.0',
    vnp_Command: 'querydr',
    vnp_TmnCode: options.tmnCode,
    vnp_TxnRef: String(query.orderId),
    vnp_OrderInfo: `Truy van don ${query.orderId}`,
    vnp_TransactionDate: vnpDate(query.createdAt),
    vnp_CreateDate: vnpDate(query.now),
    vnp_IpAddr: query.clientIp,
  };
  const r = request;
  request.vnp_SecureHash = pipeSign(
    [r.vnp_RequestId, r.vnp_Version, r.vnp_Command, r.vnp_TmnCode, r.vnp_TxnRef, r.vnp_TransactionDate, r.vnp_CreateDate, r.vnp_IpAddr, r.vnp_OrderInfo],
    options.hashSecret,
  );
  let body: Record<string, string>;
  try {
    const response = await fetch(options.apiUrl ?? '', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request),
      signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
    });
    if (!response.ok) return null;
    body = (await response.json()) as Record<string, string>;
  } catch {
    return null;
  }
  if (!body || typeof body !== 'object') return null;
  const b = body;
  const expected = pipeSign(
    [
      b.vnp_ResponseId,
      b.vnp_Command,
      b.vnp_ResponseCode,
      b.vnp_Message,
      b.vnp_TmnCode,
      b.vnp_TxnRef,
      b.vnp_Amount,
      b.vnp_BankCode,
      b.vnp_PayDate,
      b.vnp_TransactionNo,
      b.vnp_TransactionType,
      b.vnp_TransactionStatus,
      b.vnp_OrderInfo,
      b.vnp_PromotionCode,
      b.vnp_PromotionAmount,
    ],
    options.hashSecret,
  );
  if (
    typeof b.vnp_SecureHash !== 'string' ||
    b.vnp_SecureHash.toLowerCase() !== expected ||
    b.vnp_TmnCode !== options.tmnCode ||
    b.vnp_TxnRef !== String(query.orderId)
  )
    return { valid: false };
  // 00: the query itself succeeded; anything else (91: no such transaction yet) tells nothing about the order.
  if (b.vnp_ResponseCode !== '00') return null;
  // 01: the customer has not finished paying yet.
  if (b.vnp_TransactionStatus === '01') return null;
  return {
    valid: true,
    orderId: query.orderId,
    amount: /^\d{1,15}$/.test(b.vnp_Amount ?? '') ? Number(b.vnp_Amount) : null,
    success: b.vnp_TransactionStatus === '00',
    responseCode: b.vnp_TransactionStatus ?? '',
    transactionNo: b.vnp_TransactionNo ?? null,
    bankCode: b.vnp_BankCode ?? null,
  };
}

/** Path of the local sandbox's pay page (development only). */
export const SANDBOX_PAY_PATH = '/api/v1/payments/sandbox/pay';
export const SANDBOX_TMN_CODE = 'SHINEDEV';

/** The configured gateway, or undefined when online payment is off. */
export function paymentGatewayFromConfig(config: Config): PaymentGateway | undefined {
  const kind = paymentGatewayOf(config);
  if (kind === 'off') return undefined;
  if (kind === 'sandbox') {
    return createVnpayGateway(
      {
        tmnCode: config.VNPAY_TMN_CODE ?? SANDBOX_TMN_CODE,
        hashSecret: config.VNPAY_HASH_SECRET ?? DEV_VNPAY_HASH_SECRET,
        paymentUrl: SANDBOX_PAY_PATH,
        expireMinutes: config.PAYMENT_EXPIRE_MINUTES,
      },
      'sandbox',
    );
  }
  // The config guarantees these three when PAYMENT_GATEWAY is vnpay.
  return createVnpayGateway({
    tmnCode: config.VNPAY_TMN_CODE ?? '',
    hashSecret: config.VNPAY_HASH_SECRET ?? '',
    paymentUrl: config.VNPAY_PAYMENT_URL ?? '',
    expireMinutes: config.PAYMENT_EXPIRE_MINUTES,
    apiUrl: config.VNPAY_API_URL,
  });
}
