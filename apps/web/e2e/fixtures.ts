import { test as base, expect } from '@playwright/test';

/**
 * `test` of every spec: collects console errors and uncaught page errors while the test runs and
 * fails the test if there were any (a broken page must not pass because its assertions were lucky).
 */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console: ${message.text()}`);
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      await use(errors);
      expect(errors, 'console errors and page errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
