import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookings } from '../src/db/schema/index.ts';
import { createTestApp } from './helpers.ts';
import { newPhone, serviceWithDuration } from './fixtures.ts';

// Issue 27 item 1: behind a trusted proxy an IPv6 visitor can pick a new address from his /64 for
// every request. Unverified holds and anonymous creates are counted per /64 (per address for IPv4):
// the key the per-IP rate limit counts by too.
const TODAY = '21-11-2026';
let t: Awaited<ReturnType<typeof createTestApp>>;
let cutId: number;
beforeAll(async () => {
  t = await createTestApp({
    env: { TRUST_PROXY: '127.0.0.1', LIMIT_HOLDS_PER_IP: '3', LIMIT_ANON_CREATES_PER_IP: '10', AUTH_RATE_LIMIT_PER_MINUTE: '3' },
  });
  cutId = (await serviceWithDuration(t.db)).id;
});
afterAll(() => t.close());

/** An anonymous any-stylist create at salon 1 today, from the client the proxy names. */
const bookFrom = (forwardedFor: string, hourId: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/booking',
    headers: { 'x-forwarded-for': forwardedFor },
    payload: {
      salonId: 1,
      phone: newPhone(),
      stylistId: 0,
      dateBook: TODAY,
      bookHourId: hourId,
      chosenServices: JSON.stringify([{ id: cutId, name: 'cut' }]),
      bookAt: 3,
      params: JSON.stringify({ source: 'web' }),
    },
  });

describe('per-client limits for IPv6 visitors', () => {
  it('a 4th live hold from one /64 is refused, whichever addresses of it ask; another /64 is not affected', async () => {
    const statuses = [];
    for (const [i, hourId] of [11, 12, 13, 14].entries()) statuses.push((await bookFrom(`2001:db8:1:1::${i + 1}`, hourId)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await bookFrom('2001:db8:1:1:ffff:ffff:ffff:ffff', 15);
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_HOLDS' });
    expect((await bookFrom('2001:db8:1:2::1', 15)).statusCode).toBe(200);
  });

  it('the 11th anonymous create in 10 minutes from one /64 is refused, each from a new address', async () => {
    for (let i = 0; i < 10; i++) {
      const created = await bookFrom(`2001:db8:2:1::${(i + 1).toString(16)}`, 20 + (i % 5));
      expect(created.statusCode).toBe(200);
      // Confirmed, so the hold limit is not what stops the 11th.
      await t.db.update(bookings).set({ status: 'confirmed', holdUntil: null }).where(eq(bookings.id, created.json().data.booking.bookingId));
    }
    const eleventh = await bookFrom('2001:db8:2:1::abcd', 25);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().code).toBe('TOO_MANY_CREATES');
  });

  it('IPv4 clients are still counted one address each', async () => {
    for (const [i, hourId] of [30, 31, 32, 33].entries()) expect((await bookFrom(`198.51.100.${i + 1}`, hourId)).statusCode).toBe(200);
  });

  it('the per-IP rate limit counts the same key: four addresses of one /64 share one allowance', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/verify', payload: {}, headers: { 'x-forwarded-for': `2001:db8:3:1::${i + 1}` } });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
  });
});
