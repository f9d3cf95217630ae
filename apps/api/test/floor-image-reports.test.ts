import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, imageReports } from '../src/db/schema/index.ts';
import { managerPhone, receptionPhone } from '../src/db/seed/floor.ts';
import { createTestApp } from './helpers.ts';
import { bearer, insertCompletedVisit, loginByOtp } from './account-fixtures.ts';
import { newPhone } from './fixtures.ts';
import { loginStaff, salonOutsideNorth, staffHeaders } from './floor-fixtures.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let manager: string;

beforeAll(async () => {
  t = await createTestApp();
  manager = await loginStaff(t.app, managerPhone(1));
});
afterAll(() => t.close());

/** A logged-in customer with one completed visit at salon 1 (two after-cut photos). */
async function customerWithVisit() {
  const phone = newPhone();
  const { token, customerId } = await loginByOtp(t.app, phone);
  const booking = await insertCompletedVisit(t.db, { customerId, phone, now: t.clock.now(), daysAgo: 3 });
  const history = async () =>
    (await t.app.inject({ url: '/api/v1/customer/histories', headers: bearer(token) }))
      .json()
      .data.items.find((i: { bookingId: number }) => i.bookingId === booking.id);
  return { token, customerId, booking, history };
}
const report = (token: string, payload: object) => t.app.inject({ method: 'PUT', url: '/api/v1/customer/report-wrong-image', headers: bearer(token), payload });
const reports = (token: string, salonId = 1) => t.app.inject({ url: `/api/v1/staff/salons/${salonId}/image-reports`, headers: staffHeaders(token) });
const resolve = (token: string, id: number, action: string, salonId = 1) =>
  t.app.inject({ method: 'POST', url: `/api/v1/staff/salons/${salonId}/image-reports/${id}/resolve`, headers: staffHeaders(token), payload: { action } });

describe('report wrong image (spec §7, issue 30)', () => {
  it('the history gives each photo its id; the customer reports one of his, once; the manager removes it from the history; audited', async () => {
    const c = await customerWithVisit();
    const item = await c.history();
    expect(item.imageIds).toHaveLength(2);
    expect(item.finalImageId).toBe(item.imageIds[0]);
    expect(item.finalImage).toBe(item.images[0]);

    const first = await report(c.token, { bookingId: c.booking.id, imageId: item.imageIds[0] });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      data: { bookingId: c.booking.id, imageId: item.imageIds[0], status: 'open' },
      message: 'Cảm ơn anh đã báo, quản lý salon sẽ kiểm tra và gỡ ảnh nếu không phải của anh.',
    });
    const again = await report(c.token, { bookingId: c.booking.id, imageId: item.imageIds[0] });
    expect(again.json().data.reportId).toBe(first.json().data.reportId);
    expect(await t.db.select().from(imageReports).where(eq(imageReports.imageId, item.imageIds[0]))).toHaveLength(1);

    const open = (await reports(manager)).json().data.reports;
    const mine = open.find((r: { id: number }) => r.id === first.json().data.reportId);
    expect(mine).toMatchObject({ bookingId: c.booking.id, imageId: item.imageIds[0], url: item.images[0], visitDate: c.booking.dateBook });

    const removed = await resolve(manager, mine.id, 'remove');
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toMatchObject({ id: mine.id, resolution: 'remove' });
    const after = await c.history();
    expect(after.images).toEqual([item.images[1]]);
    expect(after.imageIds).toEqual([item.imageIds[1]]);
    expect(after.finalImage).toBe(item.images[1]);
    expect((await resolve(manager, mine.id, 'keep')).json().code).toBe('REPORT_RESOLVED');
    expect((await reports(manager)).json().data.reports.some((r: { id: number }) => r.id === mine.id)).toBe(false);
    expect((await report(c.token, { bookingId: c.booking.id, imageId: item.imageIds[0] })).json().code).toBe('IMAGE_NOT_FOUND');
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'imageReport.resolve'), eq(auditLog.entityId, String(mine.id))));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after).toMatchObject({ resolution: 'remove', imageHidden: true });
  });

  it('keep leaves the photo in the history; the report answers "kept" after', async () => {
    const c = await customerWithVisit();
    const item = await c.history();
    const id = (await report(c.token, { bookingId: c.booking.id, imageId: item.imageIds[1] })).json().data.reportId;
    expect((await resolve(manager, id, 'keep')).statusCode).toBe(200);
    expect((await c.history()).imageIds).toEqual(item.imageIds);
    expect((await report(c.token, { bookingId: c.booking.id, imageId: item.imageIds[1] })).json().data.status).toBe('kept');
  });

  it("another customer's photo is a 404; without a login a 401; bad input a 400", async () => {
    const owner = await customerWithVisit();
    const other = await customerWithVisit();
    const item = await owner.history();
    const res = await report(other.token, { bookingId: owner.booking.id, imageId: item.imageIds[0] });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'IMAGE_NOT_FOUND', message: 'Không tìm thấy ảnh này trong lịch sử cắt của anh.' });
    expect((await report(other.token, { bookingId: other.booking.id, imageId: item.imageIds[0] })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PUT', url: '/api/v1/customer/report-wrong-image', payload: { bookingId: 1, imageId: 1 } })).statusCode).toBe(401);
    expect((await report(owner.token, { bookingId: 'x', imageId: 1 })).statusCode).toBe(400);
  });

  it("only the salon's managers see and resolve its reports; another salon's report is a 404 there", async () => {
    const c = await customerWithVisit();
    const item = await c.history();
    const id = (await report(c.token, { bookingId: c.booking.id, imageId: item.imageIds[0] })).json().data.reportId;
    const reception = await loginStaff(t.app, receptionPhone(1));
    expect((await reports(reception)).statusCode).toBe(403);
    expect((await resolve(reception, id, 'remove')).statusCode).toBe(403);
    const elsewhere = await salonOutsideNorth(t.db);
    const otherManager = await loginStaff(t.app, managerPhone(elsewhere));
    expect((await resolve(otherManager, id, 'remove', elsewhere)).json().code).toBe('REPORT_NOT_FOUND');
    expect((await resolve(manager, id, 'delete')).statusCode).toBe(400);
  });
});
