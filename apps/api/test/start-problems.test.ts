import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';

// What a person who runs the server sees when it cannot start: one line saying what to do, no stack.
const ROOT = path.resolve(import.meta.dirname, '../../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'shine-start-problems-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** A server that started when it should have stopped is not left running after its test. */
const running = new Set<ChildProcess>();
afterEach(() => {
  for (const child of running) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  running.clear();
});

/** Runs the server (or, with 'check', the pre-start check of `npm start`) to its exit; resolves with its code and output. */
function run(env: Record<string, string>, entry: 'server' | 'check' = 'server'): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', `apps/api/src/${entry}.ts`], {
    cwd: ROOT,
    env: { ...process.env, TEST_DB: '', NODE_ENV: 'development', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}

function listenAnywhere(): Promise<{ server: Server; port: number }> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as { port: number }).port }));
  });
}

// Each case starts a fresh process that loads the server's TypeScript: slow on a busy machine.
describe('start-up problems', { timeout: 150_000 }, () => {
  it('an unreachable PostgreSQL server is one line saying where and what to do', async () => {
    // A port nothing listens on: bound, then closed again.
    const { server, port } = await listenAnywhere();
    await new Promise((resolve) => server.close(resolve));
    const result = await run({ DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/shine` });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      `Cannot reach PostgreSQL at 127.0.0.1:${port}. Start it (or fix DATABASE_URL), or unset DATABASE_URL to use the embedded database.\n`,
    );
  });

  it('a port in use is one line naming another port', async () => {
    const { server, port } = await listenAnywhere();
    try {
      const result = await run({ PORT: String(port) }, 'check');
      expect(result.code).toBe(1);
      expect(result.stderr).toBe(
        `Port ${port} is already in use (another server still running?). Stop it, or start on another port: PORT=${port + 1} npm start\n`,
      );
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('the pre-start check passes on a free port and an unused data folder, without starting the server', async () => {
    const result = await run({ PORT: '0' }, 'check');
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
  });
});
