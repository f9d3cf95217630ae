import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { salonDaysOff, salons } from '../src/db/schema/index.ts';
import { CLOSED_MESSAGE } from '../src/db/seed/salons.ts';
import { createSession } from '../src/modules/auth/session-repository.ts';
import { findCustomerByPhone } from '../src/modules/customers/customers-repository.ts';
import { createTestApp } from './helpers.ts';

// Salon finder and chooser calls (spec §2 salon chooser, §3 Salon/Province, §7, §9); the personal chips are in salon-places.test.ts.

type Card = { id: number; distance: number | null; travelTime: number | null; hasCame: boolean; [k: string]: unknown };

let t: Awaited<ReturnType<typeof createTestApp>>;
/** Bearer header of the demo customer 0912 345 678 (visited salons 1, 2, 24; three saved places). */
let demo: { authorization: string };
const DEMO = '0912345678';
const HANOI = { latitude: 21.017, longitude: 105.826 };

beforeAll(async () => {
  t = await createTestApp();
  const customer = await findCustomerByPhone(t.db, DEMO);
  demo = { authorization: `Bearer ${await createSession(t.db, customer!.id, t.clock.now())}` };
});
afterAll(() => t.close());

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ url, headers });
  return { status: res.statusCode, body: res.json() };
}
const ids = (cards: Card[]) => cards.map((c) => c.id);
const isNearestFirst = (distances: number[]) => distances.every((d, i) => i === 0 || distances[i - 1]! <= d);

describe('fetchAllSalon and salon detail', () => {
  it('lists every active salon as a spec §3 card, salon 24 included', async () => {
    const { status, body } = await get('/api/v1/booking/fetchAllSalon');
    expect(status).toBe(200);
    expect(body.data).toHaveLength(74);
    expect(ids(body.data)).toContain(24);
    const first = body.data.find((s: Card) => s.id === 1);
    expect(first).toMatchObject({ cityId: 1, cityName: 'Hà Nội', districtId: 101, districtName: 'Đống Đa', distance: null, hasCame: false });
    expect(Object.keys(first)).toEqual(
      expect.arrayContaining([
        'addressNew',
        'addressNote',
        'warnText',
        'images',
        'listImages',
        'parking',
        'searchText',
        'bookManyPeople',
        'selectConsultation',
      ]),
    );
  });

  it('flags opening soon (future opening date, DD-MM-YYYY), newly opened, business class', async () => {
    const cards: Card[] = (await get('/api/v1/booking/fetchAllSalon')).body.data;
    expect(cards.filter((s) => s.isOpen).map((s) => [s.id, s.openingDate])).toEqual([[66, '01-12-2026']]);
    expect(ids(cards.filter((s) => s.salonHot)).sort((a, b) => a - b)).toEqual([23, 46, 63, 74]);
    expect(ids(cards.filter((s) => s.salonTrial)).sort((a, b) => a - b)).toEqual([8, 25, 27, 33, 55]);
  });

  it('hasCame marks the salons of the logged-in phone only (spec §6: user id 0 gets none)', async () => {
    const mine: Card[] = (await get(`/api/v1/booking/fetchAllSalon?phone=${DEMO}`, demo)).body.data;
    expect(ids(mine.filter((s) => s.hasCame))).toEqual([1, 2, 24]);
    const anonymous: Card[] = (await get(`/api/v1/booking/fetchAllSalon?phone=${DEMO}`)).body.data;
    expect(anonymous.some((s) => s.hasCame)).toBe(false);
  });

  it('salon detail adds map, parking map and receptionist; unknown salon is a 404 with the message', async () => {
    const { status, body } = await get('/api/v1/salon/24');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: 24, name: '84 Xã Đàn' });
    expect(body.data.mapUrl).toMatch(/^https:\/\//);
    expect(body.data.receptionName).toEqual(expect.any(String));
    const missing = await get('/api/v1/salon/9999');
    expect(missing).toEqual({ status: 404, body: { code: 'SALON_NOT_FOUND', message: 'Salon không tồn tại, anh vui lòng chọn salon khác nhé!' } });
  });
});

