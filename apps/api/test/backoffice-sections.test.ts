import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { TServiceCategory } from '@shine/shared/schemas/catalog';
import { auditLog, bookings, contentPages, jobApplications, jobs, ratings } from '../src/db/schema/index.ts';
import {
  CHAIN_ADMIN_PHONE,
  CONTENT_EDITOR_PHONE,
  FINANCE_PHONE,
  MARKETING_PHONE,
  RECRUITER_PHONE,
  REGION_MANAGER_PHONE,
  managerPhone,
} from '../src/db/seed/floor.ts';
import { createTestApp } from './helpers.ts';
import { loginStaff, salonOutsideNorth, staffHeaders } from './floor-fixtures.ts';
import { smallPdf } from './recruitment-fixtures.ts';

const cvDir = mkdtempSync(path.join(tmpdir(), 'shine-bo-cv-'));
let t: Awaited<ReturnType<typeof createTestApp>>;
const tokens: Record<string, string> = {};
let southSalon: number;

beforeAll(async () => {
  t = await createTestApp({ env: { CV_DIR: cvDir } });
  southSalon = await salonOutsideNorth(t.db);
  for (const [who, phone] of Object.entries({
    admin: CHAIN_ADMIN_PHONE,
    region: REGION_MANAGER_PHONE,
    manager1: managerPhone(1),
    editor: CONTENT_EDITOR_PHONE,
    marketing: MARKETING_PHONE,
    recruiter: RECRUITER_PHONE,
    finance: FINANCE_PHONE,
  })) {
    tokens[who] = await loginStaff(t.app, phone);
  }
});
afterAll(() => t.close());

const call = (who: string, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: staffHeaders(tokens[who]!), ...(payload ? { payload } : {}) });
const auditOf = (entity: string, entityId: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))));

describe('back office: content (issue 32)', () => {
  it("an editor changes a home banner: the customer's next load shows it, the change is audited with before and after", async () => {
    const home = (await call('editor', 'GET', '/api/v1/admin/content/home')).json().data;
    expect(home.sections.length).toBeGreaterThan(0);
    const banner = home.banners[0];
    const body = {
      title: 'Ưu đãi tháng 12',
      link: '/images/banner-thang-12.webp',
      linkMobile: '/images/banner-thang-12-mb.webp',
      redirectLink: '/gio-vang-san-uu-dai',
      sort: banner.sort,
      isWebsite: true,
    };
    // The customer site has its home cached before the change.
    await t.app.inject({ url: '/api/v1/content/home' });
    const res = await call('editor', 'PUT', `/api/v1/admin/content/banners/${banner.id}`, body);
    expect(res.statusCode).toBe(200);
    const site = (await t.app.inject({ url: '/api/v1/content/home' })).json().data;
    expect(site.banners.find((b: { title: string }) => b.title === 'Ưu đãi tháng 12')).toMatchObject({ link: body.link, linkMobile: body.linkMobile });
    const rows = await auditOf('banner', banner.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'content.edit', before: { link: banner.link }, after: { link: body.link } });
    const history = (await call('editor', 'GET', `/api/v1/admin/audit?entity=banner&entityId=${banner.id}`)).json().data;
    expect(history[0].after.title).toBe('Ưu đãi tháng 12');
  });

  it('a banner image is a site path or an https address, never javascript:', async () => {
    const res = await call('editor', 'PUT', '/api/v1/admin/content/banners/1', {
      title: 'x',
      link: 'javascript:alert(1)',
      linkMobile: null,
      redirectLink: null,
      sort: 0,
      isWebsite: true,
    });
    expect(res.statusCode).toBe(400);
  });

  it("a home section's title and order", async () => {
    const section = (await call('marketing', 'GET', '/api/v1/admin/content/home')).json().data.sections[0];
    const res = await call('marketing', 'PUT', `/api/v1/admin/content/sections/${section.id}`, {
      title: 'Dịch vụ nổi bật',
      subTitle: null,
      banner: null,
      bannerMobile: null,
      redirectLinkBanner: null,
      sort: section.sort,
    });
    expect(res.statusCode).toBe(200);
    const site = (await t.app.inject({ url: '/api/v1/content/home' })).json().data;
    expect(site.sections.some((s: { title: string | null }) => s.title === 'Dịch vụ nổi bật')).toBe(true);
  });

  it('a page: the draft stays off the site, the preview is cleaned by the sanitiser, publishing is instant; marketing may not publish', async () => {
    const [page] = await t.db.select().from(contentPages).where(eq(contentPages.status, 'published')).limit(1);
    const live = async () => (await t.app.inject({ url: `/api/v1/content/page?path=${encodeURIComponent(page!.path)}` })).json().data;
    expect((await live()).title).toBe(page!.title);
    const draft = {
      title: 'Tiêu đề mới của trang',
      description: 'Mô tả mới',
      body: '## Mục mới\n\nĐoạn văn <script>alert(1)</script><img src=x onerror=alert(1)> hết.',
    };
    expect((await call('editor', 'PUT', `/api/v1/admin/content/pages/${page!.id}/draft`, draft)).statusCode).toBe(200);
    expect((await live()).title).toBe(page!.title);
    const preview = (await call('editor', 'GET', `/api/v1/admin/content/pages/${page!.id}/preview`)).json().data;
    expect(preview.title).toBe(draft.title);
    expect(preview.html).toContain('Mục mới');
    expect(preview.html).not.toMatch(/<script|onerror/);
    expect((await call('marketing', 'POST', `/api/v1/admin/content/pages/${page!.id}/publish`)).statusCode).toBe(403);
    expect((await call('editor', 'POST', `/api/v1/admin/content/pages/${page!.id}/publish`)).statusCode).toBe(200);
    expect((await live()).title).toBe(draft.title);
    expect((await auditOf('page', page!.id)).map((r) => r.action).sort()).toEqual(['content.edit', 'content.publish']);
  });
});

