import { test as base, expect } from '@playwright/test';
import { fixBrowserClock } from './support/clock';

/** An HTTP failure a test provokes on purpose (e.g. a wrong password answers 400). */
export interface ExpectedHttpError {
  status: number;
  /** Path of the request or its start, e.g. '/api/v1/auth/login' or '/api/v1/booking/'. */
  path: string;
}

/**
 * `test` of every spec: collects console errors and uncaught page errors while the test runs and
 * fails the test if there were any (a broken page must not pass because its assertions were lucky).
 * Chromium also logs each 4xx answer as a console error; a test that provokes one on purpose lists
 * it in `expectedHttpErrors` (status and path), and only that one is let through.
 * Its browser context runs on the server's clock (support/clock.ts).
 */
export const test = base.extend<{ pageErrors: string[]; expectedHttpErrors: ExpectedHttpError[] }>({
  // Every page starts at the server's now (fixed by CLOCK_NOW, support/clock.ts).
  context: async ({ context, request }, use) => {
    await fixBrowserClock(context, request);
    await use(context);
  },
  expectedHttpErrors: [[], { option: true }],
  pageErrors: [
    async ({ page, expectedHttpErrors }, use) => {
      const errors: string[] = [];
      const expected = (text: string, url: string) =>
        expectedHttpErrors.some(({ status, path }) => text.includes(`status of ${status} `) && new URL(url, 'http://x').pathname.startsWith(path));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        if (message.text().startsWith('Failed to load resource') && expected(message.text(), message.location().url)) return;
        errors.push(`console: ${message.text()} (${message.location().url})`);
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      await use(errors);
      expect(errors, 'console errors and page errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