describe('provinces and districts', () => {
  it('list-city: salon counts as the home page counts (salon 24 too: only search and nearby hide it), regions North/Central/South, no-salon provinces at 0', async () => {
    const { body } = await get('/api/v1/city/list-city');
    const byName = Object.fromEntries(body.data.provinces.map((p: { cityName: string }) => [p.cityName, p]));
    expect(byName['Hà Nội']).toMatchObject({ cityId: 1, vungMienId: 1, totalSalon: 24, searchText: 'ha noi' });
    expect(byName['Hưng Yên'].totalSalon).toBe(0);
    expect(body.data.provinces).toHaveLength(16);
    expect(body.data.provinces.reduce((sum: number, p: { totalSalon: number }) => sum + p.totalSalon, 0)).toBe(74);
    // one count: the home page's 'Hệ thống salon' section counts the same salons
    const home = (await get('/api/v1/content/home')).body.data;
    const section = home.sections.find((s: { layout: string }) => s.layout === 'salonAddress');
    expect(section.subTitle).toBe('74 salon trên toàn quốc');
    expect(section.list.find((c: { title: string }) => c.title === 'Hà Nội').textNum).toBe(String(byName['Hà Nội'].totalSalon));
    const regions = body.data.regions.map((r: { vungMienId: number; name: string; provinces: unknown[] }) => [r.vungMienId, r.name]);
    expect(regions).toEqual([
      [1, 'Miền Bắc'],
      [2, 'Miền Trung'],
      [3, 'Miền Nam'],
    ]);
    const flat = body.data.provinces.map((p: { vungMienId: number }) => p.vungMienId);
    expect(flat).toEqual([...flat].sort());
    expect(body.data.regions[0].provinces[0].cityName).toBe('Bắc Ninh');
    expect((await get('/api/v1/city/list-city?lang=en')).body.data.regions[2].name).toBe('South');
  });

  it('list-city keyword is accent-insensitive', async () => {
    const { body } = await get('/api/v1/city/list-city?keyword=ho%20chi%20minh');
    expect(body.data.provinces.map((p: { cityName: string }) => p.cityName)).toEqual(['TP. Hồ Chí Minh']);
  });

  it('list-city follows the 34-province map of 1 July 2025: merged provinces count in the new one, the old name is a hint', async () => {
    const { body } = await get('/api/v1/city/list-city');
    const byName = Object.fromEntries(body.data.provinces.map((p: { cityName: string }) => [p.cityName, p]));
    expect(byName['Bình Dương']).toBeUndefined();
    expect(byName['TP. Hồ Chí Minh']).toMatchObject({ totalSalon: 26, formerNames: 'Bình Dương, Bà Rịa - Vũng Tàu' });
    expect(byName['Gia Lai']).toMatchObject({ formerNames: 'Bình Định', totalSalon: 1 });
    expect(byName['Huế']).toMatchObject({ formerNames: 'Thừa Thiên Huế' });
    const old = await get('/api/v1/city/list-city?keyword=binh%20duong');
    expect(old.body.data.provinces.map((p: { cityName: string }) => p.cityName)).toEqual(['TP. Hồ Chí Minh']);
  });

  it('every salon has its old address (district) and its new one (ward, province after the merger); search finds either', async () => {
    const all = (await get('/api/v1/booking/fetchAllSalon')).body.data as { id: number; address: string; addressNew: string | null; cityName: string }[];
    expect(all.every((s) => s.addressNew && s.addressNew !== s.address)).toBe(true);
    const tdm = all.find((s) => s.address.includes('TP. Thủ Dầu Một'))!;
    expect(tdm.address).toBe('268 Yersin, TP. Thủ Dầu Một, Bình Dương');
    expect(tdm.addressNew).toBe('268 Yersin, Phường Thủ Dầu Một, TP. Hồ Chí Minh');
    expect(tdm.cityName).toBe('TP. Hồ Chí Minh');
    for (const keyword of ['Bình Dương', 'binh duong', 'Thủ Dầu Một']) {
      const found = (await get(`/api/v1/salon/salon-filter?keyword=${encodeURIComponent(keyword)}`)).body.data as { id: number; cityName: string }[];
      expect(found.map((s) => s.id)).toContain(tdm.id);
      expect(found.every((s) => s.cityName === 'TP. Hồ Chí Minh')).toBe(true);
    }
    const byWard = (await get(`/api/v1/salon/salon-filter?keyword=${encodeURIComponent('Phường Sài Gòn')}`)).body.data as { addressNew: string }[];
    expect(byWard.length).toBeGreaterThan(0);
    expect(byWard.every((s) => s.addressNew.includes('Phường Sài Gòn'))).toBe(true);
  });

  it('district: the districts of a province with their counts, salon 24 counted as its district lists it', async () => {
    const { body } = await get('/api/v1/district?cityId=1');
    expect(body.data).toHaveLength(12);
    expect(body.data.find((d: { districtName: string }) => d.districtName === 'Đống Đa')).toMatchObject({ districtId: 101, cityId: 1, totalSalon: 4 });
    expect((await get('/api/v1/district?cityId=999')).body.data).toEqual([]);
  });
});

