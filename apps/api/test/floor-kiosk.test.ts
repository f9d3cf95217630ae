import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, bookingStatusHistory, bookings, customers, staff } from '../src/db/schema/index.ts';
import { managerPhone } from '../src/db/seed/floor.ts';
import { createTestApp } from './helpers.ts';
import { newPhone } from './fixtures.ts';
import { enrolTablet, loginStaff, salonOutsideNorth, staffHeaders, statusesOf, todayBooking } from './floor-fixtures.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let manager: string;
let tablet: { id: number; credential: string };

beforeAll(async () => {
  t = await createTestApp();
  manager = await loginStaff(t.app, managerPhone(1));
  tablet = await enrolTablet(t.app, manager, 1);
});
afterAll(() => t.close());

const kiosk = (credential: string | undefined, phone: string, salonId = 1) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/staff/salons/${salonId}/self-check-in`,
    headers: credential ? { 'x-device-key': credential } : {},
    payload: { phone },
  });

/** A booking of today at salon 1 of a named customer; the clock set `minutesBefore` its start. */
async function bookedCustomer(minutesBefore: number) {
  const phone = newPhone();
  const [customer] = await t.db.insert(customers).values({ phone, name: 'Phạm Đức Khoa' }).returning();
  const booking = await todayBooking(t.db, { salonId: 1, phone });
  await t.db.update(bookings).set({ customerId: customer!.id }).where(eq(bookings.id, booking.id));
  t.clock.set(new Date(booking.startAt.getTime() - minutesBefore * 60_000).toISOString());
  const [stylist] = await t.db.select({ name: staff.name }).from(staff).where(eq(staff.id, booking.stylistId));
  return { phone, booking, stylistName: stylist!.name };
}

describe('self check-in at the kiosk (source=friendly_checkin, issue 30)', () => {
  it('checks in today\'s booking from the enrolled tablet, answering only "anh" + given name, the hour and the stylist; audited with the device', async () => {
    const c = await bookedCustomer(30);
    const res = await kiosk(tablet.credential, c.phone);
    expect(res.statusCode).toBe(200);
    const hour = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Ho_Chi_Minh', hour: 'numeric', minute: '2-digit', hourCycle: 'h23' })
      .format(c.booking.startAt)
      .replace(':', 'h');
    expect(res.json().data).toEqual({ greeting: 'anh Khoa', hour: hour.replace(/^0/, ''), stylistName: c.stylistName, alreadyCheckedIn: false });
    expect(res.body).not.toContain('Phạm');
    expect(res.body).not.toContain(c.phone.slice(-6));
    expect((await statusesOf(t.db, [c.booking.id])).get(c.booking.id)).toBe('checked_in');
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'visit.checkIn'), eq(auditLog.entityId, String(c.booking.id))));
    expect(audit).toMatchObject({
      staffAccountId: null,
      deviceId: tablet.id,
      salonId: 1,
      after: expect.objectContaining({ stage: 'checked_in', source: 'friendly_checkin' }),
    });
    const history = await t.db.select().from(bookingStatusHistory).where(eq(bookingStatusHistory.bookingId, c.booking.id));
    expect(history.at(-1)).toMatchObject({ toStatus: 'checked_in', reason: 'floor: visit.checkIn (friendly_checkin)' });
    // a second tap changes nothing and says so
    expect((await kiosk(tablet.credential, c.phone)).json().data).toMatchObject({ greeting: 'anh Khoa', alreadyCheckedIn: true });
    expect(
      await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'visit.checkIn'), eq(auditLog.entityId, String(c.booking.id)))),
    ).toHaveLength(1);
  });

  it('within the window only: from 60 minutes before the hour to 15 after; an unknown phone is a 404 in Vietnamese', async () => {
    const early = await bookedCustomer(61);
    const tooEarly = await kiosk(tablet.credential, early.phone);
    expect(tooEarly.statusCode).toBe(409);
    expect(tooEarly.json().code).toBe('CHECK_IN_TOO_EARLY');
    expect(tooEarly.json().message).toMatch(/^Lịch hẹn của anh lúc \d+h\d\d\. Anh vui lòng check-in từ \d+h\d\d nhé\.$/);
    const late = await bookedCustomer(-16);
    expect((await kiosk(tablet.credential, late.phone)).json().code).toBe('CHECK_IN_TOO_LATE');
    const edge = await bookedCustomer(-15);
    expect((await kiosk(tablet.credential, edge.phone)).statusCode).toBe(200);
    const unknown = await kiosk(tablet.credential, newPhone());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'BOOKING_NOT_FOUND', message: expect.stringMatching(/^Không tìm thấy lịch hẹn hôm nay của số này/) });
    expect((await kiosk(tablet.credential, 'abc')).statusCode).toBe(400);
  });

  it("only from an enrolled, live tablet of this salon: none, revoked or another salon's is refused", async () => {
    const c = await bookedCustomer(20);
    expect((await kiosk(undefined, c.phone)).json().code).toBe('DEVICE_UNKNOWN');
    expect((await kiosk('not-a-credential', c.phone)).json().code).toBe('DEVICE_UNKNOWN');
    const elsewhere = await salonOutsideNorth(t.db);
    const admin = await loginStaff(t.app, '0924000001');
    const foreign = await enrolTablet(t.app, admin, elsewhere);
    expect((await kiosk(foreign.credential, c.phone)).statusCode).toBe(403);
    const spare = await enrolTablet(t.app, manager, 1);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/staff/devices/${spare.id}`, headers: staffHeaders(manager) })).statusCode).toBe(200);
    expect((await kiosk(spare.credential, c.phone)).json().code).toBe('DEVICE_REVOKED');
    expect((await statusesOf(t.db, [c.booking.id])).get(c.booking.id)).toBe('confirmed');
  });

  it('is rate-limited per tablet: past 12 a minute, 429 (another tablet is not held back)', async () => {
    const busy = await enrolTablet(t.app, manager, 1);
    for (let i = 0; i < 12; i++) expect((await kiosk(busy.credential, newPhone())).statusCode).toBe(404);
    const over = await kiosk(busy.credential, newPhone());
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('TOO_MANY_REQUESTS');
    expect((await kiosk(tablet.credential, newPhone())).statusCode).toBe(404);
  });
});
