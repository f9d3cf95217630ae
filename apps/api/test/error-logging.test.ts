import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers.ts';

/**
 * Issue 27 item 7: a client's mistake (401, 400, 404) is not the server's error. It is logged at info
 * without a stack, so the error level keeps to what an operator must look at: a 5xx, with its stack.
 */
type LogLine = { level: number; reqId?: string; msg?: string; err?: { stack?: string; type?: string }; res?: { statusCode?: number } };

let t: Awaited<ReturnType<typeof createTestApp>>;
const lines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    env: { LOG_LEVEL: 'trace' },
    logger: { stream: { write: (line) => lines.push(line) } },
    beforeReady: (app) =>
      app.get('/api/v1/test-failure', async () => {
        throw new Error('the disk is full');
      }),
  });
});
afterAll(() => t.close());

const ERROR = 50;
const INFO = 30;

/** The log lines of one request: the lines with the reqId of the line that logged its response. */
async function linesOf(request: InjectOptions, status: number): Promise<LogLine[]> {
  lines.length = 0;
  const res = await t.app.inject(request);
  expect(res.statusCode, res.body).toBe(status);
  const parsed = lines.map((l) => JSON.parse(l) as LogLine);
  const reqId = parsed.find((l) => l.res?.statusCode === status)?.reqId;
  expect(reqId, 'the response is logged').toBeDefined();
  return parsed.filter((l) => l.reqId === reqId);
}

describe('error logging (issue 27 item 7)', () => {
  it.each([
    ['401: login required', { url: '/api/v1/auth/me' }, 401],
    ['401: a revoked token', { url: '/api/v1/auth/me', headers: { authorization: 'Bearer tok_00000000000000000000000000000000' } }, 401],
    ['400: bad input', { method: 'POST' as const, url: '/api/v1/customer/rating', payload: { bookingId: 'x' } }, 400],
    ['400: malformed JSON', { method: 'POST' as const, url: '/api/v1/auth/verify', payload: '{', headers: { 'content-type': 'application/json' } }, 400],
    ['404: unknown booking', { url: '/api/v1/booking/999999' }, 404],
    // VNPay's callback answers 200 whatever happens (its own error handler): a refused token is still the caller's mistake.
    [
      '401 in the payment callback',
      { url: '/api/v1/payments/vnpay/ipn?vnp_TxnRef=1', headers: { authorization: 'Bearer tok_00000000000000000000000000000000' } },
      200,
    ],
  ])('%s is logged at info, without a stack', async (_name, request, status) => {
    const logged = await linesOf(request, status);
    expect(logged.filter((l) => l.level > INFO)).toEqual([]);
    expect(logged.filter((l) => l.err?.stack)).toEqual([]);
  });

  it('a 5xx is logged at error level with its stack', async () => {
    const logged = await linesOf({ url: '/api/v1/test-failure' }, 500);
    const errors = logged.filter((l) => l.level >= ERROR);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.some((l) => l.err?.stack?.includes('error-logging.test.ts'))).toBe(true);
  });
});
