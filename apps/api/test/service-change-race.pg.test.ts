import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { bookingServices, bookingStatusHistory, bookings, serviceChanges } from '../src/db/schema/index.ts';
import { createTestApp } from './helpers.ts';
import { serviceWithDuration } from './fixtures.ts';
import { confirmedBooking, otherServices, propose } from './service-change-fixtures.ts';

// A customer taps "accept" and "decline" many times at once (or on two phones): one answer wins, the
// booking changes at most once. Only real PostgreSQL runs these requests in parallel.
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
}, 300_000);
afterAll(() => t.close());

const decide = (token: string, decision: 'accept' | 'decline') =>
  t.app.inject({ method: 'POST', url: `/api/v1/service-changes/${token}`, payload: { decision } });

describe('answers to one proposal at the same moment (real PostgreSQL)', () => {
  it('20 accepts and 20 declines racing: exactly one succeeds and the booking matches it', async () => {
    const cut = await serviceWithDuration(t.db);
    const [extra] = await otherServices(t.db, cut.id);
    const b = await confirmedBooking(t.app, t.db, { isoDate: '2026-11-21', dateBook: '21-11-2026', serviceId: cut.id, stylistIndex: 0 });
    const [before] = await t.db.select().from(bookings).where(eq(bookings.id, b.id));
    const { token } = await propose(t.app, b.id, b.phone, [cut.id, extra!.id]);

    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => decide(token, i % 2 ? 'accept' : 'decline')));
    const ok = answers.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409).every((r) => r.json().code === 'SERVICE_CHANGE_DECIDED')).toBe(true);
    expect(answers.filter((r) => r.statusCode !== 200 && r.statusCode !== 409)).toEqual([]);

    const won = ok[0]!.json().data.state as 'accepted' | 'declined';
    const [proposal] = await t.db.select().from(serviceChanges).where(eq(serviceChanges.bookingId, b.id));
    expect(proposal!.status).toBe(won);
    const [after] = await t.db.select().from(bookings).where(eq(bookings.id, b.id));
    const [lines] = await t.db.select({ n: count() }).from(bookingServices).where(eq(bookingServices.bookingId, b.id));
    const [changes] = await t.db
      .select({ n: count() })
      .from(bookingStatusHistory)
      .where(eq(bookingStatusHistory.reason, `services changed (proposal ${proposal!.id})`));
    if (won === 'accepted') {
      expect(lines!.n).toBe(2);
      expect(changes!.n).toBe(1);
      expect(after!.totalPrice).toBe(cut.price + extra!.price);
      expect(after!.endAt.getTime() - before!.endAt.getTime()).toBe(extra!.timeServe * 60_000);
    } else {
      expect(lines!.n).toBe(1);
      expect(changes!.n).toBe(0);
      expect(after!.endAt).toEqual(before!.endAt);
    }
  }, 120_000);

  it('the salon proposing twice at once leaves one open proposal', async () => {
    const cut = await serviceWithDuration(t.db);
    const extras = await otherServices(t.db, cut.id);
    const b = await confirmedBooking(t.app, t.db, { isoDate: '2026-11-21', dateBook: '21-11-2026', serviceId: cut.id, stylistIndex: 1 });
    const results = await Promise.all(extras.flatMap((e) => [propose(t.app, b.id, b.phone, [cut.id, e.id]), propose(t.app, b.id, b.phone, [e.id])]));
    // Proposals of one booking wait for each other: each is made, then superseded by the next.
    expect(results.map((r) => r.res.statusCode)).toEqual(results.map(() => 200));
    const open = await t.db.select().from(serviceChanges).where(eq(serviceChanges.status, 'pending'));
    expect(open.filter((p) => p.bookingId === b.id)).toHaveLength(1);
  }, 120_000);
});
