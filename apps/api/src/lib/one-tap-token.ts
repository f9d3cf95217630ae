import { createHmac, timingSafeEqual } from 'node:crypto';

// One-tap links in booking messages (issue 33, ADR 018): `<scope><id>.<expiry>.<mac>`, ids and expiry in
// base 36, the MAC an HMAC-SHA256 of the rest (first 16 bytes, base64url) under ONE_TAP_SECRET. Short
// enough for an SMS; scoped to one booking ('b') or one waitlist offer ('o'); useless after its expiry.

export type OneTapScope = 'b' | 'o';
export type OneTapClaim = { scope: OneTapScope; id: number; expiresAt: Date };

const mac = (secret: string, body: string) => createHmac('sha256', secret).update(`one-tap:${body}`).digest().subarray(0, 16).toString('base64url');

export function signOneTap(secret: string, claim: OneTapClaim): string {
  const body = `${claim.scope}${claim.id.toString(36)}.${Math.floor(claim.expiresAt.getTime() / 1000).toString(36)}`;
  return `${body}.${mac(secret, body)}`;
}

/** The claim of a genuine token not yet expired at `now`, else null (forged, altered, expired or malformed: all alike). */
export function verifyOneTap(secret: string | undefined, token: string, now: Date): OneTapClaim | null {
  if (!secret) return null;
  const match = /^([bo])([0-9a-z]{1,8})\.([0-9a-z]{1,8})\.([\w-]{22})$/.exec(token);
  if (!match) return null;
  const [, scope, id36, exp36, given] = match as unknown as [string, OneTapScope, string, string, string];
  const expected = Buffer.from(mac(secret, `${scope}${id36}.${exp36}`));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  const expiresAt = new Date(parseInt(exp36, 36) * 1000);
  if (expiresAt <= now) return null;
  return { scope, id: parseInt(id36, 36), expiresAt };
}
