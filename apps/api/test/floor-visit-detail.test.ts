import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { zonedDateTimeToUtc } from '@shine/shared';
import { bookingImages, bookingServices, bookings, customerAnswers, customers, serviceChanges, visits } from '../src/db/schema/index.ts';
import { MONITOR_PHONE, managerPhone, receptionPhone } from '../src/db/seed/floor.ts';
import { createTestApp } from './helpers.ts';
import { newPhone } from './fixtures.ts';
import { TODAY, loginStaff, salonOutsideNorth, staffHeaders, todayBooking, workingAt } from './floor-fixtures.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let stylist: { token: string; staffId: number };
let reception: string;

beforeAll(async () => {
  t = await createTestApp();
  const [s1] = await workingAt(t.db, 'stylist', 1);
  stylist = { token: await loginStaff(t.app, s1!.phone), staffId: s1!.staffId! };
  reception = await loginStaff(t.app, receptionPhone(1));
});
afterAll(() => t.close());

const get = (token: string, url: string) => t.app.inject({ url, headers: staffHeaders(token) });

/** A customer with a name, a booking of today with his stylist, and `past` completed visits before it (photos on each). */
async function customerWithHistory(past: number) {
  const phone = newPhone();
  const [customer] = await t.db.insert(customers).values({ phone, name: 'Trần Minh Khoa' }).returning();
  const booking = await todayBooking(t.db, { salonId: 1, stylistId: stylist.staffId, phone });
  await t.db.update(bookings).set({ customerId: customer!.id, note: 'Cắt ngắn hai bên' }).where(eq(bookings.id, booking.id));
  const pastIds: number[] = [];
  for (let i = 1; i <= past; i++) {
    const date = `2026-10-${String(10 + i).padStart(2, '0')}`;
    const [row] = await t.db
      .insert(bookings)
      .values({
        customerId: customer!.id,
        phone,
        salonId: 1,
        stylistId: stylist.staffId,
        dateBook: date,
        startAt: zonedDateTimeToUtc(date, 600),
        endAt: zonedDateTimeToUtc(date, 640),
        hourId: 5,
        status: 'completed',
        totalPrice: 100_000,
        oldTotalPrice: 100_000,
      })
      .returning();
    await t.db.insert(bookingImages).values({ bookingId: row!.id, kind: 'final', url: `/images/demo/hairstyle-${i}.webp`, createdAt: row!.endAt });
    pastIds.push(row!.id);
  }
  return { customer: customer!, booking, pastIds };
}

