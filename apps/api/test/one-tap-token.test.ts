import { describe, expect, it } from 'vitest';
import { signOneTap, verifyOneTap } from '../src/lib/one-tap-token.ts';

const SECRET = 'a-test-secret-of-at-least-32-characters!';
const now = new Date('2026-11-21T01:00:00.000Z');
const claim = { scope: 'b' as const, id: 5000123, expiresAt: new Date('2026-11-23T01:00:00.000Z') };

describe('one-tap link tokens', () => {
  it('round-trips the booking and its expiry, short enough for an SMS', () => {
    const token = signOneTap(SECRET, claim);
    expect(token.length).toBeLessThanOrEqual(45);
    expect(verifyOneTap(SECRET, token, now)).toEqual(claim);
  });
  it('refuses an expired, altered, re-scoped or foreign token, and any token without a secret', () => {
    const token = signOneTap(SECRET, claim);
    expect(verifyOneTap(SECRET, token, claim.expiresAt)).toBeNull();
    expect(verifyOneTap(SECRET, token.replace(/^b[0-9a-z]+/, `b${(claim.id + 1).toString(36)}`), now)).toBeNull();
    expect(verifyOneTap(SECRET, `o${token.slice(1)}`, now)).toBeNull();
    expect(verifyOneTap(`${SECRET}x`, token, now)).toBeNull();
    expect(verifyOneTap(undefined, token, now)).toBeNull();
    expect(verifyOneTap(SECRET, 'garbage', now)).toBeNull();
  });
});
