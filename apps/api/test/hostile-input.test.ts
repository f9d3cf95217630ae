import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers.ts';

// Inputs that once reached the database or a parser unchecked and came back as a 500.
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Case = { name: string; method?: 'GET' | 'POST'; url: string; headers?: Record<string, string>; payload?: string };

const boundary = '----shine-hostile';
const multipartType = `multipart/form-data; boundary=${boundary}`;
const cases: Case[] = [
  { name: 'NUL byte in the province search', url: '/api/v1/city/list-city?keyword=%00' },
  { name: 'NUL byte in the salon search', url: '/api/v1/salon/salon-filter?keyword=a%00b' },
  { name: 'pageId above int4', url: '/api/v1/content/home?pageId=2147483648' },
  { name: 'pageId below int4', url: '/api/v1/content/home?pageId=-2147483649' },
  { name: 'a phone number as pageId', url: '/api/v1/content/home?pageId=%2B84912345678' },
  {
    name: 'photos field that is not JSON',
    method: 'POST',
    url: '/api/v1/booking/1/images',
    headers: { 'content-type': multipartType },
    payload: `--${boundary}\r\nContent-Disposition: form-data; name="photos"\r\n\r\n{bad\r\n--${boundary}--\r\n`,
  },
  { name: 'multipart without a boundary', method: 'POST', url: '/api/v1/booking/1/images', headers: { 'content-type': 'multipart/form-data' }, payload: 'abc' },
  {
    name: 'truncated multipart body',
    method: 'POST',
    url: '/api/v1/booking/1/images',
    headers: { 'content-type': multipartType },
    payload: `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\nxyz`,
  },
  { name: 'JSON sent as multipart', method: 'POST', url: '/api/v1/booking/1/images', headers: { 'content-type': multipartType }, payload: '{}' },
];

describe('hostile input is a 4xx JSON envelope, never a 5xx', () => {
  it.each(cases)('$name', async ({ method = 'GET', url, headers, payload }) => {
    const res = await t.app.inject({ method, url, headers, payload });
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, res.body).toBeLessThan(500);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toMatchObject({ message: expect.any(String), code: expect.any(String) });
  });
});
