import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { TService, TServiceCategory, TServiceDetail, TServiceListResponse } from '@shine/shared/schemas/catalog';
import { bookingServices, bookings } from '../src/db/schema/index.ts';
import { createSession } from '../src/modules/auth/session-repository.ts';
import { findCustomerByPhone } from '../src/modules/customers/customers-repository.ts';
import { createTestApp, TEST_NOW } from './helpers.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
const DEMO_PHONE = '0912345678';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function serviceList(query = 'salonId=1', headers: Record<string, string> = {}): Promise<TServiceListResponse> {
  const res = await t.app.inject({ url: `/api/v1/booking/service-list-v5?${query}`, headers });
  expect(res.statusCode).toBe(200);
  return res.json();
}
const allServices = (data: TServiceCategory[]): TService[] => data.flatMap((c) => c.serviceGroups.flatMap((g) => g.services));
const serviceById = (data: TServiceCategory[], id: number) => allServices(data).find((s) => s.serviceId === id);

async function detail(query: string, headers: Record<string, string> = {}) {
  return t.app.inject({ url: `/api/v1/booking/service-detail-v3?${query}`, headers });
}

describe('service list V5 (spec §7, §3 Service list response)', () => {
  it('lists categories > groups > services in order with the spec §3 Service fields', async () => {
    const body = await serviceList();
    expect(body.data.map((c) => c.categoryId)).toEqual([1, 2, 3, 4]);
    expect(body.data[0]).toMatchObject({ categoryId: 1, order: 1, categoryName: 'Cắt gội xả', title: 'Cắt tóc', displaySuggest: true, isOther: false });
    expect(body.data[3]).toMatchObject({ categoryName: 'Dịch vụ khác', isOther: true });
    const combo = body.data[0]!.serviceGroups[0]!;
    expect(combo).toMatchObject({ groupId: 10, groupName: 'Combo cắt gội', hasDetail: true });
    expect(combo.services.map((s) => s.serviceId)).toEqual([101, 102, 103]);
    expect(serviceById(body.data, 101)).toMatchObject({
      groupId: 10,
      parentServiceId: null,
      name: 'Cắt gội 10 bước',
      subtitle: 'Cắt, gội, massage mặt, sấy vuốt sáp',
      timeServe: 40,
      price: '100.000 VNĐ',
      oldPrice: '120.000 VNĐ',
      priceNum: 100_000,
      oldPriceNum: 120_000,
      versionName: 'Tiêu chuẩn',
      tags: ['Bán chạy'],
      categoryId: 1,
      used: 0,
      hasDetail: true,
      isDefaultService: true,
      type: 1,
    });
    expect(serviceById(body.data, 111)).toMatchObject({ oldPrice: null, oldPriceNum: null, hasDetail: false });
  });

  it('add-ons keep their parent service id (group 22 "Dưỡng tóc đi kèm")', async () => {
    const body = await serviceList();
    const addOns = body.data[1]!.serviceGroups.find((g) => g.groupId === 22)!;
    expect(addOns.groupName).toBe('Dưỡng tóc đi kèm');
    expect(addOns.services.map((s) => [s.serviceId, s.parentServiceId])).toEqual([
      [221, 202],
      [222, 201],
      [223, 212],
    ]);
  });

  it('spec §5: discontinued services are not listed', async () => {
    const body = await serviceList();
    expect(serviceById(body.data, 204)).toBeUndefined();
    expect(body.data[1]!.serviceGroups[0]!.services.map((s) => s.serviceId)).toEqual([201, 202, 203]);
  });

  it('special-day prices of the next 14 days: hasSpecial, priceSpecialDay and rulesSpecialDay', async () => {
    const body = await serviceList();
    expect(serviceById(body.data, 101)).toMatchObject({
      hasSpecial: true,
      priceSpecialDay: [
        { date: '28-11-2026', price: 120_000 },
        { date: '29-11-2026', price: 120_000 },
      ],
    });
    expect(serviceById(body.data, 111)).toMatchObject({ hasSpecial: false, priceSpecialDay: [] });
    expect(body.rulesSpecialDay).toContainEqual({
      serviceId: 103,
      serviceSpecial: 103,
      serviceStylist: null,
      serviceSpecialStylist: null,
      stylistLevelId: null,
      date: '29-11-2026',
      price: 239_000,
    });
    expect(body.rulesSpecialDay).toHaveLength(6);
  });

  it('special days more than 14 days ahead are not announced yet', async () => {
    t.clock.set('2026-11-10T01:00:00Z');
    try {
      const body = await serviceList();
      expect(serviceById(body.data, 101)).toMatchObject({ hasSpecial: false, priceSpecialDay: [] });
      expect(body.rulesSpecialDay).toEqual([]);
    } finally {
      t.clock.set(TEST_NOW);
    }
  });

  it('guide screens (step 5, regex@@@message) and the suggest rules of the 3 types', async () => {
    const body = await serviceList();
    expect(body.guideScreens).toHaveLength(1);
    expect(body.guideScreens[0]!.step).toBe(5);
    expect(body.guideScreens[0]!.guide[0]).toMatch(/^.+@@@.+$/);
    expect(body.suggestRules.map((r) => r.ruleType)).toEqual(['equals', 'regex', 'default', 'default']);
    expect(body.suggestRules[0]).toMatchObject({ serviceSelected: '101', listService: [401] });
  });

  it('lang=en gives English category, group and service names', async () => {
    const body = await serviceList('salonId=1&lang=en');
    expect(body.data[0]).toMatchObject({ categoryName: 'Haircut & wash', title: 'Haircut & wash' });
    expect(body.data[0]!.serviceGroups[0]!.groupName).toBe('Haircut & wash combo');
    expect(serviceById(body.data, 101)).toMatchObject({ name: '10-step haircut & wash', subtitle: 'Cut, wash, face massage, styling', price: '100.000 VNĐ' });
  });

  it('lang=en gives English version names, tags and suggest titles; both names in either language', async () => {
    const en = await serviceList('salonId=1&lang=en');
    expect(serviceById(en.data, 101)).toMatchObject({
      versionName: 'Standard',
      tags: ['Best seller'],
      nameVi: 'Cắt gội 10 bước',
      nameEn: '10-step haircut & wash',
    });
    expect(serviceById(en.data, 202)).toMatchObject({ versionName: 'K-perm', tags: ['Hot trend'] });
    expect(en.suggestRules[0]!.title).toBe('Relax all the way with <b>Gentle ear cleaning</b> for only 30K');
    const vi = await serviceList('salonId=1');
    expect(serviceById(vi.data, 101)).toMatchObject({
      name: 'Cắt gội 10 bước',
      versionName: 'Tiêu chuẩn',
      tags: ['Bán chạy'],
      nameVi: 'Cắt gội 10 bước',
      nameEn: '10-step haircut & wash',
    });
    expect(vi.suggestRules[0]!.title).toBe('Thư giãn trọn vẹn với <b>Lấy ráy tai êm</b> chỉ 30K');
  });

  it('used = 1 for exactly the services of completed bookings of the phone', async () => {
    const rows = await t.db
      .selectDistinct({ id: bookingServices.serviceId })
      .from(bookingServices)
      .innerJoin(bookings, eq(bookings.id, bookingServices.bookingId))
      .where(and(eq(bookings.phone, DEMO_PHONE), eq(bookings.status, 'completed')));
    const expected = rows.map((r) => r.id).sort();
    expect(expected.length).toBeGreaterThan(0);
    const customer = await findCustomerByPhone(t.db, DEMO_PHONE);
    const owner = { authorization: `Bearer ${await createSession(t.db, customer!.id, t.clock.now())}` };
    const body = await serviceList(`salonId=1&customerPhone=${DEMO_PHONE}`, owner);
    const used = allServices(body.data)
      .filter((s) => s.used === 1)
      .map((s) => s.serviceId)
      .sort();
    expect(used).toEqual(expected);
    expect(body.ruleShowBookings).toEqual({ showUsed: true });

    // Knowing the phone is not enough: what a customer used is his, shown only to him logged in.
    for (const query of ['salonId=1&customerPhone=0599000001', `salonId=1&customerPhone=${DEMO_PHONE}`]) {
      const anonymous = await serviceList(query);
      expect(allServices(anonymous.data).every((s) => s.used === 0)).toBe(true);
      expect(anonymous.ruleShowBookings).toEqual({ showUsed: false });
    }
  });

  it('works before a salon is chosen; an unknown salon is a 404', async () => {
    expect((await serviceList('')).data).toHaveLength(4);
    const res = await t.app.inject({ url: '/api/v1/booking/service-list-v5?salonId=99999' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('SALON_NOT_FOUND');
  });

  it('bad input is a 400 with the envelope, never a 500', async () => {
    for (const query of ['salonId=abc', 'salonId=-1', 'customerPhone=123', 'lang=fr', 'salonId=1.5']) {
      const res = await t.app.inject({ url: `/api/v1/booking/service-list-v5?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code, query).toBe('VALIDATION_ERROR');
    }
  });
});

describe('service detail V3 (spec §7, §3 Service detail)', () => {
  it('gives title, content, tags, banners, versions, upsales and category of a group', async () => {
    const res = await detail('salonId=1&groupId=10&memberType=4');
    expect(res.statusCode).toBe(200);
    const data: TServiceDetail = res.json().data;
    expect(data).toMatchObject({ groupId: 10, title: 'Combo cắt gội 10 bước', tags: ['Bán chạy'], categoryId: 1 });
    expect(data.titleContent).toMatch(/^Tư vấn kiểu tóc/);
    expect(data.banners.map((b) => b.type)).toEqual(['image', 'video', 'clip']);
    expect(data.banners[1]).toEqual({ type: 'video', link: 'demo-cut-10-buoc' });
    expect(data.services.map((s) => s.serviceId)).toEqual([101, 102, 103]);
    expect(data.services[0]).toMatchObject({ price: '100.000 VNĐ', hasSpecial: true });
    expect(data.addOns).toEqual([]);
    expect(data.upsaleServices.map((s) => [s.serviceId, s.categoryId]).sort()).toEqual([
      [121, 1],
      [302, 3],
      [401, 4],
    ]);
  });

  it('add-ons are the services whose parent is one of the versions; discontinued versions are left out', async () => {
    const data: TServiceDetail = (await detail('salonId=1&groupId=20')).json().data;
    expect(data.services.map((s) => s.serviceId)).toEqual([201, 202, 203]);
    expect(data.addOns).toEqual([
      { serviceId: 221, title: 'Hấp dầu phục hồi', subtitle: 'Giữ sóng uốn mềm mượt', priceNum: 99_000, parentServiceId: 202 },
      { serviceId: 222, title: 'Phủ bóng dưỡng tóc', subtitle: 'Tóc bóng khỏe sau uốn', priceNum: 79_000, parentServiceId: 201 },
    ]);
  });

  it('lang=en gives the English title, content and names; a group without a title uses its name', async () => {
    const data: TServiceDetail = (await detail('groupId=20&lang=en')).json().data;
    expect(data.title).toBe('Korean-style perm for men');
    expect(data.titleContent).toMatch(/^New-generation perm lotion/);
    expect(data.services[1]!.name).toBe('Korean K-perm');
    expect(data.addOns[0]!.title).toBe('Repair oil treatment');
    expect(data.services.map((s) => s.versionName)).toEqual(['Twist', 'K-perm', 'Premium']);
    const combo: TServiceDetail = (await detail('groupId=10&lang=en')).json().data;
    expect(combo.tags).toEqual(['Best seller']);
    expect(((await detail('groupId=10')).json().data as TServiceDetail).tags).toEqual(['Bán chạy']);
    const plain: TServiceDetail = (await detail('groupId=40')).json().data;
    expect(plain).toMatchObject({ title: 'Lấy ráy tai', titleContent: '', banners: [] });
  });

  it('used flags follow the logged-in customer', async () => {
    const customer = await findCustomerByPhone(t.db, DEMO_PHONE);
    const token = await createSession(t.db, customer!.id, t.clock.now());
    const list = await serviceList(`customerPhone=${DEMO_PHONE}`, { authorization: `Bearer ${token}` });
    const usedInGroup10 = allServices(list.data)
      .filter((s) => s.groupId === 10 && s.used === 1)
      .map((s) => s.serviceId);
    const data: TServiceDetail = (await detail('groupId=10', { authorization: `Bearer ${token}` })).json().data;
    expect(data.services.filter((s) => s.used === 1).map((s) => s.serviceId)).toEqual(usedInGroup10);
  });

  it('an unknown group is a 404 with the message; bad input is a 400', async () => {
    const res = await detail('groupId=999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'SERVICE_GROUP_NOT_FOUND', message: 'Dịch vụ không tồn tại, anh vui lòng chọn dịch vụ khác nhé!' });
    expect((await detail('groupId=999&lang=en')).json().message).toBe('This service does not exist, please choose another one!');
    for (const query of ['', 'groupId=abc', 'groupId=0', 'groupId=10&memberType=x', 'groupId=10&salonId=-2']) {
      const bad = await detail(query);
      expect(bad.statusCode, query).toBe(400);
    }
  });
});
