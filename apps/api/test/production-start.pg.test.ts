import { type ChildProcess, spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiServerArgs } from '../../../scripts/build.mjs';
import { createThrowawayDatabase } from './helpers.ts';
import { type FakeGateway, startFakeGateway } from './fake-gateway.ts';

// The real production start (`NODE_ENV=production npm start` minus the web build) on PostgreSQL + Redis,
// with ZNS and SMS pointed at a fake gateway. Only in the api-postgres project (*.pg.test.ts).
const ROOT = path.resolve(import.meta.dirname, '../../..');
const SECRET_ALTCHA = 'production-test-altcha-key-6c1f0e2a9b';

let gw: FakeGateway;
let db: Awaited<ReturnType<typeof createThrowawayDatabase>>;
beforeAll(async () => {
  gw = await startFakeGateway();
  db = await createThrowawayDatabase(process.env.DATABASE_URL!);
});
afterAll(async () => {
  await gw?.close();
  await db?.drop();
});

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, apiServerArgs(), {
    cwd: ROOT,
    env: { ...process.env, TEST_DB: '', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (d) => (stdout += d));
  child.stderr!.on('data', (d) => (stderr += d));
  return { child, output: () => ({ stdout, stderr }) };
}

/** Resolves with the base URL once Fastify logs "Server listening at …"; rejects if the process exits first. */
function listening(child: ChildProcess, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`no "Server listening" within ${timeoutMs} ms`)), timeoutMs);
    const onData = (d: Buffer) => {
      seen += d;
      const url = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(seen)?.[1];
      if (url) {
        clearTimeout(timer);
        child.stdout!.off('data', onData);
        resolve(url);
      }
    };
    child.stdout!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}`));
    });
  });
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', resolve)));
const randomPhone = () => `0599${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;

describe('production start', () => {
  it('starts with real gateways: a login code through ZNS, SMS when ZNS fails, no dev outbox', async () => {
    const server = startServer({
      ...gw.env,
      NODE_ENV: 'production',
      DATABASE_URL: db.url,
      REDIS_URL: 'redis://127.0.0.1:6379',
      ALTCHA_HMAC_KEY: SECRET_ALTCHA,
      VIETQR_ACCOUNT_NUMBER: '19031234567890',
      WEB_DIST_DIR: '',
      SEED_DEMO_DATA: 'true',
    });
    try {
      const base = await listening(server.child, 120_000);
      expect((await fetch(`${base}/api/health`)).status).toBe(200);
      const post = (url: string, body: object) =>
        fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

      // Zalo first: the code arrives as the template's `otp` and logs the customer in.
      const viaZalo = randomPhone();
      const sent = await post('/api/v1/otp/send', { phone: viaZalo });
      expect(sent.status).toBe(200);
      expect(((await sent.json()) as { data: { verificationMethod: string } }).data.verificationMethod).toBe('zalo');
      const zaloCode = gw.lastCode(viaZalo)!;
      expect(gw.requests.at(-1)!.path).toBe('/zns');
      expect((await post('/api/v1/auth/login-otp', { phone: viaZalo, otp: zaloCode })).status).toBe(200);

      // Zalo refuses: the same request goes out by SMS, and that code works.
      gw.modes['/zns'] = 'provider-error';
      const viaSms = randomPhone();
      const fallback = await post('/api/v1/otp/send', { phone: viaSms });
      expect(((await fallback.json()) as { data: { verificationMethod: string } }).data.verificationMethod).toBe('sms');
      expect(gw.requests.slice(-2).map((r) => r.path)).toEqual(['/zns', '/sms']);
      const smsCode = gw.lastCode(viaSms)!;
      expect((await post('/api/v1/auth/login-otp', { phone: viaSms, otp: smsCode })).status).toBe(200);

      // (another phone: request URLs are logged, and this one is not the customer's)
      expect((await fetch(`${base}/api/dev/outbox?phone=0912345678`)).status).toBe(404);

      server.child.kill('SIGTERM');
      expect(await exited(server.child), server.output().stdout.split('\n').slice(-5).join('\n')).toBe(0);
      // Production logs carry neither the codes nor the phones.
      const { stdout, stderr } = server.output();
      for (const secret of [zaloCode, smsCode, viaZalo, viaSms, SECRET_ALTCHA]) expect(stdout + stderr).not.toContain(secret);
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
    }
  }, 180_000);

  it('refuses to start with the dev outbox, saying why', async () => {
    const server = startServer({ NODE_ENV: 'production', MESSAGE_SENDER: 'outbox', ALTCHA_HMAC_KEY: SECRET_ALTCHA, DATABASE_URL: db.url });
    expect(await exited(server.child)).toBe(1);
    expect(server.output().stderr).toContain('  - MESSAGE_SENDER: the dev outbox cannot be used in production');
  }, 60_000);
});
