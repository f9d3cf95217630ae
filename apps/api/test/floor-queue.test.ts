import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, lte, max } from 'drizzle-orm';
import { WASH_MINUTES, zonedDateTimeToUtc } from '@shine/shared';
import { bookingServices, bookings, services, staffShifts, visits } from '../src/db/schema/index.ts';
import { managerPhone, receptionPhone } from '../src/db/seed/floor.ts';
import { salonQueue, waitOfBooking } from '../src/modules/queue/index.ts';
import { findLearntDurations } from '../src/modules/queue/queue-repository.ts';
import { createTestApp } from './helpers.ts';
import { TODAY, loginStaff, staffHeaders, todayBooking, workingAt } from './floor-fixtures.ts';
import { clearStylistDay, newPhone, serviceWithDuration } from './fixtures.ts';

// Issue 31: the queue of a salon from the database: predicted starts kept at check-in, the customer's
// wait, and the durations each stylist and skinner has learnt from finished visits.
let t: Awaited<ReturnType<typeof createTestApp>>;
let desk: string;
beforeAll(async () => {
  t = await createTestApp();
  desk = await loginStaff(t.app, receptionPhone(1));
});
afterAll(() => t.close());

const MIN = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();

describe('the queue of a salon (issue 31)', () => {
  it('a customer checked in early behind a cut: his wash at his hour, his cut after it, kept on the visit; his wait in minutes', async () => {
    const stylists = await workingAt(t.db, 'stylist', 1);
    const stylistId = stylists[0]!.staffId!;
    const first = await todayBooking(t.db, { salonId: 1, stylistId });
    const second = await todayBooking(t.db, { salonId: 1, stylistId });
    const hour = second.startAt.getTime();
    const saved = t.clock.now().toISOString();
    try {
      t.clock.set(iso(hour - 5 * MIN));
      // The first customer is in the chair since 10 minutes (a 20-minute service): free 5 minutes after the hour.
      await t.db.update(bookings).set({ status: 'in_service' }).where(eq(bookings.id, first.id));
      await t.db.insert(visits).values({
        bookingId: first.id,
        stage: 'cut',
        checkedInAt: new Date(hour - 20 * MIN),
        cutStartedAt: new Date(hour - 15 * MIN),
        updatedAt: new Date(hour - 15 * MIN),
      });

      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/staff/salons/1/check-in',
        headers: staffHeaders(desk),
        payload: { bookingId: second.id },
      });
      expect(res.statusCode).toBe(200);
      const [visit] = await t.db.select().from(visits).where(eq(visits.bookingId, second.id));
      expect(visit!.predictedWashAt?.toISOString()).toBe(iso(hour));
      expect(visit!.predictedCutAt?.toISOString()).toBe(iso(hour + WASH_MINUTES * MIN));

      expect(await waitOfBooking(t.app.deps, second)).toEqual({ type: 0, waitServe: 5, predictedMinutes: 5, stylistLateMinutes: 0 });
      const { state } = await salonQueue(t.app.deps, 1);
      expect(state.staff.find((s) => s.staffId === stylistId)).toMatchObject({ currentVisitId: first.id, minutesLeft: 10 });

      // The boards read the same queue; staff of another salon may not.
      const res2 = await t.app.inject({ url: '/api/v1/staff/salons/1/queue', headers: staffHeaders(desk) });
      expect(res2.statusCode).toBe(200);
      const board = res2.json().data;
      expect(board.staff.find((s: { staffId: number }) => s.staffId === stylistId)).toMatchObject({
        role: 'stylist',
        currentBookingId: first.id,
        minutesLeft: 10,
      });
      expect(board.queue.find((q: { bookingId: number }) => q.bookingId === second.id)).toMatchObject({
        stylistId,
        washStartAt: iso(hour),
        waitingFor: 'stylist',
        waitServe: 5,
      });
      const elsewhere = await loginStaff(t.app, receptionPhone(2));
      expect((await t.app.inject({ url: '/api/v1/staff/salons/1/queue', headers: staffHeaders(elsewhere) })).statusCode).toBe(403);
    } finally {
      t.clock.set(saved);
    }
  });

  it("learns each stylist's time per service (the visit's time shared by timeServe) and each skinner's wash, from his last finished visits", async () => {
    const [stylist] = (await workingAt(t.db, 'stylist', 1)).slice(-1);
    const [skinner] = await workingAt(t.db, 'skinner', 1);
    // After any finished visit the demo data holds, so these are his last ones.
    const [latest] = await t.db.select({ last: max(visits.finishedAt) }).from(visits);
    const day = Math.max(Date.parse('2026-11-20T03:00:00Z'), (latest?.last?.getTime() ?? 0) + 86_400_000);
    const finished = async (cutMinutes: number, washMinutes: number, lines: { serviceId: number; timeServe: number }[], at: number) => {
      const [b] = await t.db
        .insert(bookings)
        .values({
          phone: '0911000001',
          salonId: 1,
          stylistId: stylist!.staffId!,
          dateBook: '2026-11-20',
          startAt: new Date(at),
          endAt: new Date(at + 40 * MIN),
          hourId: 1,
          status: 'completed',
          totalPrice: 0,
          oldTotalPrice: 0,
        })
        .returning();
      await t.db
        .insert(bookingServices)
        .values(lines.map((l) => ({ bookingId: b!.id, serviceId: l.serviceId, name: 'x', price: 0, oldPrice: 0, timeServe: l.timeServe })));
      await t.db.insert(visits).values({
        bookingId: b!.id,
        stage: 'paid',
        skinnerId: skinner!.staffId!,
        washStartedAt: new Date(at),
        cutStartedAt: new Date(at + washMinutes * MIN),
        finishedAt: new Date(at + (washMinutes + cutMinutes) * MIN),
        updatedAt: new Date(at),
      });
    };
    const [a, b] = (await t.db.select({ id: services.id }).from(services).limit(2)).map((r) => r.id);
    await finished(36, 8, [{ serviceId: a!, timeServe: 30 }], day);
    await finished(44, 12, [{ serviceId: a!, timeServe: 30 }], day + 60 * MIN);
    // 60 minutes for a 30-minute and a 10-minute service: 45 and 15.
    await finished(
      60,
      10,
      [
        { serviceId: a!, timeServe: 30 },
        { serviceId: b!, timeServe: 10 },
      ],
      day + 120 * MIN,
    );
    const learnt = await findLearntDurations(t.db, {
      stylistIds: [stylist!.staffId!],
      skinnerIds: [skinner!.staffId!],
      since: new Date(day - 86_400_000),
      lastN: 2,
    });
    // The last two of his cuts of each service: 44 and 45 minutes; 15.
    expect(learnt.cut.get(`${stylist!.staffId}:${a}`)).toBe(44.5);
    expect(learnt.cut.get(`${stylist!.staffId}:${b}`)).toBe(15);
    // His last two washes: 12 and 10 minutes.
    expect(learnt.wash.get(skinner!.staffId!)).toBe(11);
  });

  it('the hour strip agrees with the queue: a cut that started late keeps the hours it overlaps out of the strip', async () => {
    // A morning stylist (his shift covers 10:00–11:00) with his demo day cleared.
    const morning = await t.db
      .select({ id: staffShifts.staffId })
      .from(staffShifts)
      .where(and(eq(staffShifts.salonId, 1), eq(staffShifts.workDate, TODAY), lte(staffShifts.startMinute, 600)));
    const stylistIds = new Set((await workingAt(t.db, 'stylist', 1)).map((s) => s.staffId));
    const stylistId = morning
      .map((m) => m.id)
      .filter((id) => stylistIds.has(id))
      .at(-1)!;
    await clearStylistDay(t.db, stylistId, TODAY);
    const cut = await serviceWithDuration(t.db, 20);
    // His customer booked 10:10–10:30; the next slot of the grid is 10:30 (hour 7).
    const [booked] = await t.db
      .insert(bookings)
      .values({
        phone: newPhone(),
        salonId: 1,
        stylistId,
        dateBook: TODAY,
        startAt: zonedDateTimeToUtc(TODAY, 610),
        endAt: zonedDateTimeToUtc(TODAY, 630),
        hourId: 6,
        status: 'confirmed',
        totalPrice: cut.price,
        oldTotalPrice: cut.price,
        params: {},
      })
      .returning();
    await t.db
      .insert(bookingServices)
      .values({ bookingId: booked!.id, serviceId: cut.id, name: cut.name, price: cut.price, oldPrice: cut.price, timeServe: 20 });
    const tenThirtyFree = async () => {
      const res = await t.app.inject({ url: `/api/v1/booking/book-hours-group?salonId=1&bookDate=21-11-2026&stylistId=${stylistId}&listServiceId=${cut.id}` });
      const hours = (res.json().data.hourGroup as { hours: { hourId: number; isFree: boolean }[] }[]).flatMap((g) => g.hours);
      return hours.find((h) => h.hourId === 7)?.isFree;
    };
    const saved = t.clock.now().toISOString();
    try {
      t.clock.set(iso(zonedDateTimeToUtc(TODAY, 600).getTime())); // 10:00
      expect(await tenThirtyFree()).toBe(true);
      // He comes in and his cut starts at 10:20, ten minutes late: he is in the chair until 10:40.
      t.clock.set(iso(zonedDateTimeToUtc(TODAY, 620).getTime()));
      await t.app.inject({ method: 'POST', url: '/api/v1/staff/salons/1/check-in', headers: staffHeaders(desk), payload: { bookingId: booked!.id } });
      const manager = await loginStaff(t.app, managerPhone(1));
      expect(
        (await t.app.inject({ method: 'POST', url: `/api/v1/staff/visits/${booked!.id}/start-cut`, headers: staffHeaders(manager), payload: {} })).statusCode,
      ).toBe(200);
      t.app.deps.cache.salonDays.clear();
      expect(await tenThirtyFree()).toBe(false);
    } finally {
      t.clock.set(saved);
    }
  });
});
