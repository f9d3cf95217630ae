import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@shine/shared/schemas/errors';
import { createTestApp } from './helpers.ts';

// "Bad input gets a clear error": every documented route, fed nonsense, answers 4xx JSON, never 500.
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const garbageQuery = '?salonId=-1&phone=abc&bookDate=99-99-9999&stylistId=x&listServiceId=a,b&latitude=999&campaignId=%00&pageIndex=-5&cityId=1e99&lang=xx';
const garbageBodies: unknown[] = [{}, { salonId: 'x', phone: 12, code: [], answers: 'no' }, [1, 2, 3], 'just text'];

describe('bad input never becomes a 500', () => {
  it('every documented route answers nonsense with a 4xx JSON envelope', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const failures: string[] = [];
    for (const [rawPath, methods] of Object.entries(doc.paths)) {
      if (rawPath.startsWith('/api/docs')) continue;
      const path = rawPath.replace(/\{[^}]+\}/g, 'not-a-number');
      for (const method of Object.keys(methods).map((m) => m.toUpperCase())) {
        const bodies = method === 'GET' || method === 'DELETE' ? [undefined] : garbageBodies;
        for (const body of bodies) {
          const res = await t.app.inject({
            method: method as 'GET',
            url: path + garbageQuery,
            ...(body === undefined
              ? {}
              : typeof body === 'string'
                ? { payload: body, headers: { 'content-type': 'application/json' } }
                : { payload: body as object }),
          });
          const json = res.headers['content-type']?.toString().includes('application/json');
          if (res.statusCode >= 500 || (res.statusCode >= 400 && !json)) failures.push(`${method} ${path} → ${res.statusCode}`);
          else if (res.statusCode >= 400 && !(ERROR_CODES as readonly string[]).includes(res.json().code))
            failures.push(`${method} ${path} → code ${res.json().code}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('OpenAPI documents the error envelope, with the shared codes, for each failure status', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<
        string,
        Record<string, { responses: Record<string, { content?: Record<string, { schema: { properties?: { code?: { enum?: string[] } } } }> }> }>
      >;
    };
    const create = doc.paths['/api/v1/booking']!.post!.responses;
    for (const status of ['400', '401', '403', '404', '409', '429']) {
      expect(create[status]?.content?.['application/json']?.schema.properties?.code?.enum, status).toEqual([...ERROR_CODES]);
    }
  });
});
