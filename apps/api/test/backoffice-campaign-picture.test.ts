import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { auditLog, campaigns } from '../src/db/schema/index.ts';
import { CONTENT_EDITOR_PHONE, MARKETING_PHONE, managerPhone } from '../src/db/seed/floor.ts';
import { createTestApp } from './helpers.ts';
import { multipart } from './fixtures.ts';
import { loginStaff, staffHeaders } from './floor-fixtures.ts';

// Issue 32, offers: a campaign's picture uploaded by marketing (re-encoded to WebP in the voucher's detail and
// thumbnail sizes, as a salon's photos are) and removed; the customer's campaign list shows it at its next load.

let t: Awaited<ReturnType<typeof createTestApp>>;
let uploadDir: string;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  uploadDir = t.app.deps.config.UPLOAD_DIR!;
  for (const [who, phone] of Object.entries({ marketing: MARKETING_PHONE, editor: CONTENT_EDITOR_PHONE, manager: managerPhone(1) })) {
    tokens[who] = await loginStaff(t.app, phone);
  }
});
afterAll(() => t.close());

const headers = (who: string) => staffHeaders(tokens[who]!);
const upload = (who: string, campaignId: number | string, files: Buffer[]) =>
  t.app.inject({ method: 'POST', url: `/api/v1/admin/offers/campaigns/${campaignId}/picture`, ...multipart({}, files, headers(who)) });
const remove = (who: string, campaignId: number | string) =>
  t.app.inject({ method: 'DELETE', url: `/api/v1/admin/offers/campaigns/${campaignId}/picture`, headers: headers(who) });
const picture = (width: number, height: number, format: 'png' | 'jpeg' | 'gif' = 'png') => {
  const image = sharp({ create: { width, height, channels: 3, background: '#c33' } });
  return image[format]().toBuffer();
};
const fileOf = (url: string) => path.join(uploadDir, path.basename(url));
/** The campaigns the customer is offered at salon 1, by id, with their pictures. */
const offered = async () =>
  new Map(
    ((await t.app.inject({ url: '/api/v1/booking/campaign-list?salonId=1' })).json().data.salon as { campaignId: number; image: string | null }[]).map((c) => [
      c.campaignId,
      c.image,
    ]),
  );

describe("back office: a campaign's picture (issue 32)", () => {
  it('marketing uploads a PNG: WebP in the detail and thumbnail sizes, the customer list shows it at its next load; a new one replaces it (old files deleted); removed; each audited', async () => {
    const shown = await offered();
    const [campaignId] = [...shown.keys()];
    const first = await upload('marketing', campaignId!, [await picture(2400, 1200)]);
    expect(first.statusCode, first.body).toBe(200);
    const url = first.json().data.image as string;
    expect(url).toMatch(/^\/uploads\/campaign-[0-9a-f-]{36}-960\.webp$/);
    const thumb = url.replace('-960.webp', '-240.webp');
    expect(await sharp(readFileSync(fileOf(url))).metadata()).toMatchObject({ format: 'webp', width: 960, height: 480 });
    expect(await sharp(readFileSync(fileOf(thumb))).metadata()).toMatchObject({ format: 'webp', width: 240, height: 120 });
    expect((await offered()).get(campaignId!)).toBe(url);

    const second = await upload('marketing', campaignId!, [await picture(800, 800, 'jpeg')]);
    expect(second.statusCode, second.body).toBe(200);
    const next = second.json().data.image as string;
    expect(next).not.toBe(url);
    expect([existsSync(fileOf(url)), existsSync(fileOf(thumb)), existsSync(fileOf(next))]).toEqual([false, false, true]);
    expect((await offered()).get(campaignId!)).toBe(next);

    const gone = await remove('marketing', campaignId!);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json().data.image).toBeNull();
    expect(existsSync(fileOf(next))).toBe(false);
    expect((await offered()).get(campaignId!)).toBeNull();

    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'campaign'), eq(auditLog.entityId, String(campaignId))))
      .orderBy(asc(auditLog.id));
    expect(rows.map((r) => [(r.before as { image: string | null }).image, (r.after as { image: string | null }).image])).toEqual([
      [shown.get(campaignId!) ?? null, url],
      [url, next],
      [next, null],
    ]);
  });

  it('refuses a GIF, a text file, no file (400), an unknown campaign (404), a content editor or salon manager (403): nothing changes or stays on disk', async () => {
    const [row] = await t.db.select().from(campaigns).orderBy(asc(campaigns.id)).limit(1);
    const cases: [Buffer[], number][] = [
      [[await picture(100, 100, 'gif')], 400],
      [[Buffer.from('not a picture at all')], 400],
      [[], 400],
    ];
    for (const [files, status] of cases) {
      const res = await upload('marketing', row!.id, files);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().code).toBe('IMAGE_INVALID');
    }
    const json = await t.app.inject({ method: 'POST', url: `/api/v1/admin/offers/campaigns/${row!.id}/picture`, headers: headers('marketing'), payload: {} });
    expect(json.statusCode).toBe(400);
    expect((await upload('marketing', 99_999, [await picture(50, 50)])).statusCode).toBe(404);
    expect((await upload('marketing', 'abc', [await picture(50, 50)])).statusCode).toBe(400);
    expect((await upload('editor', row!.id, [await picture(50, 50)])).statusCode).toBe(403);
    expect((await upload('manager', row!.id, [await picture(50, 50)])).statusCode).toBe(403);
    expect((await remove('manager', row!.id)).statusCode).toBe(403);
    expect((await remove('marketing', 99_999)).statusCode).toBe(404);
    const [after] = await t.db.select().from(campaigns).where(eq(campaigns.id, row!.id));
    expect(after!.image).toBe(row!.image);
    expect(existsSync(uploadDir) ? readdirSync(uploadDir).filter((f) => f.startsWith('campaign-')) : []).toEqual([]);
  });
});
