import type { Endpoint } from '@shine/shared/contracts/endpoint';
import * as contracts from '@shine/shared/contracts/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers.ts';

// Issue 28: one contract per endpoint. Every call the OpenAPI document lists is declared in
// packages/shared/src/contracts (the route is registered from it, the web's client is typed by it), the
// JSON ones outside the envelope too (`enveloped: false`), unless it answers something other than JSON (a
// file, a CSV, an event stream) or is a gateway's call answered in that gateway's own shape.
const NOT_JSON = new Set<string>([
  'GET /', // the home page's HTML (registered when the web app is built)
  'GET /api/v1/admin/applications/:id/cv', // the CV file (PDF or DOCX)
  'GET /api/v1/admin/reports.csv', // a CSV file
  'GET /api/v1/staff/salons/:salonId/events', // Server-Sent Events (text/event-stream)
  'GET /api/v1/payments/vnpay/ipn', // VNPay's server-to-server call: VNPay's own { RspCode, Message }, never the envelope
]);

let t: Awaited<ReturnType<typeof createTestApp>>;
let operations: string[];
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> };
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
  );
});
afterAll(() => t.close());

const declared = (Object.values(contracts) as unknown[])
  .filter((value): value is Endpoint => typeof value === 'object' && value !== null && 'method' in value && 'path' in value)
  .map((contract) => `${contract.method} ${contract.path}`);

describe('endpoint contracts', () => {
  it('each contract names its own call, and is registered', () => {
    expect(new Set(declared).size).toBe(declared.length);
    expect(declared.filter((name) => !operations.includes(name))).toEqual([]);
  });

  it('every JSON call the API documents has a contract', () => {
    const missing = operations.filter((name) => !declared.includes(name) && !NOT_JSON.has(name));
    expect(missing).toEqual([]);
  });
});
