import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { auditLog, bookings, visits } from '../src/db/schema/index.ts';
import { managerPhone, receptionPhone, staffPhone } from '../src/db/seed/floor.ts';
import { createTestApp } from './helpers.ts';
import { bearer, loginByOtp } from './account-fixtures.ts';
import { multipart } from './fixtures.ts';
import { loginStaff, staffHeaders, todayBooking, visitAt } from './floor-fixtures.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
const tokens = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function tokenOf(phone: string) {
  if (!tokens.has(phone)) tokens.set(phone, await loginStaff(t.app, phone));
  return tokens.get(phone)!;
}
const photo = (color = '#345', format: 'png' | 'webp' | 'jpeg' = 'png') => {
  const image = sharp({ create: { width: 60, height: 40, channels: 3, background: color } });
  return image[format]().toBuffer();
};
const upload = async (token: string, bookingId: number, files: Buffer[]) => {
  const body = multipart({}, files, staffHeaders(token));
  return t.app.inject({ method: 'POST', url: `/api/v1/staff/visits/${bookingId}/photos`, ...body });
};
const remove = (token: string, bookingId: number, imageId: number) =>
  t.app.inject({ method: 'DELETE', url: `/api/v1/staff/visits/${bookingId}/photos/${imageId}`, headers: staffHeaders(token) });

/** A visit in the cut at salon 1 with a customer account, and its stylist's token. */
async function visitInCut() {
  const visit = await visitAt(t.db, t.clock.now(), 'cut');
  const [row] = await t.db.select({ stylistId: bookings.stylistId, phone: bookings.phone }).from(bookings).where(eq(bookings.id, visit.bookingId));
  return { ...visit, phone: row!.phone!, stylistToken: await tokenOf(staffPhone(row!.stylistId)) };
}

describe('after-cut photos (issue 30)', () => {
  it("the visit's stylist adds JPEG, PNG and WebP photos, re-encoded; they become the history's finalImage; audited", async () => {
    const v = await visitInCut();
    const res = await upload(v.stylistToken, v.bookingId, [await photo('#111', 'png'), await photo('#222', 'webp'), await photo('#333', 'jpeg')]);
    expect(res.statusCode).toBe(200);
    const photos = res.json().data.photos as { id: number; url: string }[];
    expect(photos).toHaveLength(3);
    for (const p of photos) {
      expect(p.url).toMatch(/^\/uploads\/[\w-]+\.jpg$/);
      const file = await t.app.inject({ url: p.url });
      expect((await sharp(file.rawPayload).metadata()).format).toBe('jpeg');
    }
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'visit.photo'), eq(auditLog.entityId, String(v.bookingId))));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after).toMatchObject({ photos: 3 });

    // finished and paid later the same day: still his; the history shows them
    await t.db.update(visits).set({ stage: 'finished' }).where(eq(visits.bookingId, v.bookingId));
    await t.db.update(bookings).set({ status: 'completed' }).where(eq(bookings.id, v.bookingId));
    const { token } = await loginByOtp(t.app, v.phone);
    const history = (await t.app.inject({ url: '/api/v1/customer/histories', headers: bearer(token) })).json().data.items;
    const item = history.find((i: { bookingId: number }) => i.bookingId === v.bookingId);
    expect(item.finalImage).toBe(photos[0]!.url);
    expect(item.images).toEqual(photos.map((p) => p.url));
  });

  it('at most 4 per visit in total: a 5th is a 409 with a Vietnamese message', async () => {
    const v = await visitInCut();
    expect((await upload(v.stylistToken, v.bookingId, [await photo(), await photo(), await photo()])).statusCode).toBe(200);
    const two = await upload(v.stylistToken, v.bookingId, [await photo(), await photo()]);
    expect(two.statusCode).toBe(409);
    expect(two.json()).toMatchObject({
      code: 'PHOTO_LIMIT',
      message: 'Mỗi lượt cắt chỉ lưu tối đa 4 ảnh sau khi cắt (đã có 3 ảnh). Vui lòng xoá bớt ảnh trước khi thêm.',
    });
    const fourth = await upload(v.stylistToken, v.bookingId, [await photo()]);
    expect(fourth.json().data.photos).toHaveLength(4);
    expect((await upload(v.stylistToken, v.bookingId, [await photo()])).json().code).toBe('PHOTO_LIMIT');
    // five files in one request: 413 from the parser, nothing stored
    const v2 = await visitInCut();
    expect((await upload(v2.stylistToken, v2.bookingId, await Promise.all([1, 2, 3, 4, 5].map(() => photo())))).statusCode).toBe(413);
    expect((await t.app.inject({ url: `/api/v1/staff/visits/${v2.bookingId}`, headers: staffHeaders(v2.stylistToken) })).json().data.photos).toEqual([]);
  });

  it('a mistaken photo is deleted by its stylist (file gone, audited); then one more fits', async () => {
    const v = await visitInCut();
    const photos = (await upload(v.stylistToken, v.bookingId, [await photo(), await photo(), await photo(), await photo()])).json().data.photos;
    const res = await remove(v.stylistToken, v.bookingId, photos[1].id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.photos.map((p: { id: number }) => p.id)).toEqual([photos[0].id, photos[2].id, photos[3].id]);
    expect((await t.app.inject({ url: photos[1].url })).statusCode).toBe(404);
    expect((await remove(v.stylistToken, v.bookingId, photos[1].id)).json().code).toBe('PHOTO_NOT_FOUND');
    expect((await upload(v.stylistToken, v.bookingId, [await photo()])).statusCode).toBe(200);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'visit.photo'), eq(auditLog.entityId, String(v.bookingId))));
    expect(audit).toHaveLength(3);
  });

  it("only the visit's stylist or a manager, only from the cut on, never another format; nothing is read before", async () => {
    const v = await visitInCut();
    const reception = await tokenOf(receptionPhone(1));
    expect((await upload(reception, v.bookingId, [await photo()])).json().code).toBe('FORBIDDEN');
    expect((await upload(await tokenOf(managerPhone(1)), v.bookingId, [await photo()])).statusCode).toBe(200);
    const booked = await todayBooking(t.db, { salonId: 1 });
    const own = await tokenOf(staffPhone(booked.stylistId));
    expect((await upload(own, booked.id, [await photo()])).json()).toMatchObject({ code: 'PHOTO_NOT_NOW' });
    expect((await upload(v.stylistToken, v.bookingId, [Buffer.from('GIF89a not a photo at all')])).json()).toMatchObject({
      code: 'IMAGE_INVALID',
      message: 'Chỉ nhận ảnh JPEG, PNG hoặc WebP, tối đa 5 MB mỗi ảnh.',
    });
    const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect((await upload(v.stylistToken, v.bookingId, [gif])).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/v1/staff/visits/${v.bookingId}/photos`, headers: staffHeaders(v.stylistToken), payload: {} })).json()
        .code,
    ).toBe('MULTIPART_REQUIRED');
  });
});
