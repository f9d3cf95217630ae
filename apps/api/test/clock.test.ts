import { ZClockResponse } from '@shine/shared/schemas/clock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { clockFromConfig, systemClock } from '../src/lib/clock.ts';
import { createTestApp, TEST_NOW } from './helpers.ts';

// Style guide: time comes from one clock. The running server's clock can be fixed (CLOCK_NOW, then it
// runs on) or offset (CLOCK_OFFSET_MS) outside production; the browser reads it at GET /api/v1/clock.

describe('the server clock from config', () => {
  it('is the real clock when nothing is set', () => {
    expect(clockFromConfig(loadConfig({}))).toBe(systemClock);
  });

  it('CLOCK_NOW starts the clock at that instant and lets it run on, by monotonic time', () => {
    let real = Date.parse('2030-01-01T00:00:00Z');
    let elapsed = 5_000;
    const clock = clockFromConfig(
      loadConfig({ CLOCK_NOW: '2026-11-23T09:15:00+07:00' }),
      () => real,
      () => elapsed,
    );
    expect(clock.now().toISOString()).toBe('2026-11-23T02:15:00.000Z');
    elapsed += 90_000;
    expect(clock.now().toISOString()).toBe('2026-11-23T02:16:30.000Z');
    // The machine's wall clock stepping back 10 minutes does not take the server's time with it.
    real -= 600_000;
    expect(clock.now().toISOString()).toBe('2026-11-23T02:16:30.000Z');
  });

  it('CLOCK_FROZEN keeps the clock at CLOCK_NOW however long the server runs', () => {
    let real = Date.parse('2030-01-01T00:00:00Z');
    const clock = clockFromConfig(loadConfig({ CLOCK_NOW: '2026-11-23T19:45:00+07:00', CLOCK_FROZEN: 'true' }), () => real);
    real += 600_000;
    expect(clock.now().toISOString()).toBe('2026-11-23T12:45:00.000Z');
    expect(() => loadConfig({ CLOCK_FROZEN: 'true' })).toThrow(/CLOCK_FROZEN: a frozen clock needs CLOCK_NOW/);
  });

  it('CLOCK_OFFSET_MS moves the real clock, on top of CLOCK_NOW when both are set', () => {
    const real = Date.parse('2026-11-23T00:00:00Z');
    expect(
      clockFromConfig(loadConfig({ CLOCK_OFFSET_MS: '-3600000' }), () => real)
        .now()
        .toISOString(),
    ).toBe('2026-11-22T23:00:00.000Z');
    expect(
      clockFromConfig(
        loadConfig({ CLOCK_NOW: '2026-11-23T09:15:00+07:00', CLOCK_OFFSET_MS: '60000' }),
        () => real,
        () => 0,
      )
        .now()
        .toISOString(),
    ).toBe('2026-11-23T02:16:00.000Z');
  });

  it('refuses a CLOCK_NOW without an offset and any moved clock in production', () => {
    expect(() => loadConfig({ CLOCK_NOW: '2026-11-23T09:15:00' })).toThrow(/CLOCK_NOW: expected an ISO instant with offset/);
    const production = {
      NODE_ENV: 'production',
      MESSAGE_SENDER: 'sms',
      SMS_API_URL: 'https://sms.example',
      SMS_API_KEY: 'k',
      SMS_SECRET_KEY: 's',
      SMS_BRANDNAME: 'SHINE',
      ALTCHA_HMAC_KEY: 'a-real-secret-key-1234',
      VIETQR_ACCOUNT_NUMBER: '19031234567890',
    };
    expect(() => loadConfig(production)).not.toThrow();
    expect(() => loadConfig({ ...production, CLOCK_NOW: '2026-11-23T09:15:00+07:00' })).toThrow(/CLOCK_NOW: the clock cannot be moved in production/);
    expect(() => loadConfig({ ...production, CLOCK_OFFSET_MS: '1000' })).toThrow(/CLOCK_OFFSET_MS: the clock cannot be moved in production/);
  });
});

describe('GET /api/v1/clock', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it("answers the server's now, never cached", async () => {
    const res = await t.app.inject({ url: '/api/v1/clock' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(ZClockResponse.parse(res.json()).data.now).toBe(TEST_NOW);
    t.clock.advance(1000);
    expect((await t.app.inject({ url: '/api/v1/clock' })).json()).toEqual({ data: { now: '2026-11-21T01:00:01.000Z' } });
  });

  it('is documented in OpenAPI', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as { paths: Record<string, unknown> };
    expect(doc.paths['/api/v1/clock']).toHaveProperty('get');
  });
});
