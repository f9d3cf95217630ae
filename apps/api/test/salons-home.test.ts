import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { vnWardByName } from '@shine/shared/address/vn-admin';
import { bookings, customers } from '../src/db/schema/index.ts';
import { createSession } from '../src/modules/auth/session-repository.ts';
import { createTestApp } from './helpers.ts';
import { newPhone, serviceWithDuration, stylistsOnShift } from './fixtures.ts';

// Issue 11: the two-tier address autocomplete, saved places (/save-location) with ownership, the
// haircut-at-home service areas, and a home booking occupying the stylist for both trips.

let t: Awaited<ReturnType<typeof createTestApp>>;
const TODAY = '21-11-2026';
const DONG_DA = vnWardByName(1, 'Phường Đống Đa')!;
const SAI_GON = vnWardByName(20, 'Phường Sài Gòn')!;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function newCustomer() {
  const phone = newPhone();
  const [customer] = await t.db.insert(customers).values({ phone }).returning();
  const token = await createSession(t.db, customer!.id, t.clock.now());
  return { phone, id: customer!.id, headers: { authorization: `Bearer ${token}` } };
}

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string> = {}, payload?: unknown) {
  const res = await t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  return { status: res.statusCode, body: res.json() };
}

describe('address autocomplete (shipped data, after 1 July 2025)', () => {
  it('finds wards by new or former names, accent-insensitive and whole words', async () => {
    const byNew = await call('GET', '/api/v1/address/suggest?q=sai%20gon');
    expect(byNew.status).toBe(200);
    expect(byNew.body.data[0]).toMatchObject({ label: 'Phường Sài Gòn, TP. Hồ Chí Minh', matchedFormer: false });
    const byOld = await call('GET', `/api/v1/address/suggest?q=${encodeURIComponent('Thủ Dầu Một')}`);
    expect(byOld.body.data.map((s: { label: string }) => s.label)).toContain('Phường Thủ Dầu Một, TP. Hồ Chí Minh');
    const quan1 = (await call('GET', '/api/v1/address/suggest?q=quan%201&limit=20')).body.data as { formerNames: string[] }[];
    expect(quan1.length).toBeGreaterThan(0);
    expect(quan1.every((s) => s.formerNames.includes('Quận 1'))).toBe(true);
    expect((await call('GET', '/api/v1/address/suggest?q=')).body.data).toEqual([]);
    expect((await call('GET', '/api/v1/address/suggest?q=abc&limit=0')).status).toBe(400);
  });
});

