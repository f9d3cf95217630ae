import { expect, it } from 'vitest';
import { initialJsGzipBytes } from './bundle-measure';

/** Budget of the home route's initial JavaScript (gzip). Home is not lazy; every other page is. */
const BUDGET_BYTES = 150 * 1024;

it('keeps the home route initial JavaScript within 150 KB gzip', async () => {
  const bytes = await initialJsGzipBytes();
  console.info(`home route initial JS: ${(bytes / 1024).toFixed(1)} KB gzip (budget ${BUDGET_BYTES / 1024} KB)`);
  expect(bytes).toBeLessThanOrEqual(BUDGET_BYTES);
});
