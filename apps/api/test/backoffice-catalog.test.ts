import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bookings } from '../src/db/schema/index.ts';
import { CHAIN_ADMIN_PHONE, CONTENT_EDITOR_PHONE, MARKETING_PHONE, REGION_MANAGER_PHONE, managerPhone } from '../src/db/seed/floor.ts';
import { DEMO_CUSTOMER_PHONE } from '../src/db/seed/customers.ts';
import { loginByOtp } from './account-fixtures.ts';
import { createBookingRequest, newPhone, serviceWithDuration } from './fixtures.ts';
import { loginStaff, staffHeaders } from './floor-fixtures.ts';
import { createTestApp } from './helpers.ts';

// Issue 32, part 3: the catalogue's structure, membership thresholds and top-up packages, a booking's messages.
// The fixed clock is 2026-11-21 08:00 in Vietnam.
let t: Awaited<ReturnType<typeof createTestApp>>;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const [who, phone] of Object.entries({
    admin: CHAIN_ADMIN_PHONE,
    editor: CONTENT_EDITOR_PHONE,
    marketing: MARKETING_PHONE,
    region: REGION_MANAGER_PHONE,
    manager1: managerPhone(1),
    manager2: managerPhone(2),
  })) {
    tokens[who] = await loginStaff(t.app, phone);
  }
});
afterAll(() => t.close());

const call = (who: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: staffHeaders(tokens[who]!), ...(payload ? { payload } : {}) });
const auditOf = (entity: string, entityId: number | string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))));
type Group = { id: number; categoryId: number; name: string; nameEn: string; sort: number; hidden: boolean; upsellServiceIds: number[] };
type Category = { categoryId: number; categoryName: string; serviceGroups: { groupId: number; groupName: string }[] };
const customerList = async () => (await t.app.inject({ url: '/api/v1/booking/service-list-v5' })).json().data as Category[];

describe('back office: the catalogue structure (issue 32)', () => {
  it("an editor renames a group and hides another: the customer's next service list follows, each change audited", async () => {
    const structure = (await call('editor', 'GET', '/api/v1/admin/catalog')).json().data;
    const [first, second] = structure.groups as Group[];
    await customerList(); // fills the reference cache: the change must drop it
    const renamed = await call('editor', 'PUT', `/api/v1/admin/catalog/groups/${first!.id}`, { ...first, name: 'Cắt tóc nam cao cấp', id: undefined });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const hidden = await call('editor', 'PUT', `/api/v1/admin/catalog/groups/${second!.id}`, { ...second, hidden: true, id: undefined });
    expect(hidden.statusCode, hidden.body).toBe(200);
    const groups = (await customerList()).flatMap((c) => c.serviceGroups);
    expect(groups.find((g) => g.groupId === first!.id)?.groupName).toBe('Cắt tóc nam cao cấp');
    expect(groups.some((g) => g.groupId === second!.id)).toBe(false);
    const [row] = await auditOf('serviceGroup', first!.id);
    expect(row).toMatchObject({ action: 'catalog.edit', before: { name: first!.name }, after: { name: 'Cắt tóc nam cao cấp' } });
    await call('editor', 'PUT', `/api/v1/admin/catalog/groups/${second!.id}`, { ...second, id: undefined });
  });

  it('creates a category and a group in it with upsell services; its history lists both', async () => {
    const cat = await call('admin', 'POST', '/api/v1/admin/catalog/categories', { name: 'Gội dưỡng', nameEn: 'Hair care', sort: 9, hidden: false });
    expect(cat.statusCode, cat.body).toBe(200);
    const categoryId = cat.json().data.id as number;
    const group = await call('admin', 'POST', '/api/v1/admin/catalog/groups', {
      categoryId,
      name: 'Gội thảo dược',
      nameEn: 'Herbal wash',
      sort: 1,
      hidden: false,
      upsellServiceIds: [101],
    });
    expect(group.statusCode, group.body).toBe(200);
    expect(group.json().data).toMatchObject({ categoryId, upsellServiceIds: [101] });
    const history = await call('admin', 'GET', `/api/v1/admin/audit?entity=serviceGroup&entityId=${group.json().data.id}`);
    expect(history.json().data[0]).toMatchObject({ before: null, after: { name: 'Gội thảo dược' } });
  });

  it('moves a service to another group and makes it an add-on; an add-on of an add-on is refused with a clear 400', async () => {
    const structure = (await call('editor', 'GET', '/api/v1/admin/catalog')).json().data as {
      services: { id: number; groupId: number; parentServiceId: number | null }[];
    };
    const addOn = structure.services.find((s) => s.parentServiceId !== null)!;
    const plain = structure.services.find(
      (s) => s.parentServiceId === null && s.id !== addOn.parentServiceId && !structure.services.some((o) => o.parentServiceId === s.id),
    )!;
    const moved = await call('editor', 'PUT', `/api/v1/admin/services/${plain.id}/place`, { groupId: plain.groupId, parentServiceId: addOn.parentServiceId });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.parentServiceId).toBe(addOn.parentServiceId);
    const nested = await call('editor', 'PUT', `/api/v1/admin/services/${plain.id}/place`, { groupId: plain.groupId, parentServiceId: addOn.id });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().code).toBe('ADD_ON_INVALID');
    const noGroup = await call('editor', 'PUT', `/api/v1/admin/services/${plain.id}/place`, { groupId: 999_999, parentServiceId: null });
    expect(noGroup.statusCode).toBe(400);
    expect(noGroup.json()).toMatchObject({ code: 'CATALOG_REFERENCE_INVALID' });
    expect(noGroup.json().message).toContain('nhóm dịch vụ');
    await call('editor', 'PUT', `/api/v1/admin/services/${plain.id}/place`, { groupId: plain.groupId, parentServiceId: null });
  });

  it('bad input is a 400, never a 500; other roles get a 403', async () => {
    for (const [method, url, body] of [
      ['PUT', '/api/v1/admin/catalog/groups/1', { name: '', nameEn: 'x', sort: 1, hidden: false, categoryId: 1, upsellServiceIds: [] }],
      ['PUT', '/api/v1/admin/catalog/groups/1', { name: 'x', nameEn: 'x', sort: -1, hidden: false, categoryId: 1, upsellServiceIds: [] }],
      ['PUT', '/api/v1/admin/catalog/groups/1', { name: 'x', nameEn: 'x', sort: 1, hidden: false, categoryId: 1, upsellServiceIds: [101, 101] }],
      ['PUT', '/api/v1/admin/catalog/groups/abc', { name: 'x', nameEn: 'x', sort: 1, hidden: false, categoryId: 1, upsellServiceIds: [] }],
      ['POST', '/api/v1/admin/catalog/categories', { name: 'x\u0000', nameEn: 'x', sort: 1, hidden: false }],
      ['PUT', '/api/v1/admin/services/101/place', { groupId: 'x', parentServiceId: null }],
      ['PUT', '/api/v1/admin/catalog/groups/10', { name: 'x', nameEn: 'x', sort: 1, hidden: false, categoryId: 999_999, upsellServiceIds: [] }],
      ['PUT', '/api/v1/admin/catalog/groups/10', { name: 'x', nameEn: 'x', sort: 1, hidden: false, categoryId: 1, upsellServiceIds: [999_999] }],
    ] as const) {
      const res = await call('admin', method, url, body);
      expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
    }
    for (const who of ['marketing', 'manager1']) {
      expect((await call(who, 'GET', '/api/v1/admin/catalog')).statusCode, who).toBe(403);
      expect((await call(who, 'POST', '/api/v1/admin/catalog/categories', { name: 'x', nameEn: 'x', sort: 1, hidden: false })).statusCode, who).toBe(403);
    }
  });
});