describe('saved places (/save-location)', () => {
  it('adds, lists, edits and deletes a place; the ward gives the two-tier address and the coordinates', async () => {
    const c = await newCustomer();
    const created = await call('POST', '/api/v1/customer/places', c.headers, { attrId: 4, street: 'Số 12 ngõ 40 Tôn Đức Thắng', wardId: DONG_DA.id });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      attrId: 4,
      attrName: 'Nhà riêng',
      text: 'Số 12 ngõ 40 Tôn Đức Thắng, Phường Đống Đa, Hà Nội',
      wardLabel: 'Phường Đống Đa, Hà Nội',
      latitude: DONG_DA.latitude,
      longitude: DONG_DA.longitude,
    });
    const id = created.body.data.id as number;
    // one per kind
    expect((await call('POST', '/api/v1/customer/places', c.headers, { attrId: 4, street: 'Số 1 Láng Hạ', wardId: DONG_DA.id })).status).toBe(409);
    // "use my current location": the nearest ward names it
    const located = await call('POST', '/api/v1/customer/places', c.headers, {
      attrId: 5,
      street: 'Tòa nhà 72 Lê Thánh Tôn',
      latitude: 10.7772,
      longitude: 106.7019,
    });
    expect(located.body.data).toMatchObject({ attrName: 'Công ty', wardId: SAI_GON.id, latitude: 10.7772 });
    const edited = await call('PUT', `/api/v1/customer/places/${id}`, c.headers, { street: 'Số 3 Khâm Thiên', wardId: DONG_DA.id });
    expect(edited.body.data.text).toBe('Số 3 Khâm Thiên, Phường Đống Đa, Hà Nội');
    const list = await call('GET', '/api/v1/customer/places', c.headers);
    expect(list.body.data.map((p: { attrId: number }) => p.attrId)).toEqual([4, 5]);
    // the chooser's chips read the same places
    const chips = await call('GET', `/api/v1/booking/getSavingLocation?phone=${c.phone}`, c.headers);
    expect(chips.body.data.address).toEqual([
      { attrId: 4, attrName: 'Nhà riêng', text: 'Số 3 Khâm Thiên, Phường Đống Đa, Hà Nội' },
      { attrId: 5, attrName: 'Công ty', text: expect.stringContaining('Phường Sài Gòn') },
    ]);
    const near = await call('GET', `/api/v1/booking/getListSalonFilterCustomerAddress?phone=${c.phone}&attrId=4`, c.headers);
    expect(near.body.data.length).toBeGreaterThan(0);
    expect((await call('DELETE', `/api/v1/customer/places/${id}`, c.headers)).body.data).toEqual({ deleted: true });
    expect((await call('DELETE', `/api/v1/customer/places/${id}`, c.headers)).status).toBe(404);
  });

  it('another customer cannot see, edit or delete a place (404); nobody logged in gets 401', async () => {
    const owner = await newCustomer();
    const other = await newCustomer();
    const { body } = await call('POST', '/api/v1/customer/places', owner.headers, { attrId: 6, street: 'Vincom Bà Triệu', wardId: DONG_DA.id });
    const id = body.data.id as number;
    expect((await call('PUT', `/api/v1/customer/places/${id}`, other.headers, { street: 'Số 1 Hàng Bài', wardId: DONG_DA.id })).status).toBe(404);
    expect((await call('DELETE', `/api/v1/customer/places/${id}`, other.headers)).status).toBe(404);
    expect((await call('GET', '/api/v1/customer/places', other.headers)).body.data).toEqual([]);
    expect((await call('GET', '/api/v1/customer/places')).status).toBe(401);
    expect((await call('POST', '/api/v1/customer/places', {}, { attrId: 4, street: 'Số 1 Hàng Bài', wardId: DONG_DA.id })).status).toBe(401);
    expect((await call('GET', '/api/v1/customer/places', owner.headers)).body.data[0].text).toBe('Vincom Bà Triệu, Phường Đống Đa, Hà Nội');
  });

  it('refuses bad fields with a 400 envelope: street length, kind, no location, outside Vietnam, unknown ward', async () => {
    const c = await newCustomer();
    const post = (payload: unknown) => call('POST', '/api/v1/customer/places', c.headers, payload);
    for (const [payload, code] of [
      [{ attrId: 4, street: 'ab', wardId: DONG_DA.id }, 'VALIDATION_ERROR'],
      [{ attrId: 4, street: 'x'.repeat(121), wardId: DONG_DA.id }, 'VALIDATION_ERROR'],
      [{ attrId: 7, street: 'Số 1 Hàng Bài', wardId: DONG_DA.id }, 'VALIDATION_ERROR'],
      [{ attrId: 4, street: 'Số 1 Hàng Bài' }, 'LOCATION_REQUIRED'],
      [{ attrId: 4, street: 'Số 1 Hàng Bài', latitude: 13.75, longitude: 100.5 }, 'OUTSIDE_VIETNAM'],
      [{ attrId: 4, street: 'Số 1 Hàng Bài', latitude: 21.03 }, 'VALIDATION_ERROR'],
      [{ attrId: 4, street: 'Số 1 Hàng Bài', wardId: 99999 }, 'VALIDATION_ERROR'],
    ] as const) {
      const res = await post(payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body.error?.code ?? res.body.code, JSON.stringify(payload)).toBe(code);
    }
    expect((await call('PUT', '/api/v1/customer/places/abc', c.headers, { street: 'Số 1 Hàng Bài', wardId: DONG_DA.id })).status).toBe(400);
  });
});

