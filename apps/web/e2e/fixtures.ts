import path from 'node:path';
import { test as base, expect } from '@playwright/test';
import { E2E_TIMES, fixBrowserClock } from './support/clock';
import { workerDataDir } from './support/global-setup';
import { startServer } from './support/server';

/** An HTTP failure a test provokes on purpose (e.g. a wrong password answers 400). */
export interface ExpectedHttpError {
  status: number;
  /** Path of the request or its start, e.g. '/api/v1/auth/login' or '/api/v1/booking/'. */
  path: string;
}

/**
 * Marks a test that also runs at desktop size (1366 × 768): one whose screen lays out differently there (the
 * header's nav and menus, the wizard's columns, grids, sliders, the floating buttons) or that checks axe on such
 * a layout. Every other test runs at the phone's size only, where the flows are the same (issue 28: CI time).
 */
export const BOTH_SIZES = { tag: '@both-sizes' };

/** Which of the suite's fixed times (support/clock.ts) a project runs at: set per project in playwright.config.ts. */
export interface E2EWorkerOptions {
  e2eTime: (typeof E2E_TIMES)[number]['name'];
}

/**
 * `test` of every spec: each worker runs its own server at its project's fixed time, on its own copy of
 * the demo chain (support/server.ts), and every request and page of its tests goes there (`baseURL`).
 * It collects console errors and uncaught page errors while the test runs and
 * fails the test if there were any (a broken page must not pass because its assertions were lucky).
 * Chromium also logs each 4xx answer as a console error; a test that provokes one on purpose lists
 * it in `expectedHttpErrors` (status and path), and only that one is let through.
 * Its browser context runs on the server's clock (support/clock.ts).
 */
export const test = base.extend<{ pageErrors: string[]; expectedHttpErrors: ExpectedHttpError[] }, E2EWorkerOptions & { server: { url: string } }>({
  e2eTime: ['morning', { option: true, scope: 'worker' }],
  server: [
    async ({ e2eTime }, use, workerInfo) => {
      const time = E2E_TIMES.find((entry) => entry.name === e2eTime)!;
      // The later times stand still: at 19:45 the last free hour (19h50) would otherwise be gone.
      const name = `worker-${workerInfo.workerIndex}`;
      const server = await startServer({
        dataDir: workerDataDir(name),
        clockNow: time.clockNow,
        frozen: time.name !== 'morning',
        logFile: path.join(workerInfo.project.outputDir, 'servers', `${name}-${workerInfo.project.name}.log`),
      });
      try {
        await use(server);
      } finally {
        await server.stop();
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  // Every page starts at the server's now (fixed by CLOCK_NOW, support/clock.ts).
  context: async ({ context, request }, use) => {
    await fixBrowserClock(context, request);
    await use(context);
  },
  // The server's HTML paints before the app's scripts load (ADR 009), and a tap on it before hydration
  // does nothing, as for a visitor: a navigation of the test's page ends once the app answers input
  // (`data-hydrated` on <html>). What the server's HTML holds by itself is tested in apps/api/test/ssr.test.ts.
  page: async ({ page }, use) => {
    const hydrated = () => expect(page.locator('html[data-hydrated]')).toBeAttached();
    const { goto, reload } = { goto: page.goto.bind(page), reload: page.reload.bind(page) };
    page.goto = async (...args) => {
      const response = await goto(...args);
      await hydrated();
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await hydrated();
      return response;
    };
    await use(page);
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
