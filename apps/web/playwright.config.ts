import { defineConfig, devices } from '@playwright/test';
import path from 'node:path';
import type { E2EWorkerOptions } from './e2e/fixtures';
import { E2E_TIMES } from './e2e/support/clock';

// End-to-end tests against the real server (apps/api) serving the built web app (run `npm run build`
// first; `npm test` does). The demo chain is seeded once per run (e2e/support/global-setup.ts); each
// worker starts its own server at its project's fixed time on a copy of it (e2e/fixtures.ts), so tests
// of two workers never share a database. E2E_WORKERS sets how many run side by side (default 2: the
// machines have two cores).
const repoRoot = path.resolve(import.meta.dirname, '../..');

/**
 * The suite runs at a weekday morning (everything ahead, every spec); the booking flows run again near
 * closing (past hours, the first free hour late in the strip, the backup suggestion) and after closing
 * (today is over: the wizard moves to tomorrow). Project names: 'phone', 'desktop', 'phone@19:45', ...
 */
const TIMES = E2E_TIMES.map((time) => ({
  ...time,
  project: (size: string) => (time.name === 'morning' ? size : `${size}@${time.name}`),
  // Every spec in the morning, except the two written for the later times; the booking flow at all three.
  testMatch: { morning: /.*\.spec\.ts/, '19:45': /booking(-evening)?\.spec\.ts/, '21:00': /booking(-closed)?\.spec\.ts/ }[time.name],
  // The back office runs at its own desktop size only (the 'backoffice' project); the tablet's enrolment and kiosk at the
  // tablet's size only (the 'tablet' project).
  testIgnore: time.name === 'morning' ? /(booking-(evening|closed)|backoffice.*|floor-tablet)\.spec\.ts/ : /backoffice.*\.spec\.ts/,
}));

/**
 * Chromium features off: Playwright's own list (its `chromiumSwitches`, 1.65: one `--disable-features` switch,
 * and Chromium keeps only the last one given, so ours repeats it; test/playwright-config.test.ts checks it),
 * then what only costs the suite time. Every new context of this Chromium opened a renderer for the address
 * bar's suggestion popup, a WebUI page nobody sees headless (`chrome://omnibox-popup.top-chrome`, ~2 s of CPU
 * each), and a spare renderer kept warm for the next navigation: about a fifth of the suite's CPU on a
 * two-core machine (issue 28: CI time).
 */
const DISABLED_FEATURES = [
  ...['AvoidUnnecessaryBeforeUnloadCheckSync', 'DestroyProfileOnBrowserClose', 'HttpsUpgrades', 'HttpsFirstBalancedModeAutoEnable', 'LensOverlay'],
  ...['MediaRouter', 'PaintHolding', 'ThirdPartyStoragePartitioning', 'AvoidCorsURLLoaderRestartOnRedirect', 'TcpPortRandomizationWin'],
  ...['OptimizationHints', 'NetworkTimeServiceQuerying', 'AimEnabled', 'PreconnectToSearch', 'msForceBrowserSignIn'],
  ...['msEdgeUpdateLaunchServicesPreferredVersion'],
  ...['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'SpareRendererForSitePerProcess'],
];

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    `--disable-features=${DISABLED_FEATURES.join(',')}`,
  ],
};

export default defineConfig<object, E2EWorkerOptions>({
  testDir: './e2e',
  globalSetup: './e2e/support/global-setup.ts',
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
  outputDir: path.join(repoRoot, 'test-results'),
  use: {
    launchOptions: chromium,
    // A trace records every step of every test (about a quarter of the suite's time here) to keep the failed
    // ones; CI keeps no artifacts, so it only pays for it where someone can open them.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
  },
  projects: [
    ...TIMES.map((time) => ({
      name: time.project('phone'),
      testMatch: time.testMatch,
      testIgnore: time.testIgnore,
      use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, e2eTime: time.name },
    })),
    // The salon floor's reception and stylist screens, the TV and the tablet's enrolment and kiosk at the reception
    // tablet's size (issue 30). A paid visit as its customer sees it (floor-visit) runs at the phone's size only,
    // where he sees it; reception's screens at this size are the other specs' (issue 28: CI time).
    {
      name: 'tablet',
      testMatch: /floor(-live|-tablet)?\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1024, height: 768 }, hasTouch: true, e2eTime: 'morning' as const },
    },
    // The chain's back office (issue 32): desktop first, 1366×768 (its spec also looks at a 1024×768 tablet).
    {
      name: 'backoffice',
      testMatch: /backoffice.*\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 768 }, e2eTime: 'morning' as const },
    },
    // The later times check the clock, not the layout: the phone's size alone. At desktop size run the tests
    // marked BOTH_SIZES (e2e/fixtures.ts): those whose screen lays out differently on a wide screen (issue 28: CI time).
    ...TIMES.filter((time) => time.name === 'morning').map((time) => ({
      name: time.project('desktop'),
      testMatch: time.testMatch,
      testIgnore: time.testIgnore,
      grep: /@both-sizes/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 768 }, e2eTime: time.name },
    })),
  ],
});
