import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, bookings, staff, staffShifts, visits } from '../src/db/schema/index.ts';
import { MONITOR_PHONE, managerPhone, receptionPhone } from '../src/db/seed/floor.ts';
import { markPaid } from '../src/modules/floor/index.ts';
import { createTestApp } from './helpers.ts';
import { serviceWithDuration } from './fixtures.ts';
import { TODAY, loginStaff, staffHeaders, statusesOf, todayBooking, workingAt } from './floor-fixtures.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let reception: string;
let manager: string;
let stylist: { token: string; staffId: number };
let otherStylist: { token: string; staffId: number };
let skinner: { token: string; staffId: number };

beforeAll(async () => {
  t = await createTestApp();
  reception = await loginStaff(t.app, receptionPhone(1));
  manager = await loginStaff(t.app, managerPhone(1));
  const [s1, s2] = await workingAt(t.db, 'stylist', 1);
  stylist = { token: await loginStaff(t.app, s1!.phone), staffId: s1!.staffId! };
  otherStylist = { token: await loginStaff(t.app, s2!.phone), staffId: s2!.staffId! };
  const [k] = await workingAt(t.db, 'skinner', 1);
  skinner = { token: await loginStaff(t.app, k!.phone), staffId: k!.staffId! };
});
afterAll(() => t.close());

const post = (token: string, url: string, payload: object = {}) => t.app.inject({ method: 'POST', url, headers: staffHeaders(token), payload });
const step = (token: string, bookingId: number, path: string, payload: object = {}) => post(token, `/api/v1/staff/visits/${bookingId}/${path}`, payload);
const checkIn = (token: string, payload: object, salonId = 1) => post(token, `/api/v1/staff/salons/${salonId}/check-in`, payload);

describe("reception's day (issue 30)", () => {
  it("lists today's bookings by hour with stage, customer phone, stylist and services; the monitor sees the phone masked", async () => {
    const booking = await todayBooking(t.db, { salonId: 1, stylistId: stylist.staffId });
    const day = (await t.app.inject({ url: '/api/v1/staff/salons/1/day', headers: staffHeaders(reception) })).json().data;
    expect(day.date).toBe(TODAY);
    const row = day.hours.flatMap((h: { bookings: { bookingId: number }[] }) => h.bookings).find((b: { bookingId: number }) => b.bookingId === booking.id);
    expect(row).toMatchObject({ stage: 'booked', status: 'confirmed', phone: booking.phone, stylist: { id: stylist.staffId }, walkIn: false });
    expect(row.services).toHaveLength(1);
    expect(day.hours.map((h: { hour: string }) => h.hour)).toEqual(
      [...day.hours.map((h: { hour: string }) => h.hour)].sort((a: string, b: string) => parseInt(a) - parseInt(b)),
    );
    const monitor = await loginStaff(t.app, MONITOR_PHONE);
    const tv = (await t.app.inject({ url: `/api/v1/staff/salons/1/day?date=${TODAY}`, headers: staffHeaders(monitor) })).json().data;
    const seen = tv.hours.flatMap((h: { bookings: { bookingId: number }[] }) => h.bookings).find((b: { bookingId: number }) => b.bookingId === booking.id);
    // The TV: "anh" + his given name and the last 3 digits of his phone, nothing more (issue 31).
    expect(seen.phone).toBe(`*** ${booking.phone!.slice(-3)}`);
    const names = tv.hours.flatMap((h: { bookings: { customerName: string | null }[] }) => h.bookings.map((b) => b.customerName)).filter(Boolean);
    expect(names.length).toBeGreaterThan(0); // the demo day's customers have names
    for (const name of names) expect(name).toMatch(/^anh \S+$/);
    expect((await t.app.inject({ url: '/api/v1/staff/salons/1/day?date=21-11-2026', headers: staffHeaders(reception) })).statusCode).toBe(400);
  });
});

