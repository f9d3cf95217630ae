import { createHmac, timingSafeEqual } from 'node:crypto';

// VNPay's signing (API 2.1.0): the vnp_* parameters sorted by name, each key and value URL-encoded with
// spaces as '+', joined as a query string, signed by HMAC-SHA512 with the merchant's hash secret (hex).

export type VnpParams = Record<string, string>;

const encode = (value: string) => encodeURIComponent(value).replace(/%20/g, '+');

/** The signed text: sorted `key=value` pairs, encoded as VNPay does. */
export function signData(params: VnpParams): string {
  return Object.keys(params)
    .filter((key) => key.startsWith('vnp_') && key !== 'vnp_SecureHash' && key !== 'vnp_SecureHashType')
    .sort()
    .map((key) => `${encode(key)}=${encode(params[key] ?? '')}`)
    .join('&');
}

export function vnpSign(params: VnpParams, secret: string): string {
  return createHmac('sha512', secret)
    .update(Buffer.from(signData(params), 'utf8'))
    .digest('hex');
}

/** The query string with its vnp_SecureHash, as sent to (or by) VNPay. */
export function signedQuery(params: VnpParams, secret: string): string {
  return `${signData(params)}&vnp_SecureHash=${vnpSign(params, secret)}`;
}

/** Whether `vnp_SecureHash` signs the other vnp_* parameters (constant-time comparison). */
export function vnpVerify(params: VnpParams, secret: string): boolean {
  const given = params.vnp_SecureHash;
  if (typeof given !== 'string' || !/^[0-9a-fA-F]{128}$/.test(given)) return false;
  const expected = Buffer.from(vnpSign(params, secret), 'hex');
  return timingSafeEqual(expected, Buffer.from(given.toLowerCase(), 'hex'));
}

/** yyyyMMddHHmmss in Vietnam's time (GMT+7), as vnp_CreateDate and vnp_ExpireDate are written. */
export function vnpDate(at: Date): string {
  const local = new Date(at.getTime() + 7 * 3_600_000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${local.getUTCFullYear()}${p(local.getUTCMonth() + 1)}${p(local.getUTCDate())}${p(local.getUTCHours())}${p(local.getUTCMinutes())}${p(local.getUTCSeconds())}`;
}

/** A query string's values as single strings (a repeated key keeps its first value). */
export function singleValues(query: Record<string, unknown>): VnpParams {
  const out: VnpParams = {};
  for (const [key, value] of Object.entries(query)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') out[key] = first;
  }
  return out;
}
