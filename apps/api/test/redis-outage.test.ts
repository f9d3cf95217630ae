import { once } from 'node:events';
import { type AddressInfo, type Socket, connect, createServer } from 'node:net';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { redisOptions } from '../src/lib/redis.ts';
import { registerWithPassword } from './account-fixtures.ts';
import { newPhone } from './fixtures.ts';
import { createTestApp } from './helpers.ts';

// REDIS_URL set but Redis unreachable, dead or stalled: no request waits on it for long (target 200 ms;
// 1 s asserted to stay clear of a busy machine), limits and login counters fall back to this process,
// login keeps working, health says so, and the outage is logged once, not per request.

const LOCAL_REDIS = 6379;
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A TCP relay to the local Redis that the test can cut (Redis dies) or freeze (Redis stalls). */
async function redisRelay() {
  const sockets = new Set<Socket>();
  let frozen = false;
  const server = createServer((client) => {
    const upstream = connect(LOCAL_REDIS, '127.0.0.1');
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      sockets.add(from);
      from.on('error', () => {});
      from.on('data', (chunk) => frozen || to.write(chunk));
      from.on('close', () => to.destroy());
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  cleanups.push(() => {
    server.close();
    for (const socket of sockets) socket.destroy();
  });
  return {
    url: `redis://127.0.0.1:${(server.address() as AddressInfo).port}`,
    freeze: () => (frozen = true),
    kill() {
      server.close();
      for (const socket of sockets) socket.destroy();
    },
  };
}

async function appWithRedis(url: string, env: Record<string, string> = {}) {
  // Connected once the app listens to its errors, as server.ts does (the test's database set-up awaits first).
  const redis = new Redis(url, { ...redisOptions(), lazyConnect: true });
  const lines: string[] = [];
  const t = await createTestApp({ seed: false, redis, logger: { stream: { write: (line) => lines.push(line) } }, env: { LOG_LEVEL: 'warn', ...env } });
  await redis.connect().catch(() => {});
  cleanups.push(async () => {
    await t.close();
    redis.disconnect();
  });
  const warnings = () => lines.filter((line) => line.includes('Redis unavailable')).length;
  return { app: t.app, redis, warnings };
}

/** Each call answers in under a second; returns status and body. */
async function quick(app: FastifyInstance, request: InjectOptions) {
  const started = performance.now();
  const res = await app.inject(request);
  const ms = performance.now() - started;
  expect(ms, `${JSON.stringify(request)} took ${Math.round(ms)} ms`).toBeLessThan(1000);
  return res;
}

async function expectLoginWorks(app: FastifyInstance, phone: string, password: string) {
  const wrong = await quick(app, { method: 'POST', url: '/api/v1/auth/login', payload: { phone, password: '000000' } });
  expect(wrong.json().code).toBe('LOGIN_FAILED');
  const right = await quick(app, { method: 'POST', url: '/api/v1/auth/login', payload: { phone, password } });
  expect(right.statusCode, right.body).toBe(200);
  expect(right.json().data.accessToken).toEqual(expect.any(String));
}

const health = async (app: FastifyInstance) => (await quick(app, { url: '/api/health' })).json().data;

describe('Redis outage', () => {
  it('unreachable from the start: login works, limits hold in process, health says down, one warning', async () => {
    const { app, warnings } = await appWithRedis('redis://127.0.0.1:1', { AUTH_RATE_LIMIT_PER_MINUTE: '5' });
    const phone = newPhone();
    await registerWithPassword(app, phone, '246810');
    await expectLoginWorks(app, phone, '246810');
    expect(await health(app)).toMatchObject({ status: 'ok', redis: 'down' });

    // The per-IP auth limit still applies (in this process), instead of being skipped.
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await quick(app, { method: 'POST', url: '/api/v1/auth/verify', payload: {} })).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    expect(warnings()).toBe(1);
  });

  it('dies while serving: the next requests fall back at once', async () => {
    const relay = await redisRelay();
    const { app, redis, warnings } = await appWithRedis(relay.url);
    expect(await health(app)).toMatchObject({ redis: 'up' });
    const phone = newPhone();
    await registerWithPassword(app, phone, '246810');
    // While Redis is up, a failed password is counted there.
    await quick(app, { method: 'POST', url: '/api/v1/auth/login', payload: { phone, password: '000000' } });
    expect(await redis.zcard(`auth:login-fail:${phone}`)).toBe(1);
    await expectLoginWorks(app, phone, '246810');
    expect(warnings()).toBe(0);

    relay.kill();
    await expectLoginWorks(app, phone, '246810');
    expect(await health(app)).toMatchObject({ redis: 'down' });
    expect(warnings()).toBe(1);
  });

  it('stalls (connected, never answers): a call gives up after its 200 ms timeout, then Redis is skipped', async () => {
    const relay = await redisRelay();
    const { app, warnings } = await appWithRedis(relay.url);
    const phone = newPhone();
    await registerWithPassword(app, phone, '246810');

    relay.freeze();
    await expectLoginWorks(app, phone, '246810');
    expect(await health(app)).toMatchObject({ redis: 'down' });
    expect(warnings()).toBe(1);
  });
});