type Package = { id: number; name: string; nameEn: string; price: number; visits: number; bonusVisits: number; active: boolean; sort: number };
const packageBody = (p: Record<string, unknown>) => {
  const { id: _id, ...body } = p;
  return body;
};

describe('back office: membership thresholds and top-up packages (issue 32)', () => {
  it("sets the thresholds: /membership tiers and a customer's status follow, audited; nonsense is a 400", async () => {
    const { token } = await loginByOtp(t.app, DEMO_CUSTOMER_PHONE);
    const status = async () =>
      (await t.app.inject({ url: '/api/v1/membership/status', headers: { authorization: `Bearer ${token}` } })).json().data as {
        memberType: number;
        spend: number;
      };
    expect((await status()).memberType).toBe(4);
    const res = await call('editor', 'PUT', '/api/v1/admin/membership/thresholds', { silver: 500_000, gold: 2_000_000, diamond: 5_000_000 });
    expect(res.statusCode, res.body).toBe(200);
    const tiers = (await t.app.inject({ url: '/api/v1/membership/tiers' })).json().data.tiers as { memberType: number; minSpend: number }[];
    expect(tiers.map((x) => x.minSpend)).toEqual([500_000, 2_000_000, 5_000_000]);
    // His next status reads the new thresholds (the cached ones were dropped).
    const after = await status();
    expect(after.memberType).toBe(after.spend >= 5_000_000 ? 4 : after.spend >= 2_000_000 ? 3 : after.spend >= 500_000 ? 2 : 1);
    const [row] = await auditOf('membershipTiers', 'thresholds');
    expect(row).toMatchObject({ before: { gold: 1_200_000 }, after: { gold: 2_000_000 } });
    for (const body of [
      { silver: 2_000_000, gold: 1_000_000, diamond: 5_000_000 },
      { silver: -1, gold: 1_000_000, diamond: 5_000_000 },
      { silver: 1, gold: 2 },
    ]) {
      expect((await call('editor', 'PUT', '/api/v1/admin/membership/thresholds', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await call('manager1', 'PUT', '/api/v1/admin/membership/thresholds', { silver: 1, gold: 2, diamond: 3 })).statusCode).toBe(403);
  });

  it("changes a package's price and hides another: /topup follows at its next load, audited", async () => {
    const packages = (await call('editor', 'GET', '/api/v1/admin/topup-packages')).json().data as Package[];
    const [first, second] = packages;
    const res = await call('editor', 'PUT', `/api/v1/admin/topup-packages/${first!.id}`, { ...packageBody(first!), price: 270_000, name: 'Gói 3 lượt ưu đãi' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await call('editor', 'PUT', `/api/v1/admin/topup-packages/${second!.id}`, { ...packageBody(second!), active: false })).statusCode).toBe(200);
    const onSale = (await t.app.inject({ url: '/api/v1/product/topup' })).json().data.packages as { id: number; name: string; price: number }[];
    expect(onSale.find((p) => p.id === first!.id)).toMatchObject({ price: 270_000, name: 'Gói 3 lượt ưu đãi' });
    expect(onSale.some((p) => p.id === second!.id)).toBe(false);
    const [row] = await auditOf('topupPackage', first!.id);
    expect(row).toMatchObject({ before: { price: first!.price }, after: { price: 270_000 } });
    await call('editor', 'PUT', `/api/v1/admin/topup-packages/${second!.id}`, packageBody(second!));
  });

  it('refuses nonsense with clear 400s: worth less than paid, a price taken, negative numbers', async () => {
    const [first, second] = (await call('editor', 'GET', '/api/v1/admin/topup-packages')).json().data as Package[];
    const below = await call('editor', 'POST', '/api/v1/admin/topup-packages', { ...packageBody(first!), price: 900_000, visits: 3, bonusVisits: 0 });
    expect(below.statusCode).toBe(400);
    expect(below.json().code).toBe('TOPUP_VALUE_BELOW_PRICE');
    const taken = await call('editor', 'PUT', `/api/v1/admin/topup-packages/${second!.id}`, { ...packageBody(second!), price: first!.price });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({ code: 'TOPUP_PRICE_TAKEN' });
    for (const change of [{ price: -1 }, { visits: 0 }, { bonusVisits: -1 }, { validityDays: 0 }, { name: '' }, { price: 'abc' }]) {
      expect(
        (await call('editor', 'PUT', `/api/v1/admin/topup-packages/${first!.id}`, { ...packageBody(first!), ...change })).statusCode,
        JSON.stringify(change),
      ).toBe(400);
    }
    expect((await call('marketing', 'GET', '/api/v1/admin/topup-packages')).statusCode).toBe(403);
  });
});

describe("back office: a booking's messages (issue 33)", () => {
  it("a salon manager sees his salon's booking and its confirmation, never another salon's; the phone is masked", async () => {
    const cutId = (await serviceWithDuration(t.db, 30)).id;
    const book = async (salonId: number) => {
      const phone = newPhone();
      const { token } = await loginByOtp(t.app, phone);
      const res = await createBookingRequest(t.app, { salonId, phone, dateBook: '22-11-2026', bookHourId: 20, serviceIds: [cutId], token });
      expect(res.statusCode, res.body).toBe(200);
      return { phone, id: res.json().data.booking.bookingId as number };
    };
    const own = await book(1);
    const other = await book(2);
    await t.app.jobs.runDue();
    const res = await call('manager1', 'GET', `/api/v1/admin/booking-messages?bookingId=${own.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const [found] = res.json().data;
    expect(found).toMatchObject({ bookingId: own.id, salonId: 1, phone: `*******${own.phone.slice(-3)}` });
    expect(found.messages.find((m: { kind: string }) => m.kind === 'confirmation')).toMatchObject({ state: 'sent', channel: 'zalo', attempts: 1 });
    expect(JSON.stringify(found)).not.toContain(own.phone);
    expect((await call('manager1', 'GET', `/api/v1/admin/booking-messages?bookingId=${other.id}`)).statusCode).toBe(403);
    // By phone: his salon's bookings only.
    expect((await call('manager1', 'GET', `/api/v1/admin/booking-messages?phone=${other.phone}`)).json().data).toEqual([]);
    expect((await call('manager2', 'GET', `/api/v1/admin/booking-messages?phone=${other.phone}`)).json().data).toHaveLength(1);
    expect((await call('admin', 'GET', `/api/v1/admin/booking-messages?bookingId=${other.id}`)).statusCode).toBe(200);
    expect((await call('editor', 'GET', `/api/v1/admin/booking-messages?bookingId=${own.id}`)).statusCode).toBe(403);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, own.id));
    expect(row!.salonId).toBe(1);
  });

  it('bad input is a 400: neither or both, a bad phone, a bad number; an unknown booking a 404', async () => {
    for (const q of ['', '?bookingId=1&phone=0912345678', '?phone=123', '?bookingId=abc', '?bookingId=-4', `?bookingId=${'9'.repeat(30)}`]) {
      expect((await call('admin', 'GET', `/api/v1/admin/booking-messages${q}`)).statusCode, q).toBe(400);
    }
    expect((await call('admin', 'GET', '/api/v1/admin/booking-messages?bookingId=1')).statusCode).toBe(404);
  });
});
