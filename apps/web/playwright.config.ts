import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { E2E_CLOCK_NOW } from './e2e/support/clock';

// End-to-end tests against the real server (apps/api) serving the built web app (run `npm run build`
// first; `npm test` does). The database lives in a fresh temp folder for every run.
// `npm test` picks a free port (E2E_PORT); 3100 when run by hand.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const repoRoot = path.resolve(import.meta.dirname, '../..');
// Workers load this file again: reuse the folder the runner made instead of creating more.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'shine-e2e-'));

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
    baseURL: `http://localhost:${PORT}`,
    launchOptions: chromium,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'phone',
      use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 768 } },
    },
  ],
  webServer: {
    command: 'node --import tsx apps/api/src/server.ts',
    cwd: repoRoot,
    url: `http://localhost:${PORT}/api/health`,
    // A short resend wait: both projects log the demo customer in by code within a minute of each other,
    // and the 60 s default would answer the second one 429 (the wait itself is tested in the API suite).
    // The runner on loopback is the trusted proxy: the helpers that fill a salon speak as many made-up
    // clients (x-forwarded-for, support/booking.ts), as they did before the address came from TRUST_PROXY only;
    // the browser itself, with no such header, stays one client under the real per-address limits.
    // The server's clock starts at E2E_CLOCK_NOW (a weekday morning in Vietnam) whatever the real hour; the
    // browsers follow it (e2e/support/clock.ts).
    // No resend wait: many tests log the demo customer in, one right after another (the wait itself is
    // tested in apps/api/test/security.test.ts; auth.spec.ts shows the modal's countdown and 429 answer).
    env: { PORT: String(PORT), DATA_DIR: process.env.E2E_DATA_DIR, CLOCK_NOW: E2E_CLOCK_NOW, OTP_RESEND_AFTER_SECONDS: '0', TRUST_PROXY: '127.0.0.1',
      // The suite books far more from one browser than a customer would; the limits are tested in the API suite.
      LIMIT_ANON_CREATES_PER_IP: '10000', LIMIT_HOLDS_PER_IP: '10000', LIMIT_PHONE_LOOKUPS_PER_HOUR: '10000', OTP_MAX_SENDS: '10000' },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
