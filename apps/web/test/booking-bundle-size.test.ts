import { expect, it } from 'vitest';
import { initialJsGzipBytes } from './bundle-measure';

/**
 * Budget of /booking's initial JavaScript (gzip), shared chunks included: the entry, the booking page
 * chunk and what it imports statically. Other steps, the QR scanner and the image picker load later.
 */
const BUDGET_BYTES = 170 * 1024;

it('keeps the /booking initial JavaScript within 170 KB gzip', async () => {
  const bytes = await initialJsGzipBytes(['src/features/booking/pages/booking-page.tsx']);
  console.info(`/booking initial JS: ${(bytes / 1024).toFixed(1)} KB gzip (budget ${BUDGET_BYTES / 1024} KB)`);
  expect(bytes).toBeLessThanOrEqual(BUDGET_BYTES);
});
