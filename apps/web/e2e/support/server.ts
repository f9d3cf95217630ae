import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { apiServerArgs } from '../../../../scripts/build.mjs';

// The real server (apps/api) serving the built web app, on PGlite in its own data folder. Each Playwright
// worker starts one for its project's fixed time (fixtures.ts) from a copy of the demo chain seeded once
// per run (global-setup.ts), so two workers never share a database. A DATABASE_URL or REDIS_URL of the
// caller (CI sets DATABASE_URL for the API suite) is not passed on: servers at different fixed times on one
// database would act on each other's bookings (a 21:00 create expires the holds a 19:45 test still confirms).

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

export interface E2EServer {
  url: string;
  stop: () => Promise<void>;
}

/** A port nothing listens on right now. */
async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  await once(probe, 'close');
  return port;
}

async function healthy(url: string, child: ChildProcess, output: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the e2e server exited with ${child.exitCode}:\n${output()}`);
    const ok = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the e2e server did not answer ${url}/api/health within ${timeoutMs / 1000} s:\n${output()}`);
}

/**
 * Starts the server on `dataDir` with its clock at `clockNow` (`frozen`: it stands still there) and
 * resolves once /api/health answers. `logFile`: where its request log goes (read it after a failure).
 */
export async function startServer({
  dataDir,
  clockNow,
  frozen,
  logFile,
}: {
  dataDir: string;
  clockNow: string;
  frozen: boolean;
  logFile?: string;
}): Promise<E2EServer> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  if (logFile) mkdirSync(path.dirname(logFile), { recursive: true });
  const log = logFile ? openSync(logFile, 'a') : 'ignore';
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;
  // What production runs when it is current: a start without compiling hundreds of files (issue 28: CI time).
  const child = spawn(process.execPath, apiServerArgs(), {
    cwd: repoRoot,
    stdio: ['ignore', log, 'pipe'],
    env: {
      ...inherited,
      NODE_ENV: 'development',
      PORT: String(port),
      DATA_DIR: dataDir,
      CLOCK_NOW: clockNow,
      CLOCK_FROZEN: String(frozen),
      // No resend wait: many tests log the same phone in by API and then in the browser (the wait itself is
      // tested in apps/api/test/security.test.ts; the modals' countdowns in auth.spec.ts and booking.spec.ts).
      OTP_RESEND_AFTER_SECONDS: '0',
      // No background jobs: the morning's clock runs on, so a booking a test made for the next hour would
      // become a no-show by itself 15 minutes after it on a slow run. The jobs are tested on both databases in
      // apps/api/test/jobs*.test.ts; the screens show what they leave behind like any other stage.
      JOBS_RUNNER: 'false',
      // The runner on loopback is the trusted proxy: the helpers that fill a salon speak as many made-up
      // clients (x-forwarded-for, support/booking.ts); the browser itself, with no such header, stays one
      // client under the real per-address limits.
      TRUST_PROXY: '127.0.0.1',
      // The suite books far more from one browser than a customer would; the limits are tested in the API suite.
      LIMIT_ANON_CREATES_PER_IP: '10000',
      LIMIT_HOLDS_PER_IP: '10000',
      LIMIT_PHONE_LOOKUPS_PER_HOUR: '10000',
      OTP_MAX_SENDS: '10000',
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    },
  });
  if (typeof log === 'number') closeSync(log);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
    process.stderr.write(chunk);
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  };
  try {
    await healthy(url, child, () => stderr, 180_000);
    // The first server render loads the render bundle and warms the JIT and the database (several seconds
    // on a busy machine): paid here, once per server, not inside the first test's own time.
    for (const page of ['/', '/booking']) await fetch(`${url}${page}`).then((response) => response.arrayBuffer());
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