describe('back office: catalogue', () => {
  const serviceOf = async (id: number) => {
    const body = (await t.app.inject({ url: '/api/v1/booking/service-list-v5?salonId=1' })).json();
    return (body.data as TServiceCategory[]).flatMap((c) => c.serviceGroups.flatMap((g) => g.services)).find((s) => s.serviceId === id);
  };

  it("an editor changes a price and a struck price: the customer's next load shows them", async () => {
    const service = (await call('editor', 'GET', '/api/v1/admin/services')).json().data.find((s: { discontinued: boolean }) => !s.discontinued);
    const before = await serviceOf(service.id);
    expect(before).toBeDefined();
    const res = await call('editor', 'PUT', `/api/v1/admin/services/${service.id}`, {
      name: service.name,
      nameEn: service.nameEn,
      price: 123_000,
      oldPrice: 150_000,
      discontinued: false,
    });
    expect(res.statusCode).toBe(200);
    const after = await serviceOf(service.id);
    expect(after).toMatchObject({ price: '123.000 VNĐ', oldPrice: '150.000 VNĐ' });
    expect((await auditOf('service', service.id))[0]).toMatchObject({ action: 'catalog.edit', before: { price: service.price }, after: { price: 123_000 } });
  });

  it('a struck price below the price is refused; special-day prices are set and removed', async () => {
    const bad = await call('editor', 'PUT', '/api/v1/admin/services/101', { name: 'A', nameEn: 'A', price: 100_000, oldPrice: 90_000, discontinued: false });
    expect(bad.statusCode).toBe(400);
    const set = await call('editor', 'PUT', '/api/v1/admin/services/101/special-days', { date: '2026-11-25', price: 200_000 });
    expect(set.statusCode).toBe(200);
    expect(set.json().data.specialDays).toContainEqual({ date: '2026-11-25', price: 200_000 });
    const removed = await call('editor', 'PUT', '/api/v1/admin/services/101/special-days', { date: '2026-11-25', price: null });
    expect(removed.json().data.specialDays).not.toContainEqual({ date: '2026-11-25', price: 200_000 });
  });
});

