import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { gallerySlides } from '@shine/shared';
import { auditLog, salonDaysOff } from '../src/db/schema/index.ts';
import { CONTENT_EDITOR_PHONE, managerPhone } from '../src/db/seed/floor.ts';
import { createTestApp } from './helpers.ts';
import { multipart, serviceWithDuration } from './fixtures.ts';
import { loginStaff, staffHeaders } from './floor-fixtures.ts';

// Issue 32, the salons section: a salon's photos and video, and its days off with backup salons, as the
// manager sets them and as the customer's salon page, salon list and closed-salon popup then show them.

let t: Awaited<ReturnType<typeof createTestApp>>;
let uploadDir: string;
const tokens: Record<string, string> = {};
const SALON = 3;
const OTHER = 4;

beforeAll(async () => {
  t = await createTestApp();
  uploadDir = t.app.deps.config.UPLOAD_DIR!;
  for (const [who, phone] of Object.entries({ manager: managerPhone(SALON), other: managerPhone(OTHER), editor: CONTENT_EDITOR_PHONE })) {
    tokens[who] = await loginStaff(t.app, phone);
  }
});
afterAll(() => t.close());

const headers = (who: string) => staffHeaders(tokens[who]!);
const call = (who: string, method: 'GET' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: headers(who), ...(payload ? { payload } : {}) });
const upload = (who: string, what: 'photos' | 'video', files: Buffer[], salonId = SALON) =>
  t.app.inject({ method: 'POST', url: `/api/v1/admin/salons/${salonId}/${what}`, ...multipart({}, files, headers(who)) });
const picture = (width: number, height: number, format: 'png' | 'jpeg' | 'webp' | 'gif' = 'png', color = '#456') => {
  const image = sharp({ create: { width, height, channels: 3, background: color } });
  return image[format]().toBuffer();
};
const customerPage = async (salonId = SALON) => (await t.app.inject({ url: `/api/v1/salon/${salonId}/page` })).json().data.salon;
const customerCard = async (salonId = SALON) =>
  (await t.app.inject({ url: '/api/v1/booking/fetchAllSalon' })).json().data.find((s: { id: number }) => s.id === salonId);
const stored = () => readdirSync(uploadDir).sort();
const fileOf = (url: string) => path.join(uploadDir, path.basename(url));
const lastAudit = async (salonId = SALON) => {
  const [row] = await t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'salon'), eq(auditLog.entityId, String(salonId))))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row!;
};
/** A tiny MP4 as a camera writes it: its `ftyp` box, then bytes the server stores untouched. */
const mp4 = (size = 64) => Buffer.concat([Buffer.from('000000186674797069736f6d0000020069736f6d6d703431', 'hex'), Buffer.alloc(size, 7)]);

