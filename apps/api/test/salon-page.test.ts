import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { salons } from '../src/db/schema/index.ts';
import { createTestApp } from './helpers.ts';
import { createBookingRequest, newPhone, serviceWithDuration } from './fixtures.ts';

// Issue 11: the salon finder's whole-name search and the salon page call (GET /api/v1/salon/:id/page).

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function get(url: string) {
  const res = await t.app.inject({ url });
  return { status: res.statusCode, body: res.json() };
}

describe('salon-filter finds whole names', () => {
  it("'quan 1' is Quận 1 only, not Quận 10 or Quận 12", async () => {
    const { status, body } = await get('/api/v1/salon/salon-filter?keyword=quan%201');
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThan(0);
    expect(new Set(body.data.map((s: { districtName: string }) => s.districtName))).toEqual(new Set(['Quận 1']));
    const ten = (await get('/api/v1/salon/salon-filter?keyword=Qu%E1%BA%ADn%2010')).body.data;
    expect(ten.length).toBeGreaterThan(0);
    expect(ten.every((s: { districtName: string }) => s.districtName === 'Quận 10')).toBe(true);
  });
});

describe('salon page', () => {
  it("holds the salon, its hours, this week's stylists, free hours of today and tomorrow and nearby salons", async () => {
    const { status, body } = await get('/api/v1/salon/1/page');
    expect(status).toBe(200);
    const page = body.data;
    expect(page.salon).toMatchObject({ id: 1, cityName: 'Hà Nội', districtName: 'Đống Đa' });
    expect(page.salon.address).toContain('346 Khâm Thiên');
    expect([page.opens, page.closes]).toEqual(['08:30', '20:30']);
    expect(page.stylists.length).toBeGreaterThan(0);
    expect(Object.keys(page.stylists[0]).sort()).toEqual(['avatar', 'isMaster', 'ratingStar', 'skillLevel', 'staffId', 'staffName', 'totalCustomer']);
    // The suite's clock: Saturday 21-11-2026 08:00 in Hồ Chí Minh City.
    expect(page.freeHours.map((d: { dateBook: string }) => d.dateBook)).toEqual(['21-11-2026', '22-11-2026']);
    expect(page.freeHours[0].hours[0]).toMatchObject({ hour: '8h30', hourFrame: '08:30' });
    expect(page.nearby.length).toBeGreaterThan(0);
    expect(page.nearby.length).toBeLessThanOrEqual(4);
    expect(page.nearby.some((s: { id: number }) => s.id === 1)).toBe(false);
    const distances = page.nearby.map((s: { distance: number }) => s.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('is prepared once per state of its hour strips: the same bytes until a booking there, then the hour is gone', async () => {
    const first = await t.app.inject({ url: '/api/v1/salon/2/page', headers: { 'accept-encoding': 'br' } });
    const again = await t.app.inject({ url: '/api/v1/salon/2/page', headers: { 'accept-encoding': 'br' } });
    expect(first.headers['content-encoding']).toBe('br');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect((await t.app.inject({ url: '/api/v1/salon/2/page', headers: { 'if-none-match': String(first.headers.etag) } })).statusCode).toBe(304);

    // Fill today's first free hour (any stylist) with bookings until it is full: the page drops it at once.
    const { hourId, hour } = (await get('/api/v1/salon/2/page')).body.data.freeHours[0].hours[0];
    const cut = await serviceWithDuration(t.db);
    let full = false;
    for (let i = 0; i < 40 && !full; i++) {
      const res = await createBookingRequest(t.app, {
        salonId: 2,
        phone: newPhone(),
        stylistId: 0,
        dateBook: '21-11-2026',
        bookHourId: hourId,
        serviceIds: [cut.id],
      });
      full = res.statusCode === 409;
      if (!full) expect(res.statusCode).toBe(200);
    }
    expect(full).toBe(true);
    const after = await t.app.inject({ url: '/api/v1/salon/2/page', headers: { 'accept-encoding': 'br' } });
    expect(after.headers.etag).not.toBe(first.headers.etag);
    const hours = (await get('/api/v1/salon/2/page')).body.data.freeHours[0].hours.map((h: { hour: string }) => h.hour);
    expect(hours).not.toContain(hour);
    // What the hours call says for any stylist, the page says.
    const strip = (await get(`/api/v1/booking/book-hours-group?salonId=2&bookDate=21-11-2026&stylistId=0`)).body.data.hourGroup.flatMap(
      (g: { hours: { hour: string; isFree: boolean }[] }) => g.hours.filter((h) => h.isFree).map((h) => h.hour),
    );
    expect(hours).toEqual(strip);
  });

  it('a salon closed tomorrow has no free hours tomorrow', async () => {
    const { body } = await get('/api/v1/salon/5/page');
    expect(body.data.freeHours[1]).toEqual({ dateBook: '22-11-2026', hours: [] });
    expect(body.data.freeHours[0].hours.length).toBeGreaterThan(0);
  });

  it('an unknown or closed-for-good salon is a 404 JSON; a bad id a 400 JSON', async () => {
    const unknown = await get('/api/v1/salon/99999/page');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'SALON_NOT_FOUND' });
    await t.db.update(salons).set({ active: false }).where(eq(salons.id, 70));
    expect((await get('/api/v1/salon/70/page')).status).toBe(404);
    await t.db.update(salons).set({ active: true }).where(eq(salons.id, 70));
    for (const bad of ['abc', '-1', '1.5', '0', '99999999999999999999']) {
      const res = await get(`/api/v1/salon/${bad}/page`);
      expect(res.status, bad).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
    expect((await get('/api/v1/salon/1/page?lang=xx')).status).toBe(400);
  });

  it('answers in English with lang=en and is in the OpenAPI document', async () => {
    expect((await get('/api/v1/salon/1/page?lang=en')).status).toBe(200);
    const doc = (await get('/api/openapi.json')).body;
    expect(doc.paths['/api/v1/salon/{id}/page']).toBeDefined();
  });
});
