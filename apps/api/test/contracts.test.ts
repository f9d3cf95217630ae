import type { Endpoint } from '@shine/shared/contracts/endpoint';
import * as contracts from '@shine/shared/contracts/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers.ts';

// Issue 28: one contract per endpoint. Every call the OpenAPI document lists is declared in
// packages/shared/src/contracts (the route is registered from it, the web's client is typed by it),
// unless it answers something other than the JSON envelope (a file, a CSV, a redirect, an event stream).
const NOT_JSON = new Set<string>([
  'GET /', // the home page's HTML (registered when the web app is built)
  'GET /api/v1/admin/applications/:id/cv', // the CV file (PDF or DOCX)
  'GET /api/v1/admin/reports.csv', // a CSV file
  'GET /api/v1/staff/salons/:salonId/events', // Server-Sent Events (text/event-stream)
  'GET /api/v1/auth/captcha', // the ALTCHA widget's challenge, bare (altcha-lib's shape)
  'GET /api/v1/booking/book-hours-backup', // { statusCode: 0, data }: the app's legacy shape, sent as prepared bytes
  'GET /api/v1/booking/service-list-v5', // its rules (suggestRules, rulesSpecialDay…) sit beside `data`
]);

/** Calls registered the old way, each to move to a contract (this list only shrinks). */
const NOT_YET = new Set<string>(NOT_YET_LIST());

let t: Awaited<ReturnType<typeof createTestApp>>;
let operations: string[];
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> };
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
  );
});
afterAll(() => t.close());

const declared = (Object.values(contracts) as unknown[])
  .filter((value): value is Endpoint => typeof value === 'object' && value !== null && 'method' in value && 'path' in value)
  .map((contract) => `${contract.method} ${contract.path}`);

describe('endpoint contracts', () => {
  it('each contract names its own call, and is registered', () => {
    expect(new Set(declared).size).toBe(declared.length);
    expect(declared.filter((name) => !operations.includes(name))).toEqual([]);
  });

  it('every JSON call the API documents has a contract', () => {
    const missing = operations.filter((name) => !declared.includes(name) && !NOT_JSON.has(name) && !NOT_YET.has(name));
    expect(missing).toEqual([]);
  });

  it('the list of calls still to move holds none that has moved', () => {
    expect([...NOT_YET].filter((name) => declared.includes(name) || !operations.includes(name))).toEqual([]);
  });
});

function NOT_YET_LIST(): string[] {
  return [
    'DELETE /api/v1/discovers/:id/like',
    'GET /api/v1/booking/campaign-list',
    'GET /api/v1/booking/reward-detail',
    'GET /api/v1/campaign-customer/detail',
    'GET /api/v1/campaign-customer/reward',
    'GET /api/v1/collections',
    'GET /api/v1/collections/:slug',
    'GET /api/v1/content/home',
    'GET /api/v1/content/news',
    'GET /api/v1/content/page',
    'GET /api/v1/content/pages',
    'GET /api/v1/contest',
    'GET /api/v1/contest/leaderboard',
    'GET /api/v1/customer/topup/history',
    'GET /api/v1/customer/wallet',
    'GET /api/v1/discovers',
    'GET /api/v1/discovers/:id',
    'GET /api/v1/golden-hours',
    'GET /api/v1/golden-hours/:id',
    'GET /api/v1/hairstyles/reference',
    'GET /api/v1/lookbooks',
    'GET /api/v1/lucky-sprint/GetPoint',
    'GET /api/v1/lucky-sprint/GetVoucher',
    'GET /api/v1/lucky-sprint/GetVoucherById',
    'GET /api/v1/lucky-wheel/gifts',
    'GET /api/v1/lucky-wheel/quests',
    'GET /api/v1/lucky-wheel/wheels/:slug',
    'GET /api/v1/membership/order-v2',
    'GET /api/v1/membership/status',
    'GET /api/v1/membership/tiers',
    'GET /api/v1/payments/vnpay/ipn',
    'GET /api/v1/product/topup',
    'GET /api/v1/rating/top-rate',
    'GET /api/v1/rating/top-rate-history',
    'GET /api/v1/recruitment/jobs',
    'GET /api/v1/recruitment/jobs/:slug',
    'GET /api/v1/reward-groups',
    'GET /api/v1/reward-groups/public',
    'GET /api/v1/rewards-old',
    'GET /api/v1/rewards/:id',
    'GET /api/v1/service-pages/:kind',
    'GET /api/v1/staff-vote/detail/:id',
    'GET /api/v1/staff-vote/list',
    'GET /api/v1/sti-connects/captcha',
    'GET /api/v1/sti-connects/figures',
    'GET /api/v1/stylemaster/top-like',
    'GET /api/v1/yours-the-best',
    'GET /api/v1/yours-the-best/:id',
    'POST /api/dev/jobs/run-messages',
    'POST /api/v1/booking/postCode',
    'POST /api/v1/booking/price',
    'POST /api/v1/campaign-customer/one-phone-campaign',
    'POST /api/v1/campaign-customer/one-phone-voucher',
    'POST /api/v1/campaign-customer/reward',
    'POST /api/v1/discovers/:id/like',
    'POST /api/v1/lucky-sprint/DoiVoucher',
    'POST /api/v1/lucky-wheel/exchange',
    'POST /api/v1/lucky-wheel/quests/claim',
    'POST /api/v1/lucky-wheel/wheeling',
    'POST /api/v1/membership/order',
    'POST /api/v1/recruitment/jobs/:slug/apply',
    'POST /api/v1/staff-vote/unvote',
    'POST /api/v1/staff-vote/vote',
    'POST /api/v1/sti-connects/connect',
    'POST /api/v1/sti-connects/connect2',
    'POST /api/v1/stylemaster/update-vote',
  ];
}