describe("back office: a salon's photos and video (issue 32)", () => {
  it("a salon manager uploads JPEG, PNG and WebP photos: WebP in the gallery's and the card's sizes, shown on the customer's salon page at its next load, audited", async () => {
    const before = await customerPage(); // the answer is prepared and cached from here on
    const res = await upload('manager', 'photos', [await picture(2000, 1500, 'png'), await picture(900, 1200, 'jpeg'), await picture(640, 480, 'webp')]);
    expect(res.statusCode).toBe(200);
    const { photos } = res.json().data as { photos: string[] };
    const added = photos.slice(-3);
    expect(added.every((url) => /^\/uploads\/salon-[0-9a-f-]{36}-1280\.webp$/.test(url))).toBe(true);
    const sizes = await Promise.all(
      added
        .flatMap((url) => [url, url.replace('-1280.', '-480.')])
        .map(async (url) => {
          const meta = await sharp(readFileSync(fileOf(url))).metadata();
          return `${meta.format} ${meta.width}×${meta.height}`;
        }),
    );
    // Longest side 1280 (gallery) and 480 (card), never enlarged, the ratio kept.
    expect(sizes).toEqual(['webp 1280×960', 'webp 480×360', 'webp 900×1200', 'webp 360×480', 'webp 640×480', 'webp 480×360']);

    const after = await customerPage();
    // The gallery as the customer sees it: the same slides as before, then the three photos.
    const slides = (salon: typeof before) => gallerySlides(salon.listImages, salon.images);
    expect(slides(after)).toEqual([...slides(before), ...added.map((src) => ({ kind: 'image', src }))]);
    // Added at the end: the salon card keeps its picture.
    expect(after.images).toEqual(before.images);
    const audit = await lastAudit();
    expect(audit).toMatchObject({ action: 'salon.edit', salonId: SALON });
    expect((audit.after as { photos: string[] }).photos.slice(-3)).toEqual(added);
  });

  it('refuses what is not a JPEG, PNG or WebP by its content (400), a file over 10 MB (413), a 13th photo (409): nothing stored, nothing changed', async () => {
    const files = stored();
    const photos = (await call('manager', 'GET', `/api/v1/admin/salons/${SALON}`)).json().data.photos;
    const notPicture = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
    const brokenPng = Buffer.concat([(await picture(10, 10)).subarray(0, 40)]);
    for (const bad of [notPicture, await picture(20, 20, 'gif'), brokenPng]) {
      const res = await upload('manager', 'photos', [await picture(50, 50), bad]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'IMAGE_INVALID', message: 'Chỉ nhận ảnh JPEG, PNG hoặc WebP, tối đa 10 MB mỗi ảnh.' });
    }
    const huge = Buffer.concat([await picture(50, 50), Buffer.alloc(10 * 1024 * 1024)]);
    const tooLarge = await upload('manager', 'photos', [huge]);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ code: 'FILE_TOO_LARGE', message: 'Tệp vượt quá 10 MB, vui lòng chọn tệp nhỏ hơn.' });
    const room = 12 - photos.length;
    const over = await upload('manager', 'photos', await Promise.all(Array.from({ length: room + 1 }, () => picture(40, 30))));
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'SALON_PHOTO_LIMIT' });
    expect(stored()).toEqual(files);
    expect((await call('manager', 'GET', `/api/v1/admin/salons/${SALON}`)).json().data.photos).toEqual(photos);
  });

  it("a new first photo becomes the salon card's picture in its card size; a removed upload's files go; a list made on an older view is a 409", async () => {
    const { photos } = (await call('manager', 'GET', `/api/v1/admin/salons/${SALON}`)).json().data as { photos: string[] };
    const upload1 = photos.at(-3)!;
    const removed = photos.at(-1)!;
    const order = [upload1, ...photos.filter((p) => p !== upload1 && p !== removed)];
    const res = await call('manager', 'PUT', `/api/v1/admin/salons/${SALON}/photos`, { photos: order });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ photos: order, cardPicture: upload1.replace('-1280.', '-480.') });
    expect(existsSync(fileOf(removed))).toBe(false);
    expect(existsSync(fileOf(removed.replace('-1280.', '-480.')))).toBe(false);
    const card = await customerCard();
    expect(card.images).toEqual([upload1.replace('-1280.', '-480.')]);
    expect(card.images_dark).toEqual([]);
    expect((await customerPage()).listImages.map((m: { link: string }) => m.link)).toEqual(order);

    const stale = await call('manager', 'PUT', `/api/v1/admin/salons/${SALON}/photos`, { photos: [removed, ...order] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('SALON_MEDIA_CHANGED');
    expect((await call('manager', 'PUT', `/api/v1/admin/salons/${SALON}/photos`, { photos: 'x' })).statusCode).toBe(400);
  });

  it('the video: a YouTube link is kept as its id and plays first in the gallery; an MP4 upload is stored as sent; anything else is refused', async () => {
    const link = await call('manager', 'PUT', `/api/v1/admin/salons/${SALON}/video`, { link: 'https://youtu.be/dQw4w9WgXcQ?si=x' });
    expect(link.statusCode).toBe(200);
    expect(link.json().data.video).toBe('dQw4w9WgXcQ');
    expect((await customerPage()).listImages[0]).toEqual({ type: 'clip', link: 'dQw4w9WgXcQ' });
    const elsewhere = await call('manager', 'PUT', `/api/v1/admin/salons/${SALON}/video`, { link: 'https://vimeo.com/123456789' });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().message).toContain('Đường dẫn video YouTube không hợp lệ');

    const clip = mp4();
    const file = await upload('manager', 'video', [clip]);
    expect(file.statusCode).toBe(200);
    const video = file.json().data.video as string;
    expect(video).toMatch(/^\/uploads\/salon-[0-9a-f-]{36}\.mp4$/);
    expect(readFileSync(fileOf(video)).equals(clip)).toBe(true);
    expect((await customerPage()).listImages[0]).toEqual({ type: 'clip', link: video });

    const files = stored();
    const notMp4 = await upload('manager', 'video', [await picture(20, 20)]);
    expect(notMp4.statusCode).toBe(400);
    expect(notMp4.json()).toMatchObject({ code: 'VIDEO_INVALID', message: 'Chỉ nhận video MP4, tối đa 40 MB.' });
    const tooLarge = await upload('manager', 'video', [mp4(40 * 1024 * 1024)]);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().code).toBe('FILE_TOO_LARGE');
    expect(stored()).toEqual(files);

    // No video: the uploaded file goes too.
    const none = await call('manager', 'PUT', `/api/v1/admin/salons/${SALON}/video`, { link: null });
    expect(none.json().data.video).toBeNull();
    expect(existsSync(fileOf(video))).toBe(false);
    expect((await lastAudit()).before).toMatchObject({ video });
  });

  it("another salon's manager and a content editor are refused (403) before a byte is read; no staff session is a 401", async () => {
    const files = stored();
    for (const who of ['other', 'editor']) {
      expect((await upload(who, 'photos', [await picture(30, 30)])).statusCode).toBe(403);
      expect((await upload(who, 'video', [mp4()])).statusCode).toBe(403);
      expect((await call(who, 'PUT', `/api/v1/admin/salons/${SALON}/photos`, { photos: [] })).statusCode).toBe(403);
      expect((await call(who, 'PUT', `/api/v1/admin/salons/${SALON}/video`, { link: null })).statusCode).toBe(403);
    }
    const anonymous = await t.app.inject({ method: 'POST', url: `/api/v1/admin/salons/${SALON}/photos`, ...multipart({}, [await picture(30, 30)]) });
    expect(anonymous.statusCode).toBe(401);
    expect(stored()).toEqual(files);
    // His own salon he changes.
    expect((await upload('other', 'photos', [await picture(30, 30)], OTHER)).statusCode).toBe(200);
  });
});

