import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The real start-up path (`npm start` minus the web build): config, migrations, demo data, listen, SIGTERM.
// Runs on PGlite only (excluded from the PostgreSQL project in vitest.config.ts).
const dataDir = mkdtempSync(path.join(tmpdir(), 'shine-server-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}

async function start(port: number): Promise<{ child: ChildProcess; ms: number }> {
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: path.resolve(import.meta.dirname, '../../..'),
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'development', DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false);
    if (ok) return { child, ms: Date.now() - started };
    await new Promise((r) => setTimeout(r, 200));
  }
}

function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

describe('server start-up', () => {
  it('migrates, loads demo data on first start, keeps it across a clean restart', async () => {
    const port = await freePort();
    const first = await start(port);
    console.info(`first start (migrate + demo data): ${first.ms} ms`);
    expect(first.ms).toBeLessThan(30_000);
    const salons = (await (await fetch(`http://127.0.0.1:${port}/api/v1/booking/fetchAllSalon`)).json()) as { data: unknown[] };
    expect(salons.data.length).toBeGreaterThanOrEqual(60);
    await fetch(`http://127.0.0.1:${port}/api/v1/tracking-dynamic`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ eventId: 'restart-check' }) });
    expect(await stop(first.child)).toBe(0);

    const second = await start(port);
    console.info(`restart: ${second.ms} ms`);
    const again = (await (await fetch(`http://127.0.0.1:${port}/api/v1/booking/fetchAllSalon`)).json()) as { data: unknown[] };
    expect(again.data.length).toBe(salons.data.length);
    expect(await stop(second.child)).toBe(0);
  }, 120_000);

  it('refuses to start with a bad configuration, listing what is wrong', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: path.resolve(import.meta.dirname, '../../..'),
      env: { ...process.env, PORT: 'not-a-port', DATABASE_URL: 'mysql://nope' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (d) => (stderr += d));
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('PORT');
    expect(stderr).toContain('DATABASE_URL');
  }, 60_000);
});