describe('back office: salons', () => {
  it('a salon manager edits his salon (hours, bookManyPeople, coordinates, opening date, a day off), never another', async () => {
    const salon = (await call('manager1', 'GET', '/api/v1/admin/salons/1')).json().data;
    const body = {
      name: salon.name,
      address: salon.address,
      addressNew: salon.addressNew,
      latitude: 21.0285,
      longitude: 105.8542,
      openingDate: null,
      openMinute: 540,
      closeMinute: 1260,
      parking: salon.parking,
      businessClass: salon.businessClass,
      bookManyPeople: 'off',
      selectConsultation: true,
    };
    const res = await call('manager1', 'PUT', '/api/v1/admin/salons/1', body);
    expect(res.statusCode).toBe(200);
    // Stored as PostgreSQL `real`: about 7 significant digits, a few metres.
    const near = { latitude: expect.closeTo(21.0285, 4), longitude: expect.closeTo(105.8542, 4) };
    expect(res.json().data).toMatchObject({ openMinute: 540, bookManyPeople: 'off', ...near, selectConsultation: true });
    // The customer's salon list follows at once: the pin where the manager put it.
    const listed = (await t.app.inject({ url: '/api/v1/booking/fetchAllSalon' })).json().data.find((s: { id: number }) => s.id === 1);
    expect(listed).toMatchObject(near);
    // Coordinates swapped, or a date that is not one: a 400 naming the field, nothing changed.
    for (const wrong of [{ latitude: 105.8542, longitude: 21.0285 }, { openingDate: '2026-13-01' }]) {
      const refused = await call('manager1', 'PUT', '/api/v1/admin/salons/1', { ...body, ...wrong });
      expect(refused.statusCode).toBe(400);
    }
    expect((await call('manager1', 'GET', '/api/v1/admin/salons/1')).json().data).toMatchObject(near);
    const off = await call('manager1', 'PUT', '/api/v1/admin/salons/1/days-off', { from: '2026-11-30', off: true, message: 'Salon nghỉ bảo trì.' });
    expect(off.json().data.daysOff).toContainEqual({ date: '2026-11-30', message: 'Salon nghỉ bảo trì.', backupSalonIds: [] });
    expect((await call('manager1', 'PUT', `/api/v1/admin/salons/${southSalon}`, body)).statusCode).toBe(403);
    expect((await call('manager1', 'GET', '/api/v1/admin/salons')).json().data.map((s: { id: number }) => s.id)).toEqual([1]);
    const rows = await auditOf('salon', 1);
    expect(rows.map((r) => r.salonId)).toEqual([1, 1]);
  });
});

