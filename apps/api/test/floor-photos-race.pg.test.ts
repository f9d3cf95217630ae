import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, count, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { auditLog, bookingImages, bookings, customers, imageReports } from '../src/db/schema/index.ts';
import { managerPhone, REGION_MANAGER_PHONE, staffPhone } from '../src/db/seed/floor.ts';
import { multipart, newPhone } from './fixtures.ts';
import { enrolTablet, loginStaff, staffHeaders, statusesOf, todayBooking, twoInstancesOfOneDatabase, visitAt } from './floor-fixtures.ts';

// The limits and once-only decisions of the stylist's photos, the managers' reports and the kiosk, with two
// API instances on one PostgreSQL database: only the database keeps them.
const both = twoInstancesOfOneDatabase();

const upload = async (app: FastifyInstance, token: string, bookingId: number, files: Buffer[]) =>
  app.inject({ method: 'POST', url: `/api/v1/staff/visits/${bookingId}/photos`, ...multipart({}, files, staffHeaders(token)) });

describe('photos, reports and the kiosk under concurrency (real PostgreSQL, two instances)', () => {
  it('20 rounds: two tablets add 3 photos each to one visit at once: one upload, one 409 PHOTO_LIMIT, never more than 4', async () => {
    const files = await Promise.all(
      [1, 2, 3].map((i) =>
        sharp({ create: { width: 16, height: 16, channels: 3, background: `#${i}${i}${i}` } })
          .png()
          .toBuffer(),
      ),
    );
    const manager = await loginStaff(both.second.app, managerPhone(1));
    for (let round = 0; round < 20; round++) {
      const visit = await visitAt(both.t.db, both.t.clock.now(), 'cut');
      const [row] = await both.t.db.select({ stylistId: bookings.stylistId }).from(bookings).where(eq(bookings.id, visit.bookingId));
      const stylist = await loginStaff(both.t.app, staffPhone(row!.stylistId));
      const answers = await Promise.all([upload(both.t.app, stylist, visit.bookingId, files), upload(both.second.app, manager, visit.bookingId, files)]);
      expect(answers.map((r) => r.statusCode).sort(), `round ${round}: ${answers.map((r) => r.body).join(' | ')}`).toEqual([200, 409]);
      expect(answers.find((r) => r.statusCode === 409)!.json().code).toBe('PHOTO_LIMIT');
      const [shown] = await both.t.db
        .select({ n: count() })
        .from(bookingImages)
        .where(and(eq(bookingImages.bookingId, visit.bookingId), eq(bookingImages.kind, 'final'), isNull(bookingImages.hiddenAt)));
      expect(shown!.n).toBe(3);
    }
  }, 600_000);

  it('20 rounds: two managers decide one report at once: one decision, one 409 REPORT_RESOLVED, one audit row', async () => {
    const a = await loginStaff(both.t.app, managerPhone(1));
    const b = await loginStaff(both.second.app, REGION_MANAGER_PHONE);
    for (let round = 0; round < 20; round++) {
      const visit = await visitAt(both.t.db, both.t.clock.now(), 'finished');
      const [customer] = await both.t.db.insert(customers).values({ phone: newPhone() }).returning();
      const [image] = await both.t.db.insert(bookingImages).values({ bookingId: visit.bookingId, kind: 'final', url: '/uploads/race.jpg' }).returning();
      const [report] = await both.t.db
        .insert(imageReports)
        .values({ imageId: image!.id, bookingId: visit.bookingId, salonId: 1, customerId: customer!.id, createdAt: both.t.clock.now() })
        .returning();
      const url = `/api/v1/staff/salons/1/image-reports/${report!.id}/resolve`;
      const answers = await Promise.all([
        both.t.app.inject({ method: 'POST', url, headers: staffHeaders(a), payload: { action: 'remove' } }),
        both.second.app.inject({ method: 'POST', url, headers: staffHeaders(b), payload: { action: 'keep' } }),
      ]);
      expect(answers.map((r) => r.statusCode).sort(), `round ${round}: ${answers.map((r) => r.body).join(' | ')}`).toEqual([200, 409]);
      const [audits] = await both.t.db
        .select({ n: count() })
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'imageReport'), eq(auditLog.entityId, String(report!.id))));
      expect(audits!.n).toBe(1);
      const [after] = await both.t.db.select().from(bookingImages).where(eq(bookingImages.id, image!.id));
      const removed = answers[0]!.statusCode === 200;
      expect(after!.hiddenAt !== null).toBe(removed);
    }
  }, 600_000);

  it('10 rounds (the per-tablet limit is 12 a minute): two kiosk tablets check the same phone in at once: checked in once, both answer, one audit row', async () => {
    const manager = await loginStaff(both.t.app, managerPhone(1));
    const [one, two] = [await enrolTablet(both.t.app, manager, 1), await enrolTablet(both.t.app, manager, 1)];
    for (let round = 0; round < 10; round++) {
      const phone = newPhone();
      const booking = await todayBooking(both.t.db, { salonId: 1, phone });
      both.t.clock.set(new Date(booking.startAt.getTime() - 10 * 60_000).toISOString());
      const tap = (app: FastifyInstance, credential: string) =>
        app.inject({ method: 'POST', url: '/api/v1/staff/salons/1/self-check-in', headers: { 'x-device-key': credential }, payload: { phone } });
      const answers = await Promise.all([tap(both.t.app, one!.credential), tap(both.second.app, two!.credential)]);
      expect(
        answers.map((r) => r.statusCode),
        `round ${round}: ${answers.map((r) => r.body).join(' | ')}`,
      ).toEqual([200, 200]);
      expect(answers.map((r) => r.json().data.alreadyCheckedIn).sort()).toEqual([false, true]);
      expect((await statusesOf(both.t.db, [booking.id])).get(booking.id)).toBe('checked_in');
      const [audits] = await both.t.db
        .select({ n: count() })
        .from(auditLog)
        .where(and(eq(auditLog.action, 'visit.checkIn'), eq(auditLog.entityId, String(booking.id))));
      expect(audits!.n).toBe(1);
    }
  }, 600_000);
});
