import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers.ts';
import { createBookingRequest, newPhone, stylistsOnShift } from './fixtures.ts';

// Compression and caching of everything the server sends: the built web app precompressed at build
// time (.br/.gz next to each file, sent by @fastify/static), dynamic answers compressed per request
// (@fastify/compress), and the cache policy that keeps a deploy from breaking open pages.
// The web build is not needed: a small fake dist/ is made here, with its .br/.gz as the build makes them.

const dist = mkdtempSync(path.join(tmpdir(), 'shine-dist-'));
const INDEX_HTML = `<!doctype html><html lang="vi"><head><meta charset="utf-8"><title>Shine</title>${'<link rel="modulepreload" href="/assets/app-abc123.js">'.repeat(30)}</head><body><div id="root"></div><script type="module" src="/assets/app-abc123.js"></script></body></html>`;
const APP_JS = `export const salons = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Salon ${i}` })))};\n`;
const LOGO_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>';

/** A file and, like the build, its .br and .gz siblings. */
function writePrecompressed(file: string, text: string) {
  const full = path.join(dist, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, text);
  writeFileSync(`${full}.br`, brotliCompressSync(text));
  writeFileSync(`${full}.gz`, gzipSync(text));
}

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  writePrecompressed('index.html', INDEX_HTML);
  writePrecompressed('assets/app-abc123.js', APP_JS);
  mkdirSync(path.join(dist, 'brand'));
  writeFileSync(path.join(dist, 'brand/logo.svg'), LOGO_SVG);
  t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

async function get(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ url, headers });
}
/** The body as the browser sees it after undoing `content-encoding`. */
function decoded(res: Awaited<ReturnType<typeof get>>): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString('utf8');
  return res.rawPayload.toString('utf8');
}
const varyOnEncoding = (res: Awaited<ReturnType<typeof get>>) =>
  String(res.headers.vary ?? '')
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .includes('accept-encoding');

describe('built web app (precompressed at build time)', () => {
  it.each([
    ['/', INDEX_HTML],
    ['/index.html', INDEX_HTML],
    ['/assets/app-abc123.js', APP_JS],
  ])('%s: brotli for br, gzip for gzip only, the plain file without accept-encoding', async (url, original) => {
    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(varyOnEncoding(br)).toBe(true);
    expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(original));
    expect(decoded(br)).toBe(original); // compressed once: the .br file, not compressed again

    const gzip = await get(url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toBe(original);

    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(original);
    expect(varyOnEncoding(plain)).toBe(true);
    expect(String(br.headers['content-type'])).toBe(String(plain.headers['content-type']));
  });

  it('index.html is revalidated on every visit: no-cache, and a 304 for its ETag', async () => {
    const first = await get('/', { 'accept-encoding': 'br' });
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await get('/', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    // Another encoding is another representation, with its own ETag.
    const gzip = await get('/', { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(gzip.statusCode).toBe(200);
  });

  it('the SPA fallback answers index.html, compressed and no-cache', async () => {
    const res = await get('/system-salon', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(decoded(res)).toBe(INDEX_HTML);
  });

  it('hashed assets are immutable for a year; other public files are cached an hour with an ETag', async () => {
    const js = await get('/assets/app-abc123.js', { 'accept-encoding': 'br' });
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const logo = await get('/brand/logo.svg', { 'accept-encoding': 'br' });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['cache-control']).toBe('public, max-age=3600');
    expect(logo.headers.etag).toBeTruthy();
    expect(decoded(logo)).toBe(LOGO_SVG);
    const revalidated = await get('/brand/logo.svg', { 'if-none-match': logo.headers.etag as string });
    expect(revalidated.statusCode).toBe(304);
  });

  it('a missing chunk is a 404, not the HTML page', async () => {
    const res = await get('/assets/gone-123.js', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(404);
  });
});

describe('API answers (compressed)', () => {
  const LIST = '/api/v1/booking/fetchAllSalon';

  it('the salon list goes out brotli for br, gzip for gzip only, plain without accept-encoding', async () => {
    const plain = await get(LIST);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const original = plain.body;
    expect(Buffer.byteLength(original)).toBeGreaterThan(10_000);
    expect((JSON.parse(original) as { data: unknown[] }).data).toHaveLength(74);

    const br = await get(LIST, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(varyOnEncoding(br)).toBe(true);
    expect(decoded(br)).toBe(original);
    console.info(`salon list: ${Buffer.byteLength(original)} B raw, ${br.rawPayload.length} B brotli`);
    expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(original) / 4);

    const gzip = await get(LIST, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toBe(original);

    const identity = await get(LIST, { 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(original);
  });

  it('the anonymous salon list carries an ETag: the same list asked again with it is a 304 without a body', async () => {
    const first = await get(LIST, { 'accept-encoding': 'br' });
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get(LIST, { 'accept-encoding': 'br', 'if-none-match': String(etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect((await get(LIST, { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('the hour strip is encoded once per salon-day state: one ETag for every visitor until a booking changes the day', async () => {
    const [stylist] = await stylistsOnShift(t.db, 2, '2026-11-21');
    const HOURS = `/api/v1/booking/book-hours-group?salonId=2&bookDate=21-11-2026&stylistId=${stylist!.id}&listServiceId=101`;
    const first = await get(HOURS, { 'accept-encoding': 'gzip, deflate, br' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    const plain = await get(HOURS);
    expect(decoded(first)).toBe(plain.body);
    expect(first.headers.etag).toBe(plain.headers.etag);
    expect((await get(HOURS, { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);

    const free = (res: Awaited<ReturnType<typeof get>>) =>
      (JSON.parse(decoded(res)) as { data: { hourGroup: { hours: { isFree: boolean; hourId: number }[] }[] } }).data.hourGroup
        .flatMap((g) => g.hours)
        .filter((h) => h.isFree)
        .map((h) => h.hourId);
    const [hourId] = free(first);
    const booked = await createBookingRequest(t.app, {
      salonId: 2,
      phone: newPhone(),
      stylistId: stylist!.id,
      dateBook: '21-11-2026',
      bookHourId: hourId!,
      serviceIds: [101],
    });
    expect(booked.statusCode).toBe(200);
    const after = await get(HOURS, { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(first.headers.etag);
    expect(free(after)).not.toContain(hourId);
  });

  it('an answer under 1 KB is sent as is', async () => {
    const res = await get('/api/v1/salon/999999', { 'accept-encoding': 'gzip, br' });
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toHaveProperty('code');
  });

  it('the OpenAPI document is compressed too', async () => {
    const res = await get('/api/openapi.json', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decoded(res))).toHaveProperty('openapi');
  });
});
