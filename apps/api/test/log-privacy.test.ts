import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers.ts';

// Logs never hold a phone, a code, a token or SQL parameters (architecture: security model).
const PHONE = '0912345678';
const TOKEN = 'tok_5e1f0c1d2b3a49e8a7f6c5d4b3a2f1e0';
const BOOKING_TOKEN = 'bkt_9d8c7b6a5f4e3d2c1b0a';

let t: Awaited<ReturnType<typeof createTestApp>>;
const lines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    env: { LOG_LEVEL: 'info' },
    logger: { stream: { write: (line) => lines.push(line) } },
    // Code that logs a whole headers object must still not leak credentials.
    beforeReady: (app) => app.addHook('onResponse', async (request) => request.log.info({ headers: request.headers }, 'headers of a request')),
  });
});
afterAll(() => t.close());

describe('log privacy', () => {
  it('logs paths without query strings, redacts credentials and drops SQL parameters', async () => {
    const secrets = { authorization: `Bearer ${TOKEN}`, cookie: `session=${TOKEN}`, 'x-booking-token': BOOKING_TOKEN };
    await t.app.inject({ url: `/api/v1/booking/fetchAllSalon?phone=${PHONE}`, headers: secrets });
    await t.app.inject({ url: '/api/v1/auth/me', headers: secrets });
    // PostgreSQL refuses a NUL character in jsonb (text fields refuse it at the schema): the insert fails with the phone among its parameters.
    const tracked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/tracking-dynamic',
      payload: { eventId: 'click', data: { phone: PHONE, note: 'a\u0000' } },
    });
    expect(tracked.json().data.stored).toBe(false);

    const output = lines.join('');
    // The requests, the headers line and the database error were all logged...
    expect(output).toContain('"url":"/api/v1/booking/fetchAllSalon"');
    expect(output).toContain('headers of a request');
    expect(output).toContain('[redacted]');
    expect(output).toContain('tracking event not stored');
    // ...without the phone (in any form), the tokens or the query parameters.
    for (const secret of [PHONE, PHONE.slice(1), TOKEN, BOOKING_TOKEN]) expect(output, secret).not.toContain(secret);
    expect(output).not.toMatch(/"params"|"parameters"|insert into/i);
  });
});
