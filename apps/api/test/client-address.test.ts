import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { createTestApp } from './helpers.ts';

// Per-IP limits hold only if a client cannot choose its own address: X-Forwarded-For is believed only
// from the proxies TRUST_PROXY names.
let t: Awaited<ReturnType<typeof createTestApp>> | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const echoIp = (app: FastifyInstance) => app.get('/api/test/ip', async (request) => ({ ip: request.ip }));

async function appWith(env: Record<string, string>) {
  t = await createTestApp({ seed: false, env: { AUTH_RATE_LIMIT_PER_MINUTE: '3', ...env }, beforeReady: echoIp });
  return t.app;
}

/** Four bad logins-step-1 (a 400 each, still counted), each claiming another client address. */
async function verifyStatuses(app: FastifyInstance, forwardedFor: (i: number) => string) {
  const statuses: number[] = [];
  for (let i = 0; i < 4; i++) {
    const res = await app.inject({ method: 'POST', url: '/api/v1/auth/verify', payload: {}, headers: { 'x-forwarded-for': forwardedFor(i) } });
    statuses.push(res.statusCode);
  }
  return statuses;
}

describe('client address', () => {
  it('by default a forged X-Forwarded-For changes neither request.ip nor the per-IP limit', async () => {
    const app = await appWith({});
    const res = await app.inject({ url: '/api/test/ip', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(res.json().ip).toBe('127.0.0.1');
    expect(await verifyStatuses(app, (i) => `198.51.100.${i + 1}`)).toEqual([400, 400, 400, 429]);
  });

  it('with TRUST_PROXY naming the proxy, its X-Forwarded-For is the client address', async () => {
    const app = await appWith({ TRUST_PROXY: '127.0.0.1' });
    const res = await app.inject({ url: '/api/test/ip', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(res.json().ip).toBe('203.0.113.9');
    // Four clients behind the proxy: one request each, nobody limited...
    expect(await verifyStatuses(app, (i) => `198.51.100.${i + 1}`)).toEqual([400, 400, 400, 400]);
    // ...while one client is limited on its own address.
    expect(await verifyStatuses(app, () => '198.51.100.99')).toEqual([400, 400, 400, 429]);
  });

  it('TRUST_PROXY accepts true/false, a hop count, or addresses and CIDRs, and refuses anything else', () => {
    const parse = (value: string) => loadConfig({ TRUST_PROXY: value }).TRUST_PROXY;
    expect(parse('false')).toBe(false);
    expect(parse('true')).toBe(true);
    expect(parse('10.0.0.0/8, 127.0.0.1,::1')).toEqual(['10.0.0.0/8', '127.0.0.1', '::1']);
    const twoHops = parse('2') as (address: string, hop: number) => boolean;
    expect([twoHops('10.0.0.1', 0), twoHops('10.0.0.2', 1), twoHops('10.0.0.3', 2)]).toEqual([true, true, false]);
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    for (const bad of ['yes', '10.0.0.0/33', 'proxy.example.com', '127.0.0.1/8/1']) expect(() => parse(bad), bad).toThrow(ConfigError);
  });
});
