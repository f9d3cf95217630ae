import { describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { zonedDateTimeToUtc } from '@shine/shared';
import { auditLog, bookings, staffShifts, visits } from '../src/db/schema/index.ts';
import { managerPhone, receptionPhone } from '../src/db/seed/floor.ts';
import { clearStylistDay, newPhone, serviceWithDuration } from './fixtures.ts';
import { TODAY, loginStaff, staffHeaders, todayBooking, workingAt, twoInstancesOfOneDatabase } from './floor-fixtures.ts';

// Two API instances, each with its own connection pool, on one PostgreSQL database: the tablets of a
// salon reach different instances behind the load balancer. Only the database can make a step happen once.
const both = twoInstancesOfOneDatabase();

const post = (app: FastifyInstance, token: string, url: string, payload: object = {}) =>
  app.inject({ method: 'POST', url, headers: staffHeaders(token), payload });

describe('the floor under concurrency (real PostgreSQL, two instances)', () => {
  it('50 rounds: two tablets check in the same booking, then start the same cut: one change each time, one 409', async () => {
    const deskA = await loginStaff(both.t.app, receptionPhone(1));
    const deskB = await loginStaff(both.second.app, managerPhone(1));
    const stylists = await workingAt(both.t.db, 'stylist', 1);
    const tokens = new Map<number, string>();
    for (const s of stylists) tokens.set(s.staffId!, await loginStaff(both.t.app, s.phone));
    for (let round = 0; round < 50; round++) {
      const stylist = stylists[round % stylists.length]!;
      const booking = await todayBooking(both.t.db, { salonId: 1, stylistId: stylist.staffId! });
      const checkIns = await Promise.all([
        post(both.t.app, deskA, '/api/v1/staff/salons/1/check-in', { bookingId: booking.id }),
        post(both.second.app, deskB, '/api/v1/staff/salons/1/check-in', { bookingId: booking.id }),
      ]);
      expect(checkIns.map((r) => r.statusCode).sort(), `round ${round}: ${checkIns.map((r) => r.body).join(' | ')}`).toEqual([200, 409]);
      expect(checkIns.find((r) => r.statusCode === 409)!.json().code).toBe('VISIT_STAGE_CHANGED');

      const token = tokens.get(stylist.staffId!)!;
      const cuts = await Promise.all([
        post(both.t.app, token, `/api/v1/staff/visits/${booking.id}/start-cut`),
        post(both.second.app, token, `/api/v1/staff/visits/${booking.id}/start-cut`),
      ]);
      expect(cuts.map((r) => r.statusCode).sort(), `round ${round}: ${cuts.map((r) => r.body).join(' | ')}`).toEqual([200, 409]);

      const [visit] = await both.t.db.select().from(visits).where(eq(visits.bookingId, booking.id));
      expect(visit).toMatchObject({ stage: 'cut', version: 2 });
      const [audits] = await both.t.db
        .select({ n: count() })
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'visit'), eq(auditLog.entityId, String(booking.id))));
      expect(audits!.n).toBe(2);
    }
  }, 600_000);

  it('10 rounds: two receptionists give the one free stylist to two walk-ins at once: one booking, one 409', async () => {
    const deskA = await loginStaff(both.t.app, receptionPhone(2));
    const deskB = await loginStaff(both.second.app, managerPhone(2));
    const service = await serviceWithDuration(both.t.db, 20);
    const stylists = (await workingAt(both.t.db, 'stylist', 2)).slice(0, 10);
    expect(stylists.length).toBeGreaterThan(2);
    for (const stylist of stylists) {
      // His whole day taken but its last 20 minutes: he is the one free stylist for one walk-in (the demo
      // day's bookings of his are canceled first: one booking stands for them all).
      await clearStylistDay(both.t.db, stylist.staffId!, TODAY);
      const [shift] = await both.t.db
        .select()
        .from(staffShifts)
        .where(and(eq(staffShifts.staffId, stylist.staffId!), eq(staffShifts.workDate, TODAY)));
      const last = shift!.endMinute - 20;
      await both.t.db.insert(bookings).values({
        phone: newPhone(),
        salonId: 2,
        stylistId: stylist.staffId!,
        dateBook: TODAY,
        startAt: zonedDateTimeToUtc(TODAY, shift!.startMinute),
        endAt: zonedDateTimeToUtc(TODAY, last),
        hourId: 1,
        status: 'confirmed',
        totalPrice: 1,
        oldTotalPrice: 1,
      });
      const body = (phone: string) => ({ phone, serviceIds: [service.id], stylistId: stylist.staffId });
      const answers = await Promise.all([
        post(both.t.app, deskA, '/api/v1/staff/salons/2/walk-ins', body(newPhone())),
        post(both.second.app, deskB, '/api/v1/staff/salons/2/walk-ins', body(newPhone())),
      ]);
      expect(answers.map((r) => r.statusCode).sort(), answers.map((r) => r.body).join(' | ')).toEqual([200, 409]);
      expect(['STYLIST_BUSY', 'SALON_FULL']).toContain(answers.find((r) => r.statusCode === 409)!.json().code);
      const walkIns = await both.t.db
        .select({ n: count() })
        .from(bookings)
        .where(and(eq(bookings.stylistId, stylist.staffId!), eq(bookings.dateBook, TODAY), sql`${bookings.params}->>'source' = 'book_at_salon'`));
      expect(walkIns[0]!.n).toBe(1);
    }
  }, 300_000);
});
