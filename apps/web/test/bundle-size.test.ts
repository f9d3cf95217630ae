import { beforeAll, expect, it } from 'vitest';
import { everyPage, measureRoutes, type RouteBundle } from './bundle-measure';

/**
 * Budgets of the initial JavaScript (gzip, shared chunks included) of home and /booking, issue 9's figures.
 * Home is not lazy; every other page is, and so are the other pages' routes (docs/decisions/008-js-diet.md).
 * /booking: the entry, app/page-routes.ts (every feature's routes, loaded before hydrating off home), the
 * booking page chunk (the server preloads these with the page) and what
 * they import statically; other steps, the QR scanner and the image picker load later. What the browser asks
 * for while the page loads, lazily hydrated parts included, has its budget in e2e/script-budget.spec.ts.
 * `npm run bundle:web` shows what the bytes are.
 */
const BUDGETS = { home: 120 * 1024, booking: 150 * 1024 };

/**
 * Issue 29: every page's first-visit JavaScript (the same measure: entry, routes, route table, the page's chunk
 * and their static imports, gzip), the staff screen /nhan-vien included. What a page loads later (a form's
 * zod schema on sending, a lazy block, a modal) is not in it.
 */
const EVERY_PAGE_BUDGET = 150 * 1024;

let measured: Record<keyof typeof BUDGETS, RouteBundle>;
let pages: Record<string, RouteBundle>;
beforeAll(async () => {
  pages = await measureRoutes(everyPage);
  measured = { home: pages.home!, booking: pages['booking/booking']! };
}, 180_000);

for (const route of Object.keys(BUDGETS) as (keyof typeof BUDGETS)[]) {
  it(`keeps the ${route} route's initial JavaScript within ${BUDGETS[route] / 1024} KB gzip`, () => {
    const bytes = measured[route].gzipBytes;
    console.info(`${route} initial JS: ${(bytes / 1024).toFixed(1)} KB gzip (budget ${BUDGETS[route] / 1024} KB)`);
    expect(bytes).toBeLessThanOrEqual(BUDGETS[route]);
  });
}

it(`keeps every page's first-visit JavaScript within ${EVERY_PAGE_BUDGET / 1024} KB gzip`, () => {
  expect(Object.keys(pages).length).toBeGreaterThan(30);
  const over = Object.entries(pages)
    .map(([page, bundle]) => ({ page, kb: Math.round(bundle.gzipBytes / 102.4) / 10 }))
    .filter(({ kb }) => kb * 1024 > EVERY_PAGE_BUDGET);
  const largest = Object.entries(pages)
    .sort((a, b) => b[1].gzipBytes - a[1].gzipBytes)
    .slice(0, 5);
  console.info(`largest first visits: ${largest.map(([page, bundle]) => `${page} ${(bundle.gzipBytes / 1024).toFixed(1)} KB`).join(', ')}`);
  expect(over).toEqual([]);
});