describe('back office: days off with backup salons (issue 32)', () => {
  const DATE = '2026-11-21'; // today at the fixed clock: the backup hours are today's
  const dateBook = (iso: string) => iso.split('-').reverse().join('-');
  const popup = async (date: string) => (await t.app.inject({ url: `/api/v1/booking/salon-off?salonId=${SALON}&dateBook=${dateBook(date)}` })).json().data;

  it("the manager closes his salon for three days and names two backups: the customer's closed-salon popup offers exactly those, nearest first; reopening clears it; audited", async () => {
    const salon = (await call('manager', 'GET', `/api/v1/admin/salons/${SALON}`)).json().data;
    // Two of the offered salons open on those days, not the nearest one (which the popup would offer by itself).
    const openIds = new Set(
      (await t.app.inject({ url: '/api/v1/booking/fetchAllSalon' }))
        .json()
        .data.filter((s: { isOpen: boolean }) => !s.isOpen)
        .map((s: { id: number }) => s.id),
    );
    const offIds = new Set((await t.db.select({ id: salonDaysOff.salonId }).from(salonDaysOff)).map((r) => r.id));
    const usable = (salon.backupCandidates as { id: number; distance: number }[]).slice(1).filter((c) => openIds.has(c.id) && !offIds.has(c.id));
    const [near, far] = [usable[0]!, usable[2]!];
    const res = await call('manager', 'PUT', `/api/v1/admin/salons/${SALON}/days-off`, {
      from: DATE,
      to: '2026-11-23',
      off: true,
      message: 'Salon sửa chữa, mời anh ghé salon gần nhất.',
      backupSalonIds: [far.id, near.id],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.daysOff.slice(0, 3)).toEqual(
      ['2026-11-21', '2026-11-22', '2026-11-23'].map((date) => ({
        date,
        message: 'Salon sửa chữa, mời anh ghé salon gần nhất.',
        backupSalonIds: [far.id, near.id],
      })),
    );
    for (const date of ['2026-11-21', '2026-11-23']) {
      const off = await popup(date);
      expect(off.message).toBe('Salon sửa chữa, mời anh ghé salon gần nhất.');
      expect(off.salonBackUp.map((s: { id: number }) => s.id)).toEqual([near.id, far.id]);
    }
    // Today's backup hours (the wizard's suggestion) put his named salons first.
    const cut = await serviceWithDuration(t.db);
    const hours = (
      await t.app.inject({ url: `/api/v1/booking/book-hours-backup?salonId=${SALON}&bookDate=${dateBook(DATE)}&choosenServices=${cut.id}` })
    ).json().data;
    expect(hours.slice(0, 2).map((h: { salon: { salonId: number } }) => h.salon.salonId)).toEqual([near.id, far.id]);
    const audit = await lastAudit();
    expect(audit.after).toEqual({
      daysOff: { from: DATE, to: '2026-11-23', off: true, message: 'Salon sửa chữa, mời anh ghé salon gần nhất.', backupSalonIds: [far.id, near.id] },
    });

    const reopen = await call('manager', 'PUT', `/api/v1/admin/salons/${SALON}/days-off`, { from: '2026-11-22', off: false });
    expect(reopen.json().data.daysOff.map((d: { date: string }) => d.date)).not.toContain('2026-11-22');
    expect(await popup('2026-11-22')).toEqual({ message: '', salonBackUp: [] });
    expect((await popup('2026-11-23')).salonBackUp).toHaveLength(2);
  });

  it('without named backups the popup offers the nearest open salons, as before', async () => {
    await call('manager', 'PUT', `/api/v1/admin/salons/${SALON}/days-off`, { from: '2026-11-30', off: true, message: 'Nghỉ lễ.' });
    const off = await popup('2026-11-30');
    const distances = off.salonBackUp.map((s: { distance: number }) => s.distance);
    expect(distances.length).toBeGreaterThan(0);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances.every((d: number) => d <= 15)).toBe(true);
  });

  it('refuses a backup that is the salon itself or no salon, a range backwards or over 31 days (400); another salon is out of his reach (403)', async () => {
    const body = { from: '2026-12-01', to: '2026-12-02', off: true, message: 'x' };
    for (const backupSalonIds of [[SALON], [999_999]]) {
      const res = await call('manager', 'PUT', `/api/v1/admin/salons/${SALON}/days-off`, { ...body, backupSalonIds });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'BACKUP_SALON_INVALID', message: 'Salon dự phòng phải là một salon khác của chuỗi và đang hoạt động.' });
    }
    for (const wrong of [
      { to: '2026-11-30' },
      { to: '2027-01-02' },
      { from: 'abc', to: 'abc' },
      { to: 'a\u0000b' },
      { backupSalonIds: [1, 1] },
      { backupSalonIds: [1, 2, 4, 5, 6, 7] },
    ]) {
      expect((await call('manager', 'PUT', `/api/v1/admin/salons/${SALON}/days-off`, { ...body, ...wrong })).statusCode).toBe(400);
    }
    expect((await call('other', 'PUT', `/api/v1/admin/salons/${SALON}/days-off`, body)).statusCode).toBe(403);
    const rows = await t.db
      .select()
      .from(salonDaysOff)
      .where(and(eq(salonDaysOff.salonId, SALON), eq(salonDaysOff.date, '2026-12-01')));
    expect(rows).toEqual([]);
  });
});
