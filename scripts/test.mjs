#!/usr/bin/env node
// `npm test`: every test of the repo. Unit and API tests (Vitest; the API suite also runs on PostgreSQL
// when DATABASE_URL is set), then the browser e2e suite in Debian's Chromium. Without Chromium the e2e
// suite is skipped with a clear message, except in CI (CI=true or E2E_REQUIRED=1) where that fails.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const e2eRequired = process.env.CI === 'true' || process.env.E2E_REQUIRED === '1';

function run(label, cmd, args) {
  console.info(`\n=== ${label}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  console.info(`=== ${label}: ${res.status === 0 ? 'ok' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`);
  return res.status === 0;
}

const results = [];
// Only what changed since the last build is built again (each part's sources are hashed: scripts/build.mjs).
results.push(['build (web app + API bundle)', run('build', 'npm', ['run', 'build', '--silent', '--', '--if-changed'])]);
results.push(['unit + API (Vitest)', run('unit + API', 'npx', ['vitest', 'run'])]);

if (existsSync(chromium)) {
  results.push(['e2e (Playwright, Chromium)', run('e2e', 'npx', ['playwright', 'test', '-c', 'apps/web/playwright.config.ts'])]);
} else if (e2eRequired) {
  console.error(`\ne2e required but Chromium was not found at ${chromium} (apt-get install -y chromium)`);
  results.push(['e2e (Playwright, Chromium)', false]);
} else {
  console.warn(
    `\ne2e SKIPPED: Chromium not found at ${chromium}. Install it with 'apt-get install -y chromium' (or set CHROMIUM_PATH) to run the browser tests.`,
  );
}

const failed = results.filter(([, ok]) => !ok);
console.info('\n=== summary');
for (const [label, ok] of results) console.info(`${ok ? 'ok  ' : 'FAIL'} ${label}`);
console.info(`${results.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length === 0 ? 0 : 1);
