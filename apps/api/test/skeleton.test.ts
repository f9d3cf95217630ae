import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { createTestApp } from './helpers.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

describe('API skeleton', () => {
  it('GET /api/health answers 200 with the database reachable', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ status: 'ok', database: process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite' });
  });

  it('publishes OpenAPI 3 with the booking calls, and a docs page', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    // Every call of spec §7 that the booking wizard and salon pages need (issue 3).
    const calls = [
      '/api/health',
      '/api/v1/booking',
      '/api/v1/booking/{id}',
      '/api/v1/booking/verify-otp-booking',
      '/api/v1/booking/otp',
      '/api/v1/booking/book-hours-group',
      '/api/v1/booking/book-hours-backup',
      '/api/v1/booking/role',
      '/api/v1/booking/getAllStyListV4',
      '/api/v1/booking/getDataBookingStylist',
      '/api/v1/booking/fetchAllSalon',
      '/api/v1/salon/{id}',
      '/api/v1/city/list-city',
      '/api/v1/district',
      '/api/v1/salon/salon-filter',
      '/api/v1/booking/salon-near',
      '/api/v1/booking/getSalonHasCameNew',
      '/api/v1/booking/getSavingLocation',
      '/api/v1/booking/getListSalonFilterCustomerAddress',
      '/api/v1/booking/postTrackingLocation',
      '/api/v1/booking/salon-off',
      '/api/v1/booking/service-list-v5',
      '/api/v1/booking/service-detail-v3',
      '/api/v1/booking/campaign-list',
      '/api/v1/booking/reward-detail',
      '/api/v1/booking/postCode',
      '/api/v1/booking/price',
      '/api/v1/booking/{id}/images',
      '/api/v1/booking/wait-time',
      '/api/v1/booking/customer',
      '/api/v1/tracking-dynamic',
      '/api/v1/content/home',
      '/api/v1/address/suggest',
      '/api/v1/customer/places',
      '/api/v1/customer/places/{id}',
      '/api/v1/home-service',
      '/api/v1/content/news',
      '/api/v1/content/page',
      '/api/v1/content/pages',
      // offers and games (issue 13)
      '/api/v1/reward-groups',
      '/api/v1/reward-groups/public',
      '/api/v1/rewards/{id}',
      '/api/v1/rewards-old',
      '/api/v1/campaign-customer/reward',
      '/api/v1/campaign-customer/one-phone-voucher',
      '/api/v1/campaign-customer/one-phone-campaign',
      '/api/v1/campaign-customer/detail',
      '/api/v1/golden-hours',
      '/api/v1/golden-hours/{id}',
      '/api/v1/lucky-wheel/wheels/{slug}',
      '/api/v1/lucky-wheel/wheeling',
      '/api/v1/lucky-wheel/gifts',
      '/api/v1/lucky-wheel/quests',
      '/api/v1/lucky-wheel/quests/claim',
      '/api/v1/lucky-wheel/exchange',
      '/api/v1/lucky-sprint/GetPoint',
      '/api/v1/lucky-sprint/GetVoucher',
      '/api/v1/lucky-sprint/GetVoucherById',
      '/api/v1/lucky-sprint/DoiVoucher',
      '/api/v1/yours-the-best',
      '/api/v1/yours-the-best/{id}',
      '/api/v1/service-pages/{kind}',
      '/api/v1/collections',
      '/api/v1/collections/{slug}',
      '/api/v1/lookbooks',
      '/api/v1/hairstyles/reference',
      '/api/v1/discovers',
      '/api/v1/discovers/{id}',
      '/api/v1/discovers/{id}/like',
      // issue 14: top-up, payments, membership
      '/api/v1/membership/order',
      '/api/v1/membership/order-v2',
      '/api/v1/customer/topup/history',
      '/api/v1/product/topup',
      '/api/v1/payments/vnpay/ipn',
      '/api/v1/membership/tiers',
      '/api/v1/membership/status',
      '/api/v1/customer/wallet',
      '/api/v1/staff-vote/list',
      '/api/v1/staff-vote/detail/{id}',
      '/api/v1/staff-vote/vote',
      '/api/v1/staff-vote/unvote',
      '/api/v1/stylemaster/top-like',
      '/api/v1/stylemaster/update-vote',
      '/api/v1/rating/top-rate',
      '/api/v1/rating/top-rate-history',
      '/api/v1/contest',
      '/api/v1/contest/leaderboard',
      '/api/v1/sti-connects/connect',
      '/api/v1/sti-connects/connect2',
      '/api/v1/sti-connects/captcha',
      '/api/v1/sti-connects/figures',
      '/api/v1/recruitment/jobs',
      '/api/v1/recruitment/jobs/{slug}',
      '/api/v1/recruitment/jobs/{slug}/apply',
    ];
    expect(calls.filter((path) => !Object.keys(doc.paths).includes(path))).toEqual([]);
    const docs = await t.app.inject({ url: '/api/docs' });
    expect([200, 302]).toContain(docs.statusCode);
  });

  it('unknown API routes are a JSON 404, never an HTML page', async () => {
    const res = await t.app.inject({ url: '/api/v1/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('malformed JSON is a 400 with the envelope', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/booking', headers: { 'content-type': 'application/json' }, payload: '{' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: expect.any(String), code: expect.any(String) });
  });

  it('a stale Bearer token is a 401 so the client clears it', async () => {
    const res = await t.app.inject({ url: '/api/health', headers: { authorization: 'Bearer not-a-real-token' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');
  });

  it('the dev outbox answers outside production and validates the phone', async () => {
    expect((await t.app.inject({ url: '/api/dev/outbox?phone=0912345678' })).json()).toEqual({ data: [] });
    expect((await t.app.inject({ url: '/api/dev/outbox?phone=abc' })).statusCode).toBe(400);
  });

  it('sets security headers', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

describe('configuration', () => {
  it('has defaults that make npm start work with nothing set', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ PORT: 3000, DATA_DIR: './data', BRAND_NAME: 'Shine', NODE_ENV: 'development' });
  });

  it('a bad value stops start-up listing everything that is wrong', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', NODE_ENV: 'production' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', NODE_ENV: 'production' });
    } catch (err) {
      const text = (err as Error).message;
      expect(text).toContain('PORT');
      expect(text).toContain('DATABASE_URL');
    }
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/MESSAGE_SENDER: the dev outbox cannot be used in production/);
  });
});