describe('salon-filter (search)', () => {
  it('finds a district accent-insensitively and never shows salon 24', async () => {
    for (const keyword of ['dong da', 'Đống Đa', 'DONG DA', '"đống đa"']) {
      const { status, body } = await get(`/api/v1/salon/salon-filter?keyword=${encodeURIComponent(keyword)}`);
      expect(status).toBe(200);
      expect(ids(body.data), keyword).toEqual([1, 3, 5]);
    }
    expect((await get('/api/v1/salon/salon-filter?keyword=xa%20dan')).body).toEqual({ data: [] });
    expect((await get('/api/v1/salon/salon-filter?keyword=100%25')).body).toEqual({ data: [] });
  });

  it("matches whole district names and numbers: 'quan 1' finds Quận 1, not Quận 10 or Quận 12", async () => {
    for (const keyword of ['quan 1', 'Quận 1', '"quận 1"']) {
      const cards: Card[] = (await get(`/api/v1/salon/salon-filter?keyword=${encodeURIComponent(keyword)}`)).body.data;
      expect(
        cards.map((c) => [c.id, c.districtName]),
        keyword,
      ).toEqual([
        [25, 'Quận 1'],
        [26, 'Quận 1'],
      ]);
    }
    const ten: Card[] = (await get('/api/v1/salon/salon-filter?keyword=quan%2010')).body.data;
    expect(ten.length).toBeGreaterThan(0);
    expect(ten.every((c) => c.districtName === 'Quận 10')).toBe(true);
  });

  it('filters by province, district, car parking and business class', async () => {
    // browsing a province or district lists what its count counts, salon 24 included (not a search)
    const hanoi: Card[] = (await get('/api/v1/salon/salon-filter?cityId=1')).body.data;
    expect(hanoi).toHaveLength(24);
    expect(ids((await get('/api/v1/salon/salon-filter?districtId=101')).body.data)).toEqual([1, 3, 5, 24]);
    const parking: Card[] = (await get('/api/v1/salon/salon-filter?parking=true&cityId=20')).body.data;
    expect(parking.length).toBeGreaterThan(0);
    expect(parking.every((s) => s.parking && s.cityId === 20)).toBe(true);
    expect(ids((await get('/api/v1/salon/salon-filter?businessClass=true')).body.data).sort((a, b) => a - b)).toEqual([8, 25, 27, 33, 55]);
    expect((await get('/api/v1/salon/salon-filter?parking=false')).body.data).toHaveLength(74);
  });

  it('with coordinates: distance (km, spec §9) and travel time, nearest first', async () => {
    const cards: Card[] = (await get(`/api/v1/salon/salon-filter?cityId=1&latitude=${HANOI.latitude}&longitude=${HANOI.longitude}`)).body.data;
    expect(cards).toHaveLength(24);
    expect(isNearestFirst(cards.map((c) => c.distance!))).toBe(true);
    for (const c of cards) expect(c.travelTime).toBe(Math.round(2 * c.distance!));
  });
});

describe('salon-near', () => {
  it('keeps the nearest 30 of the listed salons, nearest first, without salon 24', async () => {
    const { status, body } = await get(`/api/v1/booking/salon-near?latitude=${HANOI.latitude}&longitude=${HANOI.longitude}`);
    expect(status).toBe(200);
    expect(body.data).toHaveLength(30);
    expect(ids(body.data)).not.toContain(24);
    expect(ids(body.data).slice(0, 3)).toEqual([3, 5, 1]);
    expect(isNearestFirst(body.data.map((c: Card) => c.distance))).toBe(true);
  });
});