describe('back office: inboxes', () => {
  it('a recruiter downloads a CV: the file, and an audit row; nobody else reads it', async () => {
    const [job] = await t.db.select().from(jobs).limit(1);
    writeFileSync(path.join(cvDir, 'cv-test.pdf'), smallPdf());
    const now = t.clock.now();
    const [application] = await t.db
      .insert(jobApplications)
      .values({
        reference: 'TD-BO0001',
        jobId: job!.id,
        name: 'Lê Minh Tuấn',
        phone: '0909000111',
        experience: '1-3y',
        cvFile: 'cv-test.pdf',
        cvType: 'pdf',
        cvBytes: smallPdf().length,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const url = `/api/v1/admin/applications/${application!.id}/cv`;
    for (const who of ['admin', 'editor', 'finance', 'manager1']) expect((await call(who, 'GET', url)).statusCode, who).toBe(403);
    const res = await call('recruiter', 'GET', url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.equals(smallPdf())).toBe(true);
    const rows = await auditOf('jobApplication', application!.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.action).toBe('cv.read');
    const history = (await call('recruiter', 'GET', `/api/v1/admin/audit?entity=jobApplication&entityId=${application!.id}`)).json().data;
    expect(history[0]).toMatchObject({ action: 'cv.read', actor: { name: expect.any(String) } });
    expect((await call('recruiter', 'PUT', `/api/v1/admin/applications/${application!.id}`, { status: 'contacted' })).json().data.status).toBe('contacted');
  });

  it('franchise requests: the chain admin sets status, notes and assignee; an editor cannot', async () => {
    const list = (await call('admin', 'GET', '/api/v1/admin/connect-requests')).json().data;
    expect((await call('editor', 'GET', '/api/v1/admin/connect-requests')).statusCode).toBe(403);
    if (list.length === 0) return;
    const res = await call('admin', 'PUT', `/api/v1/admin/connect-requests/${list[0].id}`, {
      status: 'contacted',
      notes: 'Đã gọi, hẹn gặp thứ Hai.',
      assigneeId: null,
    });
    expect(res.json().data).toMatchObject({ status: 'contacted', notes: 'Đã gọi, hẹn gặp thứ Hai.' });
  });

  it('ratings with comments: a manager answers in his salon only', async () => {
    const [own] = await t.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.salonId, 1)).limit(1);
    const [other] = await t.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.salonId, southSalon)).limit(1);
    const inserted = await t.db
      .insert(ratings)
      .values([
        { bookingId: own!.id, stars: 3, comment: 'Chờ hơi lâu.' },
        { bookingId: other!.id, stars: 4, comment: 'Ổn.' },
      ])
      .onConflictDoNothing()
      .returning();
    const mine = inserted.find((r) => r.bookingId === own!.id);
    const theirs = inserted.find((r) => r.bookingId === other!.id);
    if (mine) {
      const res = await call('manager1', 'PUT', `/api/v1/admin/ratings/${mine.id}/answer`, { answer: 'Cảm ơn anh, salon sẽ cải thiện.' });
      expect(res.statusCode).toBe(200);
      expect((await call('manager1', 'GET', '/api/v1/admin/ratings')).json().data.every((r: { salonId: number }) => r.salonId === 1)).toBe(true);
    }
    if (theirs) expect((await call('manager1', 'PUT', `/api/v1/admin/ratings/${theirs.id}/answer`, { answer: 'x' })).statusCode).toBe(403);
  });
});