describe('check-in and the steps of a visit (issue 30)', () => {
  it('check-in by booking code: checked in once, the second tap is a 409 naming the stage, the audit row has before and after', async () => {
    const booking = await todayBooking(t.db, { salonId: 1 });
    const first = await checkIn(reception, { bookingId: booking.id });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ stage: 'checked_in', status: 'checked_in', version: 1 });
    const again = await checkIn(reception, { bookingId: booking.id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'VISIT_STAGE_CHANGED' });
    expect(again.json().message).toContain('"Đã check-in"');
    expect((await statusesOf(t.db, [booking.id])).get(booking.id)).toBe('checked_in');
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'visit'), eq(auditLog.entityId, String(booking.id))));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'visit.checkIn',
      salonId: 1,
      before: { stage: 'booked', status: 'confirmed' },
      after: { stage: 'checked_in', status: 'checked_in' },
    });
  });

  it("check-in by phone finds today's booking at this salon; an unknown phone or another salon's code is a 404", async () => {
    const booking = await todayBooking(t.db, { salonId: 1 });
    const res = await checkIn(reception, { phone: booking.phone });
    expect(res.json().data).toMatchObject({ bookingId: booking.id, stage: 'checked_in' });
    const none = await checkIn(reception, { phone: '0599999999' });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('Không tìm thấy lịch hẹn hôm nay của số điện thoại này tại salon.');
    const elsewhere = await todayBooking(t.db, { salonId: 2 });
    expect((await checkIn(reception, { bookingId: elsewhere.id })).statusCode).toBe(404);
    expect((await checkIn(reception, {})).statusCode).toBe(400);
    expect((await checkIn(reception, { bookingId: 'QR-abc' })).statusCode).toBe(400);
  });

  it("check-in by what the QR holds (SHINE + the booking, as a scanner types it) or the booking's number typed; any other code is a clear 400", async () => {
    const scanned = await todayBooking(t.db, { salonId: 1 });
    expect((await checkIn(reception, { code: `shine${scanned.id}` })).json().data).toMatchObject({ bookingId: scanned.id, stage: 'checked_in' });
    const typed = await todayBooking(t.db, { salonId: 1 });
    expect((await checkIn(reception, { code: String(typed.id) })).json().data).toMatchObject({ bookingId: typed.id, stage: 'checked_in' });
    for (const code of ['SHINE', 'SHINE-12', 'QR-abc', '0']) {
      const bad = await checkIn(reception, { code });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({
        code: 'VISIT_CODE_INVALID',
        message: 'Mã check-in không đúng: mã có dạng SHINE và các chữ số, hoặc nhập số điện thoại 10 số.',
      });
    }
  });

  it('wash by a skinner, cut and finish by the booked stylist only; the customer side follows (in_service, completed); payment marks it paid once', async () => {
    const booking = await todayBooking(t.db, { salonId: 1, stylistId: stylist.staffId });
    await checkIn(reception, { bookingId: booking.id });
    expect((await step(stylist.token, booking.id, 'start-wash')).statusCode).toBe(403);
    const wash = await step(skinner.token, booking.id, 'start-wash');
    expect(wash.json().data).toMatchObject({ stage: 'wash', status: 'in_service' });
    expect((await t.db.select().from(visits).where(eq(visits.bookingId, booking.id)))[0]!.skinnerId).toBe(skinner.staffId);
    expect((await step(otherStylist.token, booking.id, 'start-cut')).statusCode).toBe(403);
    expect((await step(stylist.token, booking.id, 'start-cut')).json().data).toMatchObject({ stage: 'cut', status: 'in_service' });
    expect((await step(stylist.token, booking.id, 'finish')).json().data).toMatchObject({ stage: 'finished', status: 'completed', version: 4 });
    expect((await statusesOf(t.db, [booking.id])).get(booking.id)).toBe('completed');
    const now = t.clock.now();
    expect(await t.db.transaction((tx) => markPaid(tx, booking.id, { now }))).toBe(true);
    expect(await t.db.transaction((tx) => markPaid(tx, booking.id, { now }))).toBe(false);
    expect((await step(reception, booking.id, 'undo')).json()).toMatchObject({ code: 'UNDO_NOT_ALLOWED' });
  });

  it('a manager starts the wash for a skinner on shift here today; one who is not is a 400', async () => {
    const booking = await todayBooking(t.db, { salonId: 1 });
    await checkIn(reception, { bookingId: booking.id });
    const elsewhere = (await workingAt(t.db, 'skinner', 2))[0]!;
    const refused = await step(manager, booking.id, 'start-wash', { skinnerId: elsewhere.staffId });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'SKINNER_NOT_WORKING', message: 'Skinner này không làm việc tại salon hôm nay.' });
    expect((await step(manager, booking.id, 'start-wash', { skinnerId: skinner.staffId })).json().data.stage).toBe('wash');
    expect((await t.db.select().from(visits).where(eq(visits.bookingId, booking.id)))[0]!.skinnerId).toBe(skinner.staffId);
  });

  it('a cut may start without a wash; a step out of order is a 409', async () => {
    const booking = await todayBooking(t.db, { salonId: 1, stylistId: stylist.staffId });
    expect((await step(stylist.token, booking.id, 'start-cut')).statusCode).toBe(409);
    await checkIn(reception, { bookingId: booking.id });
    expect((await step(stylist.token, booking.id, 'finish')).statusCode).toBe(409);
    expect((await step(stylist.token, booking.id, 'start-cut')).json().data.stage).toBe('cut');
  });

  it('undo goes one step back the same day (reception, audited); a stylist cannot, a stale screen cannot', async () => {
    const booking = await todayBooking(t.db, { salonId: 1, stylistId: stylist.staffId });
    await checkIn(reception, { bookingId: booking.id });
    await step(stylist.token, booking.id, 'start-cut');
    const finished = (await step(stylist.token, booking.id, 'finish')).json().data;
    expect((await step(stylist.token, booking.id, 'undo')).statusCode).toBe(403);
    expect((await step(reception, booking.id, 'undo', { version: finished.version - 1 })).json().code).toBe('VISIT_STAGE_CHANGED');
    const undone = await step(reception, booking.id, 'undo', { version: finished.version });
    expect(undone.json().data).toMatchObject({ stage: 'cut', status: 'in_service' });
    expect((await step(reception, booking.id, 'undo')).json().data).toMatchObject({ stage: 'checked_in', status: 'checked_in' });
    expect((await step(manager, booking.id, 'undo')).json().data).toMatchObject({ stage: 'booked', status: 'confirmed' });
    expect((await step(manager, booking.id, 'undo')).json().code).toBe('UNDO_NOT_ALLOWED');
    const actions = (
      await t.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, String(booking.id)))
    ).map((a) => a.action);
    expect(actions.filter((a) => a === 'visit.undo')).toHaveLength(3);
  });

  it("no-show from booked only, undone back to booked; yesterday's booking cannot be touched", async () => {
    const booking = await todayBooking(t.db, { salonId: 1 });
    expect((await step(reception, booking.id, 'no-show')).json().data).toMatchObject({ stage: 'no_show', status: 'no_show' });
    expect((await step(reception, booking.id, 'undo')).json().data).toMatchObject({ stage: 'booked', status: 'confirmed' });
    t.clock.advance(86_400_000);
    const late = await checkIn(reception, { bookingId: booking.id });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('VISIT_NOT_TODAY');
    t.clock.set('2026-11-21T01:00:00.000Z');
  });
});

