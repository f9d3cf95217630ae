import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bookingTokenOf, createBookingRequest, newPhone, serviceWithDuration } from './fixtures.ts';
import { useSsrTestApp } from './ssr-app.ts';

// Server rendering (docs/decisions/006-server-rendering.md) on the real build of the web app (ssr-app.ts).

const t = useSsrTestApp();
const webDist = path.resolve(import.meta.dirname, '../../web/dist');

const page = async (url: string) => {
  const response = await t.app.inject({ url, headers: { accept: 'text/html' } });
  return { response, html: response.body };
};

/** The head's script requests: the entry's module script and the modulepreload links (ADR 014). */
const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const entryScript = (html: string) => /<script type="module" crossorigin src="(\/assets\/index-[^"]+\.js)"><\/script>/.exec(head(html))?.[1];
const preloads = (html: string) => [...head(html).matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);

/** The JSON block the browser hydrates from. */
const ssrData = (html: string) =>
  JSON.parse(/<script type="application\/json" id="ssr-data">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null') as {
    queries: { queries: { queryKey: unknown[] }[] };
    narrowViewport: boolean;
  };

describe('server-rendered pages', () => {
  it('home: the sections with their data, title, description, canonical and Open Graph tags', async () => {
    const { response, html } = await page('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const root = html.slice(html.indexOf('<div id="root">'));
    // The banners and sections of the demo content, in the HTML before any script runs.
    expect(root).toContain('/images/demo/banner-1.webp');
    expect(root).toContain('Cắt gội 10 bước');
    expect(root).toContain('Dịch vụ tóc');
    expect(root).toContain('Top thợ cắt trong tháng');
    expect(html).toMatch(/<title>Shine - Hệ thống salon tóc nam<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]*salon tóc nam[^"]*">/);
    expect(html).toContain('<link rel="canonical" href="https://shine.example.vn/">');
    expect(html).toContain('<meta property="og:url" content="https://shine.example.vn/">');
    expect(html).toContain('<meta property="og:locale" content="vi_VN">');
    expect(html).toMatch(/<meta property="og:title" content="Shine - Hệ thống salon tóc nam">/);
    expect(html).toMatch(/<meta property="og:image" content="https:\/\/shine\.example\.vn\/images\/demo\/banner-1\.webp">/);
    expect(html).toMatch(/<meta property="og:description" content="[^"]+">/);
    expect(html).toMatch(/<meta property="og:type" content="website">/);
    // LCP: the first banner at high priority, the phone picture chosen by the browser.
    expect(root).toMatch(/<img[^>]*fetchpriority="high"[^>]*>/i);
    expect(root).not.toMatch(/<img[^>]*fetchpriority="high"[^>]*loading="lazy"/i);
    expect(root).toMatch(/<source media="\(max-width: 767\.98px\)" srcSet="\/images\/demo\/banner-1-mb\.webp"/i);
    expect(html).toMatch(/<link rel="preload" as="image" href="\/images\/demo\/banner-1-mb\.webp" media="\(max-width: 767\.98px\)" fetchpriority="high">/);
    // The app's entry is asked for by the head at once, as a browser expects (no script waits for a paint).
    expect(entryScript(html)).toBeTruthy();
    expect(head(html)).not.toMatch(/<script type="module"(?![^>]*\ssrc=)[^>]*>[^<]/);
    // The home content travels with the page: the browser does not ask for it again.
    expect(ssrData(html).queries.queries.map((query) => query.queryKey)).toContainEqual(['content', 'home']);
  });

  it("/booking: React's inline scripts carry the response's CSP nonce, nothing else runs inline", async () => {
    // (Parts that finish after the first bytes, e.g. a lazy screen, are completed by small inline scripts.)
    const { response, html } = await page('/booking');
    const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    const inline = [...html.matchAll(/<script(?![^>]*(?:type="application\/json"|src=))([^>]*)>/g)];
    for (const [, attributes] of inline) expect(attributes).toContain(`nonce="${nonce}"`);
    // Another response, another nonce.
    expect((await page('/booking')).response.headers['content-security-policy']).not.toContain(nonce);
  });

  it('home is sent brotli-compressed to a browser that accepts it', async () => {
    const response = await t.app.inject({ url: '/', headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
  });

  it("a phone, by its client hint or its user agent, gets the phone's layout in the HTML and hydrates with it", async () => {
    const ANDROID = 'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
    const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    const home = (headers: Record<string, string>) => t.app.inject({ url: '/', headers: { accept: 'text/html', ...headers } });
    const banner = (html: string) => /<img src="([^"]+)"[^>]*fetchPriority="high"/.exec(html)?.[1];
    const narrow = (html: string) => ssrData(html).narrowViewport;
    for (const headers of [{ 'user-agent': ANDROID }, { 'user-agent': WINDOWS, 'sec-ch-ua-mobile': '?1' }] as Record<string, string>[]) {
      const response = await home(headers);
      expect(banner(response.body)).toBe('/images/demo/banner-1-mb.webp');
      expect(narrow(response.body)).toBe(true);
      expect(response.headers.vary).toMatch(/sec-ch-ua-mobile, user-agent/);
    }
    for (const headers of [{ 'user-agent': WINDOWS }, { 'user-agent': ANDROID, 'sec-ch-ua-mobile': '?0' }, {}] as Record<string, string>[]) {
      const response = await home(headers);
      expect(banner(response.body)).toBe('/images/demo/banner-1.webp');
      expect(narrow(response.body)).toBe(false);
    }
  });

  it("/booking: the wizard's first screen, and its chunk preloaded", async () => {
    const { response, html } = await page('/booking');
    expect(response.statusCode).toBe(200);
    expect(html).toContain('<title>Đặt lịch giữ chỗ | Shine</title>');
    expect(html).toContain('<link rel="canonical" href="https://shine.example.vn/booking">');
    expect(html.slice(html.indexOf('<div id="root">'))).toContain('Đặt lịch giữ chỗ');
    // The wizard's chunk is preloaded with the entry's, side by side: hydration waits for no chain of imports.
    expect(entryScript(html)).toBeTruthy();
    expect(preloads(html).some((href) => /^\/assets\/booking-page-[^"]+\.js$/.test(href!))).toBe(true);
    expect(new Set(preloads(html)).size).toBe(preloads(html).length);
    // The first paint waits for no stylesheet request: every stylesheet is inline (its link disabled, never fetched).
    expect(head(html)).toContain('<style>');
    expect(head(html)).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled)[^>]*>/);
  });

  it('/booking?step=1: the salon chooser the server renders comes with its stylesheet, not its script', async () => {
    const { html } = await page('/booking?phone=0912345678&step=1');
    expect(html.slice(html.indexOf('<div id="root">'))).toContain('Tìm theo tỉnh, thành phố, quận, đường…');
    const manifest = JSON.parse(readFileSync(path.join(webDist, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      { file: string; css?: string[]; imports?: string[] }
    >;
    const chooser = manifest['src/features/salons/components/salon-chooser/salon-chooser.tsx']!;
    const styles = [...(chooser.css ?? []), ...(chooser.imports ?? []).flatMap((key) => manifest[key]?.css ?? [])];
    expect(styles.length).toBeGreaterThan(0);
    // Inline, each with a disabled link naming its file, so the chooser's chunk does not fetch it again.
    for (const file of styles) {
      expect(html).toContain(`<link rel="stylesheet" crossorigin href="/${file}" disabled>`);
      expect(html).toContain(`<style>${readFileSync(path.join(webDist, file), 'utf8')}</style>`);
    }
    expect(html).not.toContain(`href="/${chooser.file}"`);
  });

  it('/booking: the main screen is in place once, never a hidden copy a script moves in later', async () => {
    await page('/booking?phone=0912345678'); // the first render also loads the below-the-fold extras
    const { html } = await page('/booking?phone=0912345678');
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root.match(/data-testid="main-screen"/g)).toHaveLength(1);
    expect(root).toContain('Đặt lịch cho 0912.345.678');
    expect(root).not.toMatch(/<div hidden id="S:\d+">|<template id="B:\d+">/);
  });

  it('/booking/success with its key: the booking is in the HTML (no skeleton that grows after hydration)', async () => {
    const cut = await serviceWithDuration(t.app.deps.db);
    const hours = await t.app.inject({ url: `/api/v1/booking/book-hours-group?salonId=1&bookDate=21-11-2026&stylistId=0&listServiceId=${cut.id}` });
    const hour = hours
      .json()
      .data.hourGroup.flatMap((g: { hours: { isFree: boolean; hourId: number }[] }) => g.hours)
      .find((h: { isFree: boolean }) => h.isFree);
    const created = await createBookingRequest(t.app, { salonId: 1, phone: newPhone(), dateBook: '21-11-2026', bookHourId: hour.hourId, serviceIds: [cut.id] });
    const { bookingId, salonName } = created.json().data.booking;
    const key = bookingTokenOf(created)['x-booking-token'];
    const { html } = await page(`/booking/success?bookingId=${bookingId}&key=${encodeURIComponent(key)}`);
    const body = html.slice(html.indexOf('<div id="root">'));
    expect(body).toContain('Lịch hẹn của anh');
    expect(body).toContain(salonName);
    expect(body).toContain(cut.name);
    // Without the key the server knows nothing of the booking: the page asks in the browser.
    const anonymous = (await page(`/booking/success?bookingId=${bookingId}`)).html;
    expect(anonymous.slice(anonymous.indexOf('<div id="root">'))).not.toContain(salonName);
  });

  it("a guide's cover, its largest picture, is preloaded at high priority (phone and wide-screen variants)", async () => {
    const { response, html } = await page('/kieu-toc/side-part');
    expect(response.statusCode).toBe(200);
    const root = html.slice(html.indexOf('<div id="root">'));
    const phone = /<source media="\(max-width: 767\.98px\)" srcSet="([^"]+)"/.exec(root)?.[1];
    const wide = /<img src="([^"]+)"[^>]*fetchpriority="high"/i.exec(root)?.[1];
    expect(phone && wide).toBeTruthy();
    expect(html).toContain(`<link rel="preload" as="image" href="${phone}" media="(max-width: 767.98px)" fetchpriority="high">`);
    expect(html).toContain(`<link rel="preload" as="image" href="${wide}" media="(min-width: 768px)" fetchpriority="high">`);
  });

  it('/system-salon has its title; an unknown path redirects to /', async () => {
    const { html } = await page('/system-salon');
    expect(html).toContain('<title>Tìm salon gần anh | Shine</title>');
    const unknown = await page('/khong-co-trang-nay');
    expect(unknown.response.statusCode).toBe(302);
    expect(unknown.response.headers.location).toBe('/');
  });

  it('a file or API path is never rendered as a page', async () => {
    expect((await page('/assets/none-1.js')).response.statusCode).toBe(404);
    expect((await page('/api/v1/none')).response.statusCode).toBe(404);
  });
});
