import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookings, customers } from '../src/db/schema/index.ts';
import { MONITOR_PHONE, receptionPhone } from '../src/db/seed/floor.ts';
import { createTestApp } from './helpers.ts';
import { loginStaff, staffHeaders, todayBooking } from './floor-fixtures.ts';
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
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/staff/salons/1/check-in', headers: staffHeaders(desk), payload: { bookingId: booking.id } });
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
});
