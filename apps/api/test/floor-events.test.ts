import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { bookings, customers, floorEvents, staffSessions } from '../src/db/schema/index.ts';
import { hashToken } from '../src/modules/auth/index.ts';
import { pruneFloorEvents } from '../src/modules/floor/index.ts';
import { MONITOR_PHONE, managerPhone, receptionPhone } from '../src/db/seed/floor.ts';
import { createTestApp } from './helpers.ts';
import { enrolTablet, loginStaff, staffHeaders, todayBooking, unlock } from './floor-fixtures.ts';
import { newPhone } from './fixtures.ts';
import { baseUrlOf, openEventStream } from './sse-client.ts';

// Issue 31 on the embedded database: PGlite's LISTEN/NOTIFY carries the event within the one process.
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('floor events over SSE (PGlite)', () => {
  it("a check-in reaches the monitor's stream with the customer's first name and the phone's last 3 digits; a new stream starts from now", async () => {
    const desk = await loginStaff(t.app, receptionPhone(1));
    const monitor = await loginStaff(t.app, MONITOR_PHONE);
    const phone = newPhone();
    const [customer] = await t.db.insert(customers).values({ phone, name: 'Nguyễn Văn Minh' }).returning();
    const booking = await todayBooking(t.db, { salonId: 1, phone });
    await t.db.update(bookings).set({ customerId: customer!.id }).where(eq(bookings.id, booking.id));

    const url = `${await baseUrlOf(t.app)}/api/v1/staff/salons/1/events`;
    const board = await openEventStream(url, staffHeaders(monitor));
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/staff/salons/1/check-in',
        headers: staffHeaders(desk),
        payload: { bookingId: booking.id },
      });
      expect(res.statusCode).toBe(200);
      const event = await board.next((e) => e.data.bookingId === booking.id);
      expect(event.data).toMatchObject({ kind: 'visit.checkIn', firstName: 'Minh', phoneLast3: phone.slice(-3), stage: 'checked_in' });
      expect(JSON.stringify(event.data)).not.toContain('Nguyễn');
      expect(board.comments).toContain('connected');
    } finally {
      await board.close();
    }
    // Without Last-Event-ID nothing old is replayed.
    const later = await openEventStream(url, staffHeaders(monitor));
    const next = await todayBooking(t.db, { salonId: 1 });
    await t.app.inject({ method: 'POST', url: '/api/v1/staff/salons/1/check-in', headers: staffHeaders(desk), payload: { bookingId: next.id } });
    expect((await later.next()).data.bookingId).toBe(next.id);
    await later.close();
  });

  it('the daily clean-up deletes the events older than two days and keeps the recent ones', async () => {
    const now = t.clock.now();
    const [old] = await t.db
      .insert(floorEvents)
      .values({ salonId: 1, at: new Date(now.getTime() - 3 * 86_400_000), kind: 'visit.checkIn', bookingId: null, payload: {} })
      .returning();
    const [recent] = await t.db
      .insert(floorEvents)
      .values({ salonId: 1, at: new Date(now.getTime() - 86_400_000), kind: 'visit.checkIn', bookingId: null, payload: {} })
      .returning();
    const result = await pruneFloorEvents(t.app.deps);
    expect(result.deleted).toBeGreaterThanOrEqual(1);
    const left = await t.db
      .select({ id: floorEvents.id })
      .from(floorEvents)
      .where(inArray(floorEvents.id, [old!.id, recent!.id]));
    expect(left.map((row) => row.id)).toEqual([recent!.id]);
  });

  it("a tablet's open event stream does not hold off its idle lock; a tap does", async () => {
    const manager = await loginStaff(t.app, managerPhone(1));
    const { credential } = await enrolTablet(t.app, manager, 1);
    const token = (await unlock(t.app, credential, receptionPhone(1))).json().data.token as string;
    const expiry = async () =>
      (
        await t.db
          .select({ at: staffSessions.expiresAt })
          .from(staffSessions)
          .where(eq(staffSessions.tokenHash, hashToken(token)))
      )[0]!.at.getTime();
    const before = await expiry();
    const now = t.clock.now();
    try {
      t.clock.set(new Date(now.getTime() + 2 * 60_000).toISOString());
      const board = await openEventStream(`${await baseUrlOf(t.app)}/api/v1/staff/salons/1/events`, staffHeaders(token));
      await board.close();
      expect(await expiry()).toBe(before);
      await t.app.inject({ url: '/api/v1/staff/salons/1/day', headers: staffHeaders(token) });
      expect(await expiry()).toBe(before + 2 * 60_000);
    } finally {
      t.clock.set(now.toISOString());
    }
  });
});