// Every role × every back-office route, through the real routes: what each may do is written out here,
// not read from the policy under test. 200 (or 404 for a missing item) means allowed, 403 refused.
describe('back office role × action matrix', () => {
  const routes: Record<string, ['GET' | 'PUT' | 'POST' | 'DELETE', string, object?]> = {
    'content.edit': ['GET', '/api/v1/admin/content/home'],
    'content.publish': ['POST', '/api/v1/admin/content/pages/999999/publish'],
    'catalog.edit': ['GET', '/api/v1/admin/services'],
    'salon.edit own': ['GET', '/api/v1/admin/salons/1'],
    'salon.edit other': ['GET', '/api/v1/admin/salons/SOUTH'],
    // A salon's days off and media (no change: a day far ahead opened again, a video that stays none).
    'salon.edit days off other': ['PUT', '/api/v1/admin/salons/SOUTH/days-off', { from: '2027-06-01', off: false }],
    'salon.edit video own': ['PUT', '/api/v1/admin/salons/1/video', { link: null }],
    'inbox.franchise': ['GET', '/api/v1/admin/connect-requests'],
    'jobs.manage': ['GET', '/api/v1/admin/applications'],
    'cv.read': ['GET', '/api/v1/admin/applications/999999/cv'],
    'rating.answer': ['GET', '/api/v1/admin/ratings'],
    'offer.edit golden hours': ['GET', '/api/v1/admin/offers/golden-hours'],
    'offer.edit stop': ['POST', '/api/v1/admin/offers/golden-hours/999999/stop'],
    'offer.edit campaigns': ['GET', '/api/v1/admin/offers/campaigns'],
    'offer.edit codes': ['POST', '/api/v1/admin/offers/campaigns/999999/codes', { count: 1 }],
    'offer.edit wheels': ['PUT', '/api/v1/admin/offers/wheels/999999/prizes', { prizes: [{ id: 1, weight: 1, stock: null }] }],
    'offer.edit picture': ['DELETE', '/api/v1/admin/offers/campaigns/999999/picture'],
    // The quests that earn spins and the points rules (offer.edit), read only.
    'offer.edit quests': ['GET', '/api/v1/admin/offers/quests'],
    'offer.edit points rules': ['GET', '/api/v1/admin/offers/points-rules'],
    // The contest (contest.edit) and a collection's styles (collection.edit), on an item that does not exist.
    'contest.edit': ['GET', '/api/v1/admin/contests'],
    'collection.edit style choices': ['GET', '/api/v1/admin/collections/style-choices'],
    'collection.edit add style': [
      'POST',
      '/api/v1/admin/collections/999999/styles',
      { name: 'Undercut', nameEn: 'Undercut', description: '', descriptionEn: '', suits: '', suitsEn: '', serviceId: 1, imagePc: '/images/x.webp' },
    ],
    // The catalogue's structure, membership and top-up (catalog.edit), a booking's messages (booking.messages).
    'catalog.structure': ['GET', '/api/v1/admin/catalog'],
    'catalog.topup': ['GET', '/api/v1/admin/topup-packages'],
    'catalog.membership': ['PUT', '/api/v1/admin/membership/thresholds', { silver: 1, gold: 1_200_000, diamond: 3_000_000 }],
    'booking.messages own': ['GET', '/api/v1/admin/booking-messages?bookingId=BOOKING1'],
    'booking.messages other': ['GET', '/api/v1/admin/booking-messages?bookingId=BOOKINGSOUTH'],
  };
  const offers = [
    'offer.edit golden hours',
    'offer.edit stop',
    'offer.edit campaigns',
    'offer.edit codes',
    'offer.edit wheels',
    'offer.edit picture',
    'offer.edit quests',
    'offer.edit points rules',
  ];
  const COLLECTIONS = ['collection.edit style choices', 'collection.edit add style'];
  const CATALOG = ['catalog.structure', 'catalog.topup', 'catalog.membership'];
  // A seeded booking of salon 1 and one of a salon outside the region manager's.
  const bookingIn: Record<number, number> = {};
  beforeAll(async () => {
    for (const salonId of [1, southSalon]) {
      const [row] = await t.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.salonId, salonId)).limit(1);
      bookingIn[salonId] = row!.id;
    }
  });
  const allowed: Record<string, string[]> = {
    admin: [
      'content.edit',
      'content.publish',
      'catalog.edit',
      'salon.edit own',
      'salon.edit other',
      'salon.edit days off other',
      'salon.edit video own',
      'inbox.franchise',
      'jobs.manage',
      'rating.answer',
      ...offers,
      'contest.edit',
      ...COLLECTIONS,
      ...CATALOG,
      'booking.messages own',
      'booking.messages other',
    ],
    region: ['salon.edit own', 'salon.edit video own', 'rating.answer', 'booking.messages own'],
    manager1: ['salon.edit own', 'salon.edit video own', 'rating.answer', 'booking.messages own'],
    editor: ['content.edit', 'content.publish', 'catalog.edit', ...CATALOG, ...COLLECTIONS],
    marketing: ['content.edit', ...offers, 'contest.edit'],
    recruiter: ['jobs.manage', 'cv.read'],
    finance: [],
  };
  for (const [who, may] of Object.entries(allowed)) {
    it(`${who}: exactly his actions`, async () => {
      for (const [name, [method, url, body]] of Object.entries(routes)) {
        const res = await call(
          who,
          method,
          url.replace('BOOKINGSOUTH', String(bookingIn[southSalon])).replace('BOOKING1', String(bookingIn[1])).replace('SOUTH', String(southSalon)),
          body,
        );
        if (may.includes(name)) expect([200, 404], `${who} ${name}`).toContain(res.statusCode);
        else expect(res.statusCode, `${who} ${name}`).toBe(403);
      }
    });
  }
});
