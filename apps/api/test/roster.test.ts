import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { auditLog, bookings, staff, staffShifts } from '../src/db/schema/index.ts';
import { ensureShifts } from '../src/db/seed/index.ts';
import { CHAIN_ADMIN_PHONE, managerPhone, receptionPhone } from '../src/db/seed/floor.ts';
import { TEST_NOW, createTestApp } from './helpers.ts';
import { serviceWithDuration } from './fixtures.ts';
import { TODAY, loginStaff, staffHeaders, todayBooking } from './floor-fixtures.ts';

// The roster of the back office (issue 32): the week grid, a day's shift, templates and "build the week",
// leaves, and the bookings a change would orphan (409, then move or call), through the real routes.

const SALON = 1;
const NEXT_MONDAY = '2026-11-23';
let t: Awaited<ReturnType<typeof createTestApp>>;
let manager: string;
let otherManager: string;
let reception: string;
let admin: string;
let serviceId: number;

const hoursOf = async (stylistId: number, date: string) => {
  const [y, m, d] = date.split('-');
  const res = await t.app.inject({
    url: `/api/v1/booking/book-hours-group?salonId=${SALON}&bookDate=${d}-${m}-${y}&stylistId=${stylistId}&listServiceId=${serviceId}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.hourGroup as { hours: { hour: string; isFree: boolean }[] }[])
    .flatMap((g) => g.hours)
    .filter((h) => h.isFree)
    .map((h) => h.hour);
};

async function stylistsOn(salonId: number, date: string) {
  return t.db
    .select({ id: staff.id, salonId: staff.salonId, start: staffShifts.startMinute, end: staffShifts.endMinute })
    .from(staffShifts)
    .innerJoin(staff, eq(staff.id, staffShifts.staffId))
    .where(and(eq(staffShifts.salonId, salonId), eq(staffShifts.workDate, date), eq(staff.role, 'stylist'), eq(staff.salonId, salonId)))
    .orderBy(asc(staff.id));
}

const put = (token: string, salonId: number, body: object) =>
  t.app.inject({ method: 'PUT', url: `/api/v1/admin/salons/${salonId}/roster/shifts`, headers: staffHeaders(token), payload: body });

beforeAll(async () => {
  t = await createTestApp();
  manager = await loginStaff(t.app, managerPhone(SALON));
  otherManager = await loginStaff(t.app, managerPhone(2));
  reception = await loginStaff(t.app, receptionPhone(SALON));
  admin = await loginStaff(t.app, CHAIN_ADMIN_PHONE);
  serviceId = (await serviceWithDuration(t.db, 20)).id;
});
afterAll(() => t.close());

describe('roster', () => {
  it("shows the week grid to the salon's manager, not to another salon's, nor to reception", async () => {
    const res = await t.app.inject({ url: `/api/v1/admin/salons/${SALON}/roster?week=${TODAY}`, headers: staffHeaders(manager) });
    expect(res.statusCode).toBe(200);
    const week = res.json().data;
    expect(week.week).toBe('2026-11-16');
    expect(week.dates).toHaveLength(7);
    const onShift = await stylistsOn(SALON, TODAY);
    const first = week.stylists.find((s: { staffId: number }) => s.staffId === onShift[0]!.id);
    expect(first.shifts[TODAY]).toMatchObject({ salonId: SALON, start: onShift[0]!.start, end: onShift[0]!.end, breaks: [] });
    for (const token of [otherManager, reception]) {
      expect((await t.app.inject({ url: `/api/v1/admin/salons/${SALON}/roster?week=${TODAY}`, headers: staffHeaders(token) })).statusCode).toBe(403);
    }
    expect((await t.app.inject({ url: `/api/v1/admin/salons/${SALON}/roster?week=${TODAY}` })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `/api/v1/admin/salons/${SALON}/roster?week=2026-02-30`, headers: staffHeaders(manager) })).statusCode).toBe(400);
  });

  it("a salon manager cannot edit another salon's roster; the chain admin can", async () => {
    const [theirs] = await stylistsOn(2, '2026-11-24');
    const body = { staffId: theirs!.id, date: '2026-11-24', shift: { start: 600, end: 900 } };
    expect((await put(manager, 2, body)).statusCode).toBe(403);
    // His own salon's URL with another salon's person: not found, nothing changed.
    expect((await put(manager, SALON, body)).statusCode).toBe(404);
    expect((await put(reception, SALON, body)).statusCode).toBe(403);
    const res = await put(admin, 2, body);
    expect(res.statusCode).toBe(200);
    expect((await stylistsOn(2, '2026-11-24')).find((s) => s.id === theirs!.id)).toMatchObject({ start: 600, end: 900 });
  });

  it('refuses bad shifts and past days with a 400', async () => {
    const [one] = await stylistsOn(SALON, TODAY);
    for (const shift of [
      { start: 900, end: 600 },
      { start: 600, end: 1500 },
      { start: 600, end: 900, breaks: [{ start: 500, end: 700 }] },
      { start: 'x', end: 900 },
    ]) {
      expect((await put(manager, SALON, { staffId: one!.id, date: '2026-11-24', shift })).statusCode).toBe(400);
    }
    expect((await put(manager, SALON, { staffId: one!.id, date: '2026-11-20', shift: null })).statusCode).toBe(400);
    expect((await put(manager, SALON, { staffId: one!.id, date: '24-11-2026', shift: null })).statusCode).toBe(400);
  });

  it("a shift with a break shows in the customer's hour strip on the next request (the cached salon-day is dropped)", async () => {
    const date = '2026-11-22';
    const [one] = await stylistsOn(SALON, date);
    const before = await hoursOf(one!.id, date);
    const res = await put(manager, SALON, { staffId: one!.id, date, shift: { start: 540, end: 960, breaks: [{ start: 720, end: 780 }] } });
    expect(res.statusCode).toBe(200);
    const after = await hoursOf(one!.id, date);
    expect(after).not.toEqual(before);
    // The salon's 20-minute grid from 8h30: 9h10 is the first slot in the shift, 11h50 would run into the break.
    expect(after[0]).toBe('9h10');
    expect(after).toContain('11h30');
    for (const h of ['11h50', '12h10', '12h30', '12h50']) expect(after).not.toContain(h);
    expect(after).toContain('13h10');
    expect(after.at(-1)).toBe('15h30');
    // A day off: no hour at all with him.
    expect((await put(manager, SALON, { staffId: one!.id, date, shift: null })).statusCode).toBe(200);
    expect(await hoursOf(one!.id, date)).toEqual([]);
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'staffShift'), eq(auditLog.entityId, `${one!.id}@${date}`)))
      .orderBy(asc(auditLog.id));
    expect(row).toMatchObject({ action: 'roster.edit', salonId: SALON, after: { start: 540, end: 960, salonId: SALON } });
  });

  it('a shift cut under a booking answers 409 with it and who is free, then moves it to a free stylist', async () => {
    const [first] = await stylistsOn(SALON, TODAY);
    const booking = await todayBooking(t.db, { salonId: SALON, stylistId: first!.id });
    const res = await put(manager, SALON, { staffId: first!.id, date: TODAY, shift: null });
    expect(res.statusCode).toBe(409);
    const body = res.json();
    expect(body.code).toBe('ROSTER_BOOKINGS_AFFECTED');
    const affected = body.bookings.find((b: { bookingId: number }) => b.bookingId === booking.id);
    expect(affected).toMatchObject({ stylistId: first!.id, salonId: SALON, date: TODAY });
    expect(affected.freeStylistIds.length).toBeGreaterThan(0);
    expect(affected.freeStylistIds).not.toContain(first!.id);
    // Nothing changed.
    expect((await stylistsOn(SALON, TODAY))[0]!.id).toBe(first!.id);

    // The demo day's own bookings of his: moved where someone is free, else on the call list.
    const resolutions = body.bookings.map((b: { bookingId: number; freeStylistIds: number[] }) => ({
      bookingId: b.bookingId,
      action: b.freeStylistIds.length > 0 ? 'move' : 'contact',
    }));
    const done = await put(manager, SALON, { staffId: first!.id, date: TODAY, shift: null, resolutions });
    expect(done.statusCode, done.body).toBe(200);
    const moved = done.json().data.moved.find((m: { bookingId: number }) => m.bookingId === booking.id);
    expect(moved.toStylistId).toBe(affected.freeStylistIds[0]);
    const [row] = await t.db.select({ stylistId: bookings.stylistId, status: bookings.status }).from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toEqual({ stylistId: moved.toStylistId, status: 'confirmed' });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'booking'), eq(auditLog.entityId, String(booking.id))));
    expect(audits.map((a) => a.action)).toEqual(['booking.move']);
  });

  it("or puts the booking on reception's call list; moving to a stylist who is not free is refused", async () => {
    const [, second] = await stylistsOn(SALON, TODAY);
    const booking = await todayBooking(t.db, { salonId: SALON, stylistId: second!.id });
    const shortened = { staffId: second!.id, date: TODAY, shift: { start: 1100, end: 1200 } };
    expect((await put(manager, SALON, { ...shortened, resolutions: [{ bookingId: booking.id, action: 'move', toStylistId: second!.id }] })).statusCode).toBe(
      409,
    );
    const asked = await put(manager, SALON, shortened);
    expect(asked.statusCode).toBe(409);
    const all = asked.json().bookings.map((b: { bookingId: number }) => ({ bookingId: b.bookingId, action: 'contact' }));
    const res = await put(manager, SALON, { ...shortened, resolutions: all });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.toContact).toContain(booking.id);
    const list = await t.app.inject({ url: `/api/v1/admin/salons/${SALON}/contact-list`, headers: staffHeaders(reception) });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((c: { bookingId: number }) => c.bookingId)).toContain(booking.id);
    expect((await t.app.inject({ url: `/api/v1/admin/salons/${SALON}/contact-list`, headers: staffHeaders(otherManager) })).statusCode).toBe(403);
  });

  it('builds next week from the templates in one action, and the hour strip follows', async () => {
    const people = await stylistsOn(SALON, NEXT_MONDAY);
    const one = people[0]!;
    for (const weekday of [1, 2, 3, 4, 5]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/admin/salons/${SALON}/roster/templates`,
        headers: staffHeaders(manager),
        payload: { staffId: one.id, weekday, shift: { start: 600, end: 1080, breaks: [{ start: 720, end: 780 }] } },
      });
      expect(res.statusCode).toBe(200);
    }
    const built = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/salons/${SALON}/roster/build-week`,
      headers: staffHeaders(manager),
      payload: { week: NEXT_MONDAY },
    });
    expect(built.statusCode).toBe(200);
    expect(built.json().data.shiftsChanged).toBe(7);
    const week = (await t.app.inject({ url: `/api/v1/admin/salons/${SALON}/roster?week=${NEXT_MONDAY}`, headers: staffHeaders(manager) })).json().data;
    const mine = week.stylists.find((s: { staffId: number }) => s.staffId === one.id);
    expect(mine.shifts['2026-11-27']).toEqual({ salonId: SALON, start: 600, end: 1080, breaks: [{ start: 720, end: 780 }] });
    expect(mine.shifts['2026-11-28']).toBeNull();
    expect(mine.shifts['2026-11-29']).toBeNull();
    // On Sunday, the customer sees Monday's hours from the template.
    t.clock.set('2026-11-22T01:00:00.000Z');
    const hours = await hoursOf(one.id, NEXT_MONDAY);
    t.clock.set(TEST_NOW);
    expect(hours[0]).toBe('10h10');
    expect(hours).toContain('11h30');
    expect(hours).not.toContain('12h10');
    expect(hours).toContain('13h10');
    expect(hours.at(-1)).toBe('17h30');
    // The demo's generator, run again at the next boot, does not refill the days the manager planned.
    await ensureShifts(t.db, { today: TODAY });
    expect((await stylistsOn(SALON, '2026-11-28')).some((s) => s.id === one.id)).toBe(false);
  });

  it('a leave, once approved, takes the person off those days; a second decision is refused', async () => {
    const [one] = await stylistsOn(SALON, '2026-11-26');
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/salons/${SALON}/leave-requests`,
      headers: staffHeaders(manager),
      payload: { staffId: one!.id, from: '2026-11-26', to: '2026-11-26', reason: 'Việc gia đình' },
    });
    expect(asked.statusCode).toBe(200);
    const id = asked.json().data.id;
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/v1/admin/salons/2/leave-requests/${id}/decide`,
          headers: staffHeaders(otherManager),
          payload: { approve: true },
        })
      ).statusCode,
    ).toBe(404);
    const ok = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/salons/${SALON}/leave-requests/${id}/decide`,
      headers: staffHeaders(manager),
      payload: { approve: true },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ status: 'approved', change: { shiftsChanged: 1 } });
    expect((await stylistsOn(SALON, '2026-11-26')).some((s) => s.id === one!.id)).toBe(false);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/salons/${SALON}/leave-requests/${id}/decide`,
      headers: staffHeaders(manager),
      payload: { approve: false },
    });
    expect(again.statusCode).toBe(409);
    const list = (await t.app.inject({ url: `/api/v1/admin/salons/${SALON}/leave-requests`, headers: staffHeaders(manager) })).json().data;
    expect(list.find((l: { id: number }) => l.id === id)).toMatchObject({ status: 'approved', staffId: one!.id });
  });

  it("lends a stylist to another salon for a day: he leaves his salon's strip and joins the other's", async () => {
    const date = '2026-11-24';
    const [one] = await stylistsOn(SALON, date);
    const res = await put(manager, SALON, { staffId: one!.id, date, atSalonId: 2, shift: { start: 510, end: 990 } });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db
      .select()
      .from(staffShifts)
      .where(and(eq(staffShifts.staffId, one!.id), eq(staffShifts.workDate, date)));
    expect(row!.salonId).toBe(2);
    const week = (await t.app.inject({ url: `/api/v1/admin/salons/2/roster?week=${date}`, headers: staffHeaders(otherManager) })).json().data;
    expect(week.stylists.find((s: { staffId: number }) => s.staffId === one!.id).shifts[date]).toMatchObject({ salonId: 2 });
  });
});
