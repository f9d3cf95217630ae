import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, bookingServices, bookings, serviceChanges } from '../src/db/schema/index.ts';
import { receptionPhone, staffPhone } from '../src/db/seed/floor.ts';
import { createTestApp } from './helpers.ts';
import { STAFF } from './service-change-fixtures.ts';
import { loginStaff, staffHeaders, todayBooking, visitAt, workingAt } from './floor-fixtures.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let reception: string;

beforeAll(async () => {
  t = await createTestApp();
  reception = await loginStaff(t.app, receptionPhone(1));
});
afterAll(() => t.close());

const propose = (headers: Record<string, string>, bookingId: number, serviceIds: number[]) =>
  t.app.inject({ method: 'POST', url: '/api/v1/staff/service-changes', headers, payload: { bookingId, serviceIds } });
const stylistOf = async (bookingId: number) => {
  const [row] = await t.db.select({ stylistId: bookings.stylistId, phone: bookings.phone }).from(bookings).where(eq(bookings.id, bookingId));
  return { token: await loginStaff(t.app, staffPhone(row!.stylistId)), phone: row!.phone!, stylistId: row!.stylistId };
};
/** The link's token the customer received for a booking's phone (the dev outbox). */
const linkToken = async (phone: string) => {
  const body = ((await t.app.inject({ url: `/api/dev/outbox?phone=${phone}` })).json().data as { body: string }[])[0]?.body ?? '';
  return body.match(/\/xac-nhan-thay-doi-dvsp\/([\w-]+)/)![1]!;
};
const auditsOf = (bookingId: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'serviceChange.propose'), eq(auditLog.entityId, String(bookingId))));

describe('a service change from the floor (issue 30)', () => {
  it("the visit's stylist proposes during the cut; the customer confirms; payment takes the new total; audited", async () => {
    const visit = await visitAt(t.db, t.clock.now(), 'cut');
    const stylist = await stylistOf(visit.bookingId);
    const booked = visit.totalPrice;
    const res = await propose(staffHeaders(stylist.token), visit.bookingId, [101]);
    expect(res.statusCode).toBe(200);
    const [audit] = await auditsOf(visit.bookingId);
    const [account] = await t.db.select().from(auditLog).where(eq(auditLog.id, audit!.id));
    expect(account).toMatchObject({ salonId: 1, entity: 'visit', after: expect.objectContaining({ serviceIds: [101], proposalId: res.json().data.id }) });
    expect(account!.staffAccountId).not.toBeNull();
    const [proposal] = await t.db.select().from(serviceChanges).where(eq(serviceChanges.id, res.json().data.id));
    expect(proposal!.proposedBy).toBe(stylist.stylistId);

    const decided = await t.app.inject({ method: 'POST', url: `/api/v1/service-changes/${await linkToken(stylist.phone)}`, payload: { decision: 'accept' } });
    expect(decided.statusCode).toBe(200);
    expect((await t.db.select().from(bookingServices).where(eq(bookingServices.bookingId, visit.bookingId))).map((l) => l.serviceId)).toEqual([101]);

    expect(
      (await t.app.inject({ method: 'POST', url: `/api/v1/staff/visits/${visit.bookingId}/finish`, headers: staffHeaders(stylist.token), payload: {} }))
        .statusCode,
    ).toBe(200);
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/visits/${visit.bookingId}/pay`,
      headers: staffHeaders(reception),
      payload: { method: 'cash' },
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data.amount).toBe(proposal!.totalPrice);
    expect(paid.json().data.amount).not.toBe(booked);
    // the stylist's screen shows the confirmed change
    const detail = (await t.app.inject({ url: `/api/v1/staff/visits/${visit.bookingId}`, headers: staffHeaders(stylist.token) })).json().data;
    expect(detail.serviceChanges).toEqual([expect.objectContaining({ id: proposal!.id, totalPrice: proposal!.totalPrice })]);
  });

  it('reception may propose for a checked-in visit; another stylist and a skinner may not; not before check-in nor after the cut', async () => {
    const visit = await visitAt(t.db, t.clock.now(), 'cut');
    const mine = await stylistOf(visit.bookingId);
    const other = (await workingAt(t.db, 'stylist', 1)).find((s) => s.staffId !== mine.stylistId)!;
    expect((await propose(staffHeaders(await loginStaff(t.app, other.phone)), visit.bookingId, [101])).json().code).toBe('FORBIDDEN');
    const [skinner] = await workingAt(t.db, 'skinner', 1);
    expect((await propose(staffHeaders(await loginStaff(t.app, skinner!.phone)), visit.bookingId, [101])).json().code).toBe('FORBIDDEN');
    expect((await propose(staffHeaders(reception), visit.bookingId, [101])).statusCode).toBe(200);

    const booked = await todayBooking(t.db, { salonId: 1 });
    const notYet = await propose(staffHeaders(reception), booked.id, [101]);
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().code).toBe('VISIT_STAGE_CHANGED');
    const finished = await visitAt(t.db, t.clock.now(), 'finished');
    expect((await propose(staffHeaders(reception), finished.bookingId, [101])).json().code).toBe('VISIT_STAGE_CHANGED');
    expect(await auditsOf(booked.id)).toHaveLength(0);
  });

  it("the salon system's key still proposes (no person): audited without one", async () => {
    const booked = await todayBooking(t.db, { salonId: 1 });
    const res = await propose(STAFF, booked.id, [101]);
    expect(res.statusCode).toBe(200);
    expect(await auditsOf(booked.id)).toEqual([expect.objectContaining({ staffAccountId: null, deviceId: null, salonId: 1 })]);
  });
});