describe('salon-off', () => {
  it('a salon closed that day: its message and up to 5 open salons nearest first (not 24, not itself)', async () => {
    const { status, body } = await get('/api/v1/booking/salon-off?salonId=5&dateBook=22-11-2026');
    expect(status).toBe(200);
    expect(body.data.message).toBe(CLOSED_MESSAGE);
    const backups: Card[] = body.data.salonBackUp;
    expect(backups).toHaveLength(5);
    expect(ids(backups)).not.toContain(5);
    expect(ids(backups)).not.toContain(24);
    expect(isNearestFirst(backups.map((b) => b.distance!))).toBe(true);
  });

  it('leaves out salons closed that day or not opened yet', async () => {
    const before = ids((await get('/api/v1/booking/salon-off?salonId=5&dateBook=22-11-2026')).body.data.salonBackUp);
    await t.db.insert(salonDaysOff).values([
      { salonId: 5, date: '2026-11-25', message: CLOSED_MESSAGE },
      { salonId: before[0]!, date: '2026-11-25', message: CLOSED_MESSAGE },
    ]);
    await t.db.update(salons).set({ openingDate: '2026-11-30' }).where(eq(salons.id, before[1]!));
    try {
      const after = ids((await get('/api/v1/booking/salon-off?salonId=5&dateBook=25-11-2026')).body.data.salonBackUp);
      expect(after).not.toContain(before[0]);
      expect(after).not.toContain(before[1]);
      expect(after.slice(0, 3)).toEqual(before.slice(2));
    } finally {
      await t.db.update(salons).set({ openingDate: null }).where(eq(salons.id, before[1]!));
    }
  });

  it('a salon open that day (or today by default): empty message and no backups', async () => {
    expect((await get('/api/v1/booking/salon-off?salonId=5&dateBook=21-11-2026')).body).toEqual({ data: { message: '', salonBackUp: [] } });
    expect((await get('/api/v1/booking/salon-off?salonId=5')).body).toEqual({ data: { message: '', salonBackUp: [] } });
    expect((await get('/api/v1/booking/salon-off?salonId=9999&dateBook=22-11-2026')).status).toBe(404);
  });
});

describe('input checks and API description', () => {
  it('bad input is a 400 with the error envelope, never a 500', async () => {
    const bad: [string, string, unknown?][] = [
      ['GET', '/api/v1/salon/abc'],
      ['GET', '/api/v1/booking/fetchAllSalon?phone=123'],
      ['GET', '/api/v1/district'],
      ['GET', '/api/v1/district?cityId=-1'],
      ['GET', '/api/v1/salon/salon-filter?latitude=21'],
      ['GET', '/api/v1/salon/salon-filter?latitude=abc&longitude=105'],
      ['GET', '/api/v1/salon/salon-filter?parking=maybe'],
      ['GET', `/api/v1/salon/salon-filter?keyword=${'a'.repeat(101)}`],
      ['GET', '/api/v1/booking/salon-near'],
      ['GET', '/api/v1/booking/salon-near?latitude=91&longitude=105'],
      ['GET', '/api/v1/booking/salon-near?latitude=21&longitude=-181'],
      ['GET', '/api/v1/booking/salon-near?latitude=NaN&longitude=105'],
      ['GET', '/api/v1/booking/getSavingLocation?userId=-3'],
      ['GET', `/api/v1/booking/getListSalonFilterCustomerAddress?phone=${DEMO}&attrId=7`],
      ['GET', `/api/v1/booking/getListSalonFilterCustomerAddress?phone=${DEMO}&attrId=4&limit=0`],
      ['GET', '/api/v1/booking/salon-off?salonId=5&dateBook=2026-11-22'],
      ['GET', '/api/v1/booking/salon-off?salonId=5&dateBook=31-02-2026'],
      ['POST', '/api/v1/booking/postTrackingLocation', { customerPhone: DEMO, latitude: 100, longitude: 105 }],
      ['POST', '/api/v1/booking/postTrackingLocation', { customerPhone: '12345', latitude: 21, longitude: 105 }],
      ['POST', '/api/v1/booking/postTrackingLocation', {}],
    ];
    for (const [method, url, payload] of bad) {
      const res = await t.app.inject({ method: method as 'GET' | 'POST', url, payload: payload as object | undefined });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
  });

  it('every salon call is described in /api/openapi.json', async () => {
    const paths = Object.keys((await get('/api/openapi.json')).body.paths);
    for (const path of [
      '/api/v1/booking/fetchAllSalon',
      '/api/v1/salon/{id}',
      '/api/v1/city/list-city',
      '/api/v1/district',
      '/api/v1/salon/salon-filter',
      '/api/v1/booking/salon-near',
      '/api/v1/booking/getSalonHasCameNew',
      '/api/v1/booking/getSavingLocation',
      '/api/v1/booking/postTrackingLocation',
      '/api/v1/booking/getListSalonFilterCustomerAddress',
      '/api/v1/booking/salon-off',
    ]) {
      expect(paths, path).toContain(path);
    }
  });
});
