import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

// DATABASE_URL naming a database the PostgreSQL server does not have: the server says how to create it.
const ROOT = path.resolve(import.meta.dirname, '../../..');

/** A server that started when it should have stopped is not left running after its test. */
const running = new Set<ChildProcess>();
afterEach(() => {
  for (const child of running) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  running.clear();
});

function run(env: Record<string, string>, entry: 'server' | 'check' = 'server'): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', `apps/api/src/${entry}.ts`], {
    cwd: ROOT,
    env: { ...process.env, TEST_DB: '', NODE_ENV: 'development', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  running.add(child);
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stderr })));
}

// Each case starts a fresh process that loads the server's TypeScript: slow on a busy machine.
describe('a missing database', { timeout: 150_000 }, () => {
  const server = new URL(process.env.DATABASE_URL!);
  const name = `shine_missing_${randomBytes(4).toString('hex')}`;
  const url = new URL(server);
  url.pathname = `/${name}`;
  const host = server.hostname;
  const port = server.port || '5432';
  const user = decodeURIComponent(server.username) || 'postgres';
  const line = `Database "${name}" does not exist on ${host}:${port}. Create it: createdb -h ${host} -p ${port} -U ${user} ${name}\n`;

  it('stops the server with the createdb command to run', async () => {
    const result = await run({ DATABASE_URL: url.href });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(line);
  });

  it('is found by the pre-start check too (before npm start builds anything)', async () => {
    const result = await run({ DATABASE_URL: url.href }, 'check');
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(line);
  });
});