describe("a visit for the stylist's screen (issue 30)", () => {
  it("shows the customer, services, confirmed changes, note, preferences, reference photos and his last 3 visits' photos", async () => {
    const { customer, booking, pastIds } = await customerWithHistory(4);
    await t.db.insert(bookingImages).values({ bookingId: booking.id, kind: 'reference', url: '/uploads/ref-1.webp', name: 'Kiểu anh muốn' });
    await t.db.insert(customerAnswers).values({ customerId: customer.id, phone: customer.phone, questionId: 2, answerId: 4 });
    const line = { serviceId: 101, name: 'Cắt gội 10 bước', price: 100_000, oldPrice: 120_000, timeServe: 40 };
    await t.db.insert(serviceChanges).values({
      bookingId: booking.id,
      tokenHash: `h-${booking.id}`,
      services: [line],
      totalPrice: 100_000,
      oldTotalPrice: 120_000,
      durationMinutes: 40,
      status: 'accepted',
      expiresAt: t.clock.now(),
      decidedAt: t.clock.now(),
    });

    const res = await get(stylist.token, `/api/v1/staff/visits/${booking.id}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      bookingId: booking.id,
      salonId: 1,
      stage: 'booked',
      customer: { name: 'Trần Minh Khoa', greeting: 'anh Khoa', phone: customer.phone },
      stylist: { id: stylist.staffId },
      note: 'Cắt ngắn hai bên',
      preferences: [{ question: 'Nghề nghiệp của anh là gì?', answer: 'Kỹ sư - Công nghệ thông tin' }],
      serviceChanges: [{ services: [{ id: 101, name: 'Cắt gội 10 bước', price: 100_000 }], totalPrice: 100_000 }],
      photos: [],
    });
    expect(data.services).toHaveLength(1);
    expect(data.referencePhotos).toEqual([expect.objectContaining({ url: '/uploads/ref-1.webp' })]);
    // the last 3 of 4 past visits, newest first, each with its photo, date and stylist
    expect(data.pastVisits.map((v: { bookingId: number }) => v.bookingId)).toEqual([pastIds[3], pastIds[2], pastIds[1]]);
    expect(data.pastVisits[0]).toMatchObject({ date: '2026-10-14', stylistName: expect.any(String), photos: [{ url: '/images/demo/hairstyle-4.webp' }] });
  });

  it('a removed photo is not shown; the monitor sees "anh" + given name, a masked phone, no note nor preferences', async () => {
    const { customer, booking, pastIds } = await customerWithHistory(1);
    await t.db.update(bookingImages).set({ hiddenAt: t.clock.now() }).where(eq(bookingImages.bookingId, pastIds[0]!));
    const monitor = await loginStaff(t.app, MONITOR_PHONE);
    const data = (await get(monitor, `/api/v1/staff/visits/${booking.id}`)).json().data;
    expect(data.customer).toEqual({ name: 'anh Khoa', greeting: 'anh Khoa', phone: `*** ${customer.phone!.slice(-3)}` });
    expect(data.note).toBeNull();
    expect(data.preferences).toEqual([]);
    expect(data.pastVisits[0].photos).toEqual([]);
  });

  it('403 outside his salon, 404 for an unknown booking, 400 for a bad id, 401 without a session', async () => {
    const elsewhere = await todayBooking(t.db, { salonId: await salonOutsideNorth(t.db) });
    expect((await get(stylist.token, `/api/v1/staff/visits/${elsewhere.id}`)).json()).toMatchObject({ code: 'FORBIDDEN' });
    expect((await get(stylist.token, '/api/v1/staff/visits/99999999')).statusCode).toBe(404);
    expect((await get(stylist.token, '/api/v1/staff/visits/abc')).statusCode).toBe(400);
    expect((await t.app.inject({ url: `/api/v1/staff/visits/${elsewhere.id}` })).statusCode).toBe(401);
  });
});

describe("the stylist's own queue (issue 30)", () => {
  it('lists his bookings of today at his salon in order with their stage; every other role gets 403', async () => {
    const a = await todayBooking(t.db, { salonId: 1, stylistId: stylist.staffId });
    const b = await todayBooking(t.db, { salonId: 1, stylistId: stylist.staffId });
    await t.db.insert(visits).values({ bookingId: a.id, stage: 'checked_in', checkedInAt: t.clock.now(), updatedAt: t.clock.now() });
    await t.db.update(bookings).set({ status: 'checked_in' }).where(eq(bookings.id, a.id));
    const res = await get(stylist.token, '/api/v1/staff/salons/1/my-queue');
    expect(res.statusCode).toBe(200);
    const queue = res.json().data;
    expect(queue).toMatchObject({ salonId: 1, date: TODAY, stylistId: stylist.staffId });
    const mine = queue.visits.filter((v: { bookingId: number }) => v.bookingId === a.id || v.bookingId === b.id);
    expect(mine.map((v: { stage: string }) => v.stage)).toEqual(['checked_in', 'booked']);
    const starts = queue.visits.map((v: { startAt: string }) => v.startAt);
    expect(starts).toEqual([...starts].sort());
    const lines = await t.db.select().from(bookingServices).where(eq(bookingServices.bookingId, a.id));
    expect(mine[0].services).toEqual(lines.map((l) => ({ id: l.serviceId, name: l.name })));
    for (const token of [reception, await loginStaff(t.app, managerPhone(1))])
      expect((await get(token, '/api/v1/staff/salons/1/my-queue')).statusCode).toBe(403);
    expect((await get(stylist.token, `/api/v1/staff/salons/${await salonOutsideNorth(t.db)}/my-queue`)).statusCode).toBe(403);
  });
});
