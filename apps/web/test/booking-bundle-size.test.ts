import { expect, it } from 'vitest';
import { initialJsGzipBytes } from './bundle-measure';

/**
 * Budget of /booking's initial JavaScript (gzip), shared chunks included: the entry, app/page-paths.ts
 * (the routes, loaded before hydrating off home), app/route-table.ts (one chunk with app/pages.ts), the
 * booking page chunk (the server preloads these with the page) and what they import statically. Other
 * steps, the QR scanner and the image picker load later. Issue 9's target.
 */
const BUDGET_BYTES = 150 * 1024;

it('keeps the /booking initial JavaScript within 150 KB gzip', async () => {
  const bytes = await initialJsGzipBytes(['src/app/page-paths.ts', 'src/app/route-table.ts', 'src/features/booking/pages/booking-page.tsx']);
  console.info(`/booking initial JS: ${(bytes / 1024).toFixed(1)} KB gzip (budget ${BUDGET_BYTES / 1024} KB)`);
  expect(bytes).toBeLessThanOrEqual(BUDGET_BYTES);
});