describe('haircut at home: service areas and the trip', () => {
  it('lists the salons that come to customers with their radius or wards, travel minutes and prices', async () => {
    const { body } = await call('GET', '/api/v1/home-service');
    expect(body.data.areas.map((a: { salonId: number }) => a.salonId)).toEqual([1, 2, 25, 38, 55]);
    expect(body.data.areas.find((a: { salonId: number }) => a.salonId === 55)).toMatchObject({
      kind: 'wards',
      radiusKm: null,
      travelMinutes: 20,
      wards: expect.arrayContaining(['Phường Hải Châu']),
    });
    expect(body.data.areas[0]).toMatchObject({ kind: 'radius', radiusKm: 4, travelMinutes: 30, cityName: 'Hà Nội' });
    expect(body.data.priceFrom).toBeGreaterThan(0);
    expect(body.data.services.length).toBeGreaterThan(0);
  });

  it('the server decides the salon for an address: radius, ward list, or none outside every area', async () => {
    const c = await newCustomer();
    const home = await call('POST', '/api/v1/customer/places', c.headers, { attrId: 4, street: 'Số 5 Khâm Thiên', wardId: DONG_DA.id });
    expect(home.body.data.homeSalon).toMatchObject({ salonId: 1, travelMinutes: 30 });
    const hoiAn = vnWardByName(10, 'Phường Hòa Cường')!;
    const office = await call('POST', '/api/v1/customer/places', c.headers, { attrId: 5, street: 'Số 9 Núi Thành', wardId: hoiAn.id });
    expect(office.body.data.homeSalon).toMatchObject({ salonId: 55, travelMinutes: 20 });
    const far = await call('POST', '/api/v1/customer/places', c.headers, {
      attrId: 6,
      street: 'Số 2 Lê Lợi',
      wardId: vnWardByName(13, 'Phường Thành Vinh')!.id,
    });
    expect(far.body.data.homeSalon).toBeNull();
  });

  it('a home booking takes the stylist for the services plus travel both ways; the salon strip never offers him during the trip', async () => {
    const c = await newCustomer();
    await call('POST', '/api/v1/customer/places', c.headers, { attrId: 4, street: 'Số 5 Khâm Thiên', wardId: DONG_DA.id });
    const far = await newCustomer();
    await call('POST', '/api/v1/customer/places', far.headers, { attrId: 4, street: 'Số 2 Lê Lợi', wardId: vnWardByName(13, 'Phường Thành Vinh')!.id });
    const cut = await serviceWithDuration(t.db);
    const [stylist] = await stylistsOnShift(t.db, 1, '2026-11-21');
    const strip = async (atHome: boolean) => {
      const url = `/api/v1/booking/book-hours-group?salonId=1&bookDate=${TODAY}&stylistId=${stylist!.id}&listServiceId=${cut.id}${atHome ? '&atHome=1' : ''}`;
      const hours = (await call('GET', url)).body.data.hourGroup.flatMap((g: { hours: unknown[] }) => g.hours) as {
        hourId: number;
        hourFrame: string;
        isFree: boolean;
      }[];
      return hours;
    };
    const minute = (frame: string) => Number(frame.slice(0, 2)) * 60 + Number(frame.slice(3, 5));
    const salonFirst = (await strip(false)).find((h) => h.isFree)!;
    const homeHours = await strip(true);
    const homeFirst = homeHours.find((h) => h.isFree)!;
    // at home the first hour leaves the 30-minute trip after the stylist's first free minute
    expect(minute(homeFirst.hourFrame) - minute(salonFirst.hourFrame)).toBeGreaterThanOrEqual(30);

    const book = (headers: Record<string, string>, phone: string) =>
      call('POST', '/api/v1/booking', headers, {
        salonId: 1,
        phone,
        stylistId: stylist!.id,
        dateBook: TODAY,
        bookHourId: homeFirst.hourId,
        chosenServices: JSON.stringify([{ id: cut.id, name: cut.name }]),
        services: String(cut.id),
        bookAt: 3,
        isBookAtHome: true,
        addressId: 4,
      });
    // not logged in as the phone: refused; an address outside every area: said plainly
    expect((await book({}, c.phone)).status).toBe(401);
    const outside = await book(far.headers, far.phone);
    expect(outside.status).toBe(422);
    expect(outside.body.error?.code ?? outside.body.code).toBe('OUTSIDE_SERVICE_AREA');

    const created = await book(c.headers, c.phone);
    expect(created.status).toBe(200);
    const record = created.body.data.booking;
    expect(record).toMatchObject({ isBookAtHome: true, salonId: 1, stylistId: stylist!.id, hourBook: homeFirst.hourFrame.replace(':', 'h').replace(/^0/, '') });
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, record.bookingId));
    expect(row).toMatchObject({ travelMinutes: 30, isBookAtHome: true });
    const away = { start: minute(homeFirst.hourFrame) - 30, end: minute(homeFirst.hourFrame) + cut.timeServe + 30 };
    expect((row!.endAt.getTime() - row!.startAt.getTime()) / 60_000).toBe(away.end - away.start);

    // the salon's strip for that stylist: no hour whose service would touch the trip
    const after = await strip(false);
    const touching = after.filter((h) => minute(h.hourFrame) < away.end && minute(h.hourFrame) + cut.timeServe > away.start);
    expect(touching.length).toBeGreaterThan(0);
    expect(touching.every((h) => !h.isFree)).toBe(true);
    const backAt = after.find((h) => minute(h.hourFrame) >= away.end);
    expect(backAt?.isFree).toBe(true);
    // and the database refuses a booking in the trip window outright (exclusion constraint)
    await expect(
      t.db.insert(bookings).values({
        phone: newPhone(),
        salonId: 1,
        stylistId: stylist!.id,
        dateBook: '2026-11-21',
        hourId: 1,
        status: 'confirmed',
        totalPrice: 1,
        oldTotalPrice: 1,
        startAt: new Date(row!.startAt.getTime() + 5 * 60_000),
        endAt: new Date(row!.startAt.getTime() + 20 * 60_000),
      }),
    ).rejects.toThrow();
  });
});
