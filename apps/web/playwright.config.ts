import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

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
    env: { PORT: String(PORT), DATA_DIR: process.env.E2E_DATA_DIR },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