describe('serving the built web app', () => {
  it('serves files, falls back to index.html for app routes, 404s missing files and unknown API routes', async () => {
    const { mkdtempSync, mkdirSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const dist = mkdtempSync(path.join(tmpdir(), 'shine-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Shine</title>');
    writeFileSync(path.join(dist, 'assets', 'app-1.js'), 'console.info(1)');
    const web = await createTestApp({ seed: false, env: { WEB_DIST_DIR: dist } });
    try {
      const page = await web.app.inject({ url: '/booking?phone=0912345678' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      // A file added after start-up (a rebuilt app) is served too.
      writeFileSync(path.join(dist, 'assets', 'app-2.js'), 'console.info(2)');
      const js = await web.app.inject({ url: '/assets/app-2.js' });
      expect(js.statusCode).toBe(200);
      expect(js.headers['content-type']).toMatch(/javascript/);
      expect(js.headers['cache-control']).toContain('immutable');
      expect((await web.app.inject({ url: '/assets/gone-3.js' })).statusCode).toBe(404);
      // A one-tap link's token may end like a file name (its MAC without '-' or '_'): still the page.
      const link = await web.app.inject({ url: '/b/b2z7d0.tp7igf.N4RMx5sI8dMJ5iaxmdTkHA' });
      expect(link.statusCode).toBe(200);
      expect(link.headers['content-type']).toMatch(/text\/html/);
      const api = await web.app.inject({ url: '/api/v1/nope', headers: { accept: 'text/html' } });
      expect(api.statusCode).toBe(404);
      expect(api.json().code).toBe('NOT_FOUND');
    } finally {
      await web.close();
    }
  });
});
