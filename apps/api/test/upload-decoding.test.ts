import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { DECODES_AT_ONCE, imageDecodes } from '../src/lib/image-reencode.ts';
import { createTestApp } from './helpers.ts';
import { bookingTokenOf, createBookingRequest, multipart, newPhone, serviceWithDuration } from './fixtures.ts';

// Issue 27 item 5: a small PNG can announce tens of megapixels, each decoded into memory. The client
// sends at most 1024 px (spec §9): an image above 4096×4096 pixels is refused from its header, before
// it is decoded, and only a few decodes run at once, however many requests arrive together.
let t: Awaited<ReturnType<typeof createTestApp>>;
let upload: (files: Buffer[]) => Promise<LightMyRequestResponse>;
beforeAll(async () => {
  t = await createTestApp();
  const cutId = (await serviceWithDuration(t.db)).id;
  const created = await createBookingRequest(t.app, { salonId: 1, phone: newPhone(), dateBook: '21-11-2026', bookHourId: 12, serviceIds: [cutId] });
  const id = created.json().data.booking.bookingId;
  upload = (files) => t.app.inject({ method: 'POST', url: `/api/v1/booking/${id}/images`, ...multipart({}, files, bookingTokenOf(created)) });
});
afterAll(() => t.close());

/** A one-colour PNG: a few hundred kilobytes at most, whatever its size in pixels. */
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#345' } })
    .png({ compressionLevel: 9 })
    .toBuffer();

describe('decoding cost of uploads', () => {
  it('a PNG of 6000×6000 pixels (36 megapixels in a small file) is refused with 400', async () => {
    const big = await png(6000, 6000);
    expect(big.length).toBeLessThan(5 * 1024 * 1024);
    const res = await upload([big]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'IMAGE_INVALID', message: 'Ảnh không hợp lệ, anh vui lòng chọn ảnh khác nhé!' });
    // Just over the limit is over it too; a phone's photo at the client's 1024 px passes.
    expect((await upload([await png(4097, 4096)])).statusCode).toBe(400);
    const ok = await upload([await png(1024, 768)]);
    expect(ok.statusCode).toBe(200);
  });

  it(`6 requests of 3 images at once: never more than ${DECODES_AT_ONCE} decodes at a time, and all are answered`, async () => {
    const photo = await png(2000, 1500);
    let busiest = 0;
    let queued = 0;
    let done = false;
    const all = Promise.all(Array.from({ length: 6 }, () => upload([photo, photo, photo]))).finally(() => {
      done = true;
    });
    while (!done) {
      busiest = Math.max(busiest, imageDecodes.active);
      queued = Math.max(queued, imageDecodes.waiting);
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect((await all).map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(busiest).toBeGreaterThan(0);
    expect(busiest).toBeLessThanOrEqual(DECODES_AT_ONCE);
    expect(queued).toBeGreaterThan(0);
  });
});
