#!/usr/bin/env node
// CI: production runs from the build alone. The build output and the package files are copied to an
// empty folder, installed there without devDependencies (no tsx, Vite, TypeScript or esbuild), started
// with plain `node` as production (NODE_ENV=production, real-gateway configuration), and asked for
// /api/health and the home page. Fails on any EBADENGINE warning of that install, too.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from './build.mjs';

const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const fail = (message) => {
  console.error(`check-production: FAIL: ${message}`);
  process.exitCode = 1;
};

// 1. The build, as `npm run build` makes it (skipped for a part whose sources have not changed since).
const build = spawnSync(process.execPath, ['scripts/build.mjs', '--if-changed'], { cwd: ROOT, stdio: 'inherit' });
if (build.status !== 0) process.exit(1);

// 2. Only what a deploy ships: package files, migrations and the build output.
const dir = mkdtempSync(path.join(tmpdir(), 'shine-production-'));
const SHIPPED = [
  'package.json',
  'package-lock.json',
  'packages/shared/package.json',
  'apps/web/package.json',
  'apps/api/package.json',
  'apps/api/dist',
  'apps/api/drizzle',
  'apps/web/dist',
  'apps/web/dist-server',
];
for (const rel of SHIPPED) cpSync(path.join(ROOT, rel), path.join(dir, rel), { recursive: true });

let server;
try {
  const install = spawnSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline'], { cwd: dir, encoding: 'utf8' });
  const installOutput = `${install.stdout}${install.stderr}`;
  if (install.status !== 0) throw new Error(`npm ci --omit=dev failed:\n${installOutput}`);
  if (installOutput.includes('EBADENGINE')) fail(`npm ci warns EBADENGINE on Node ${process.version}:\n${installOutput}`);
  for (const devOnly of ['tsx', 'vite', 'typescript', 'esbuild', 'vitest']) {
    if (existsSync(path.join(dir, 'node_modules', devOnly))) fail(`${devOnly} was installed without devDependencies`);
  }
  console.info(`check-production: installed without devDependencies (${seconds()})`);

  // 3. Start as production does, on the embedded database in the temp folder.
  server = spawn(process.execPath, ['apps/api/dist/src/server.js'], {
    cwd: dir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: path.join(dir, 'data'),
      SEED_DEMO_DATA: 'false',
      MESSAGE_SENDER: 'sms',
      SMS_API_URL: 'http://127.0.0.1:9/sms',
      SMS_API_KEY: 'key',
      SMS_SECRET_KEY: 'secret',
      SMS_BRANDNAME: 'Shine',
      ALTCHA_HMAC_KEY: randomBytes(24).toString('hex'),
      VIETQR_ACCOUNT_NUMBER: '19031234567890',
    },
  });
  let output = '';
  server.stdout.on('data', (d) => (output += d));
  server.stderr.on('data', (d) => (output += d));
  const base = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no "Server listening" within 60 s:\n${output}`)), 60_000);
    server.stdout.on('data', () => {
      const url = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve(url);
      }
    });
    server.once('exit', (code) => reject(new Error(`the server exited with ${code}:\n${output}`)));
  });
  console.info(`check-production: listening at ${base} (${seconds()})`);

  // 4. What a visitor and a load balancer ask first.
  for (const [url, type] of [
    ['/api/health', 'application/json'],
    ['/', 'text/html'],
  ]) {
    const answer = await fetch(`${base}${url}`);
    const contentType = answer.headers.get('content-type') ?? '';
    // Read to the end: the page is streamed, and a response left unread keeps its connection busy.
    const body = await answer.text();
    const whole = type === 'text/html' ? body.includes('</html>') : body.includes('"status":"ok"');
    if (answer.status !== 200 || !contentType.startsWith(type) || !whole) fail(`GET ${url}: ${answer.status} ${contentType}, ${body.length} bytes`);
    else console.info(`check-production: GET ${url} → 200 ${type}`);
  }
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  const code = await exited;
  if (code !== 0) fail(`the server exited with ${code} on SIGTERM:\n${output}`);
} catch (err) {
  fail(err instanceof Error ? err.message : String(err));
} finally {
  if (server && server.exitCode === null) server.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
}
console.info(`check-production: ${process.exitCode ? 'FAILED' : 'ok'} in ${seconds()}`);
process.exit();
