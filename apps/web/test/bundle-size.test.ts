import { beforeAll, expect, it } from 'vitest';
import { measureRoutes, type RouteBundle } from './bundle-measure';

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

let measured: Record<keyof typeof BUDGETS, RouteBundle>;
beforeAll(async () => {
  measured = await measureRoutes({
    home: [],
    booking: ['src/app/page-routes.ts', 'src/features/booking/pages/booking-page.tsx'],
  });
}, 180_000);

for (const route of Object.keys(BUDGETS) as (keyof typeof BUDGETS)[]) {
  it(`keeps the ${route} route's initial JavaScript within ${BUDGETS[route] / 1024} KB gzip`, () => {
    const bytes = measured[route].gzipBytes;
    console.info(`${route} initial JS: ${(bytes / 1024).toFixed(1)} KB gzip (budget ${BUDGETS[route] / 1024} KB)`);
    expect(bytes).toBeLessThanOrEqual(BUDGETS[route]);
  });
}
