import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { apiServerArgs } from '../../../scripts/build.mjs';

// The real start-up path (`npm start` minus the web build): config, migrations, demo data, listen, SIGTERM.
// Runs on PGlite only (excluded from the PostgreSQL project in vitest.config.ts). Each test waits for what the
// server says or answers; its time limit (LIMIT) only stops a hung run: a first start takes 10-30 s alone, and
// several times that on a loaded two-core machine.
const LIMIT = 600_000;
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

/** Every server a test starts; whatever a failed test left running is killed before the next one. */
const running = new Set<ChildProcess>();
afterEach(async () => {
  await Promise.all(
    [...running].map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve(null);
          child.once('exit', resolve);
          child.kill('SIGKILL');
        }),
    ),
  );
  running.clear();
});

function spawnServer(port: number, env: Record<string, string> = {}): ChildProcess {
  const child = spawn(process.execPath, apiServerArgs(), {
    cwd: path.resolve(import.meta.dirname, '../../..'),
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'development', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  running.add(child);
  return child;
}

async function start(port: number, env: Record<string, string> = {}): Promise<{ child: ChildProcess; ms: number }> {
  const started = Date.now();
  const child = spawnServer(port, env);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
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

describe('server start-up', { timeout: LIMIT }, () => {
  it('migrates, loads demo data on first start, keeps it across a clean restart', async () => {
    const port = await freePort();
    const first = await start(port);
    // A figure for the README, not an assertion: the time depends on the machine and its load.
    console.info(`first start (migrate + demo data): ${first.ms} ms`);
    const salons = (await (await fetch(`http://127.0.0.1:${port}/api/v1/booking/fetchAllSalon`)).json()) as { data: unknown[] };
    expect(salons.data.length).toBeGreaterThanOrEqual(60);
    await fetch(`http://127.0.0.1:${port}/api/v1/tracking-dynamic`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ eventId: 'restart-check' }),
    });
    expect(await stop(first.child)).toBe(0);

    const second = await start(port);
    console.info(`restart: ${second.ms} ms`);
    const again = (await (await fetch(`http://127.0.0.1:${port}/api/v1/booking/fetchAllSalon`)).json()) as { data: unknown[] };
    expect(again.data.length).toBe(salons.data.length);
    expect(await stop(second.child)).toBe(0);
  });

  it("CLOCK_NOW moves the running server's clock: /api/v1/clock reports it and shifts are topped up from that day", async () => {
    const port = await freePort();
    // 30 days ahead at 09:15 in Vietnam: past the demo data's 14 days of shifts, loaded from the real today.
    const day = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const clockNow = `${day}T09:15:00+07:00`;
    const dateBook = `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;
    const stylists = async () =>
      (
        (await (await fetch(`http://127.0.0.1:${port}/api/v1/booking/getAllStyListV4?salonId=1&workDate=${dateBook}`)).json()) as {
          data: { stylists: unknown[] };
        }
      ).data.stylists.length;

    const real = await start(port);
    expect(await stylists()).toBe(0);
    expect(await stop(real.child)).toBe(0);

    const moved = await start(port, { CLOCK_NOW: clockNow });
    const { data } = (await (await fetch(`http://127.0.0.1:${port}/api/v1/clock`)).json()) as { data: { now: string } };
    const ahead = Date.parse(data.now) - Date.parse(clockNow);
    // The clock runs on from CLOCK_NOW (start-up time included): far from the real time, 30 days away.
    expect(ahead).toBeGreaterThanOrEqual(0);
    expect(ahead).toBeLessThan(120_000);
    expect(await stylists()).toBeGreaterThan(0);
    expect(await stop(moved.child)).toBe(0);
  });

  it('one process per data folder: a second start exits with a message, a kill -9 leaves no blocking lock', async () => {
    const port = await freePort();
    const first = await start(port);
    const second = spawnServer(await freePort());
    let stderr = '';
    second.stderr!.on('data', (d) => (stderr += d));
    const code = await new Promise((resolve) => second.once('exit', resolve));
    expect(code).not.toBe(0);
    expect(stderr).toContain(`Another Shine server is already using ${dataDir} (pid ${first.child.pid}). Stop it first, or set DATA_DIR to another folder.`);
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);

    // kill -9 leaves the lock file behind; its process is gone, so the next start takes over.
    await new Promise((resolve) => {
      first.child.once('exit', resolve);
      first.child.kill('SIGKILL');
    });
    expect(existsSync(path.join(dataDir, 'shine.lock'))).toBe(true);
    const next = await start(port);
    expect(await stop(next.child)).toBe(0);
    // A clean shutdown removes it.
    expect(existsSync(path.join(dataDir, 'shine.lock'))).toBe(false);
  });

  it('refuses to start with a bad configuration, listing what is wrong', async () => {
    const child = spawn(process.execPath, apiServerArgs(), {
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
  });
});
