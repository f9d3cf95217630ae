import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { E2E_TIMES } from './e2e/support/clock';

// End-to-end tests against the real server (apps/api) serving the built web app (run `npm run build`
// first; `npm test` does). The database lives in a fresh temp folder for every run.
// `npm test` picks free ports (E2E_PORT and the next two, one server per fixed time); 3100-3102 by hand.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const repoRoot = path.resolve(import.meta.dirname, '../..');
// Workers load this file again: reuse the folder the runner made instead of creating more.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'shine-e2e-'));

/**
 * The suite runs at a weekday morning (everything ahead, every spec); the booking flows run again near
 * closing (past hours, the first free hour late in the strip, the backup suggestion) and after closing
 * (today is over: the wizard moves to tomorrow). Project names: 'phone', 'desktop', 'phone@19:45', ...
 */
const TIMES = E2E_TIMES.map((time, index) => ({
  ...time,
  port: PORT + index,
  baseURL: `http://localhost:${PORT + index}`,
  project: (size: string) => (time.name === 'morning' ? size : `${size}@${time.name}`),
  // Every spec in the morning, except the two written for the later times; the booking flow at all three.
  testMatch: { morning: /.*\.spec\.ts/, '19:45': /booking(-evening)?\.spec\.ts/, '21:00': /booking(-closed)?\.spec\.ts/ }[time.name],
  testIgnore: time.name === 'morning' ? /booking-(evening|closed)\.spec\.ts/ : undefined,
}));

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
};

export default defineConfig({
  testDir: './e2e',
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
  outputDir: path.join(repoRoot, 'test-results'),
  use: {
    launchOptions: chromium,
    trace: 'retain-on-failure',
  },
  projects: [
    ...TIMES.map((time) => ({
      name: time.project('phone'),
      testMatch: time.testMatch,
      testIgnore: time.testIgnore,
      use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, baseURL: time.baseURL },
    })),
    ...TIMES.map((time) => ({
      name: time.project('desktop'),
      testMatch: time.testMatch,
      testIgnore: time.testIgnore,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 768 }, baseURL: time.baseURL },
    })),
  ],
  // One server per fixed time, each on its own port and database.
  webServer: TIMES.map((time) => ({
    command: 'node --import tsx apps/api/src/server.ts',
    cwd: repoRoot,
    url: `${time.baseURL}/api/health`,
    // The runner on loopback is the trusted proxy: the helpers that fill a salon speak as many made-up
    // clients (x-forwarded-for, support/booking.ts); the browser itself, with no such header, stays one
    // client under the real per-address limits. The server's clock starts at the time's instant whatever
    // the real hour; the browsers follow it (e2e/support/clock.ts).
    // No resend wait: many tests log the same phone in by API and then in the browser (the wait itself is
    // tested in apps/api/test/security.test.ts; the modals' countdowns in auth.spec.ts and booking.spec.ts).
    // The later times stand still: their projects run after the morning's, and at 19:45 the last free
    // hour (19h50) would otherwise be gone by then.
    env: { PORT: String(time.port), DATA_DIR: path.join(process.env.E2E_DATA_DIR!, time.name), CLOCK_NOW: time.clockNow, CLOCK_FROZEN: String(time.name !== 'morning'),
      OTP_RESEND_AFTER_SECONDS: '0', TRUST_PROXY: '127.0.0.1',
      // The suite books far more from one browser than a customer would; the limits are tested in the API suite.
      LIMIT_ANON_CREATES_PER_IP: '10000', LIMIT_HOLDS_PER_IP: '10000', LIMIT_PHONE_LOOKUPS_PER_HOUR: '10000', OTP_MAX_SENDS: '10000',
      AUTH_RATE_LIMIT_PER_MINUTE: '10000' },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
