import { expect, it } from 'vitest';
import { initialJsGzipBytes } from './bundle-measure';

/**
 * Budget of the home route's initial JavaScript (gzip), issue 9's figure. Home is not lazy; every other
 * page is, and so are the other pages' routes (docs/decisions/008-js-diet.md). `npm run bundle:web` shows
 * what the bytes are.
 */
const BUDGET_BYTES = 120 * 1024;

it('keeps the home route initial JavaScript within 120 KB gzip', async () => {
  const bytes = await initialJsGzipBytes();
  console.info(`home route initial JS: ${(bytes / 1024).toFixed(1)} KB gzip (budget ${BUDGET_BYTES / 1024} KB)`);
  expect(bytes).toBeLessThanOrEqual(BUDGET_BYTES);
});
