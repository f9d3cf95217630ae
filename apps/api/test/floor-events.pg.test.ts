import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MONITOR_PHONE, receptionPhone } from '../src/db/seed/floor.ts';
import { loginStaff, staffHeaders, todayBooking, twoInstancesOfOneDatabase, workingAt } from './floor-fixtures.ts';
import { baseUrlOf, openEventStream } from './sse-client.ts';

// Issue 31: the live boards. Two API instances on one PostgreSQL database; a change made through one
// reaches a board connected to the other (NOTIFY at commit), and a board that reconnects with
// Last-Event-ID gets what it missed from the table.
const both = twoInstancesOfOneDatabase();

const post = (app: FastifyInstance, token: string, url: string, payload: object = {}) =>
  app.inject({ method: 'POST', url, headers: staffHeaders(token), payload });
const eventsUrl = async (app: FastifyInstance, salonId = 1) => `${await baseUrlOf(app)}/api/v1/staff/salons/${salonId}/events`;

describe('floor events over SSE across two instances (real PostgreSQL)', () => {
  it('a check-in on instance A reaches the TV monitor connected to instance B: first name and last 3 phone digits only', async () => {
    const desk = await loginStaff(both.t.app, receptionPhone(1));
    const monitor = await loginStaff(both.second.app, MONITOR_PHONE);
    const board = await openEventStream(await eventsUrl(both.second.app), staffHeaders(monitor));
    try {
      expect(board.status).toBe(200);
      expect(board.contentType).toContain('text/event-stream');
      const booking = await todayBooking(both.t.db, { salonId: 1 });
      const sent = Date.now();
      expect((await post(both.t.app, desk, '/api/v1/staff/salons/1/check-in', { bookingId: booking.id })).statusCode).toBe(200);
      const event = await board.next((e) => e.data.bookingId === booking.id);
      expect(Date.now() - sent).toBeLessThan(2000);
      expect(event.event).toBe('floor');
      expect(Number(event.id)).toBe(event.data.id);
      expect(event.data).toMatchObject({ kind: 'visit.checkIn', stage: 'checked_in', status: 'checked_in', phoneLast3: booking.phone!.slice(-3) });
      expect(Object.keys(event.data).sort()).toEqual(
        ['at', 'bookingId', 'firstName', 'id', 'kind', 'phoneLast3', 'skinnerId', 'stage', 'status', 'version'].sort(),
      );
      expect(JSON.stringify(event.data)).not.toContain(booking.phone!);
    } finally {
      await board.close();
    }
  }, 120_000);

  it('a board that reconnects with Last-Event-ID gets the events it missed, in order, and nothing twice', async () => {
    const desk = await loginStaff(both.t.app, receptionPhone(1));
    const [stylist] = await workingAt(both.t.db, 'stylist', 1);
    const stylistToken = await loginStaff(both.t.app, stylist!.phone);
    const reception = await loginStaff(both.second.app, receptionPhone(1));
    const booking = await todayBooking(both.t.db, { salonId: 1, stylistId: stylist!.staffId! });

    const first = await openEventStream(await eventsUrl(both.second.app), staffHeaders(reception));
    await post(both.t.app, desk, '/api/v1/staff/salons/1/check-in', { bookingId: booking.id });
    const seen = await first.next((e) => e.data.bookingId === booking.id);
    await first.close();

    // While the board is away: the cut starts and ends (through instance A).
    expect((await post(both.t.app, stylistToken, `/api/v1/staff/visits/${booking.id}/start-cut`)).statusCode).toBe(200);
    expect((await post(both.t.app, stylistToken, `/api/v1/staff/visits/${booking.id}/finish`)).statusCode).toBe(200);

    const again = await openEventStream(await eventsUrl(both.second.app), { ...staffHeaders(reception), 'last-event-id': seen.id! });
    try {
      const cut = await again.next((e) => e.data.bookingId === booking.id);
      const finish = await again.next((e) => e.data.bookingId === booking.id);
      expect([cut.data.kind, finish.data.kind]).toEqual(['visit.startCut', 'visit.finish']);
      expect(Number(cut.id)).toBeGreaterThan(Number(seen.id));
      expect(Number(finish.id)).toBeGreaterThan(Number(cut.id));
      // A change after the reconnect still arrives live.
      const next = await todayBooking(both.t.db, { salonId: 1 });
      await post(both.t.app, desk, '/api/v1/staff/salons/1/check-in', { bookingId: next.id });
      expect((await again.next((e) => e.data.bookingId === next.id)).data.kind).toBe('visit.checkIn');
      expect(again.pending().filter((e) => e.data.bookingId === booking.id)).toEqual([]);
    } finally {
      await again.close();
    }
  }, 120_000);

  it('refuses staff of another salon (403), no session (401) and a bad Last-Event-ID (400)', async () => {
    const otherDesk = await loginStaff(both.second.app, receptionPhone(2));
    expect((await both.second.app.inject({ url: '/api/v1/staff/salons/1/events', headers: staffHeaders(otherDesk) })).statusCode).toBe(403);
    expect((await both.second.app.inject({ url: '/api/v1/staff/salons/1/events' })).statusCode).toBe(401);
    const desk = await loginStaff(both.second.app, receptionPhone(1));
    const bad = await both.second.app.inject({ url: '/api/v1/staff/salons/1/events', headers: { ...staffHeaders(desk), 'last-event-id': 'abc' } });
    expect(bad.statusCode).toBe(400);
  });
});