describe('walk-ins (issue 30)', () => {
  it('"any stylist": a booking at the salon from the current slot, checked in, by the written rule, shown as a walk-in', async () => {
    t.clock.set('2026-11-21T03:05:00.000Z'); // 10:05 at the salon: the 9h50 slot (a 20-minute grid from 8h30) is under way
    const service = await serviceWithDuration(t.db, 20);
    const res = await post(reception, '/api/v1/staff/salons/1/walk-ins', { phone: '0599000777', serviceIds: [service.id], stylistId: 0 });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ stage: 'checked_in', status: 'checked_in' });
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, data.bookingId));
    expect(row).toMatchObject({ salonId: 1, params: { source: 'book_at_salon' }, autoAssigned: true, dateBook: TODAY });
    expect(row!.startAt.getTime()).toBeGreaterThanOrEqual(new Date('2026-11-21T02:50:00.000Z').getTime());
    const day = (await t.app.inject({ url: '/api/v1/staff/salons/1/day', headers: staffHeaders(reception) })).json().data;
    expect(
      day.hours
        .flatMap((h: { bookings: { bookingId: number; walkIn: boolean }[] }) => h.bookings)
        .find((b: { bookingId: number }) => b.bookingId === data.bookingId).walkIn,
    ).toBe(true);
    t.clock.set('2026-11-21T01:00:00.000Z');
  });

  it('a named stylist: his next free time; a Stylist Master with 12 customers today is refused (spec §9)', async () => {
    t.clock.set('2026-11-21T03:05:00.000Z');
    const service = await serviceWithDuration(t.db, 20);
    const named = await post(manager, '/api/v1/staff/salons/1/walk-ins', { phone: '0599000778', serviceIds: [service.id], stylistId: otherStylist.staffId });
    expect(named.json().data.stylistId).toBe(otherStylist.staffId);

    const [master] = await t.db
      .select({ id: staff.id, salonId: staffShifts.salonId })
      .from(staff)
      .innerJoin(staffShifts, and(eq(staffShifts.staffId, staff.id), eq(staffShifts.workDate, TODAY)))
      .where(eq(staff.isMaster, true))
      .limit(1);
    const token = await loginStaff(t.app, managerPhone(master!.salonId));
    const base = {
      phone: '0599000779',
      salonId: master!.salonId,
      stylistId: master!.id,
      dateBook: TODAY,
      hourId: 1,
      status: 'completed' as const,
      totalPrice: 1,
      oldTotalPrice: 1,
    };
    await t.db.insert(bookings).values(
      Array.from({ length: 12 }, (_, i) => ({
        ...base,
        startAt: new Date(Date.UTC(2026, 10, 20, 20, i)),
        endAt: new Date(Date.UTC(2026, 10, 20, 20, i + 1)),
      })),
    );
    const full = await post(token, `/api/v1/staff/salons/${master!.salonId}/walk-ins`, {
      phone: '0599000780',
      serviceIds: [service.id],
      stylistId: master!.id,
    });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ code: 'STYLIST_MASTER_FULL', message: 'Stylist Master đã phục vụ đủ 12 khách hôm nay, vui lòng chọn stylist khác.' });
    t.clock.set('2026-11-21T01:00:00.000Z');
  });

  it('bad input is a 400', async () => {
    for (const payload of [
      {},
      { phone: '0599000781', serviceIds: [], stylistId: 0 },
      { phone: 'abc', serviceIds: [1], stylistId: 0 },
      { phone: '0599000781', serviceIds: [1], stylistId: -1 },
    ]) {
      expect((await post(reception, '/api/v1/staff/salons/1/walk-ins', payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await t.app.inject({ url: '/api/v1/staff/salons/abc/day', headers: staffHeaders(reception) })).statusCode).toBe(400);
    expect((await step(reception, 99999999999, 'start-cut')).statusCode).toBe(400);
  });
});
