import { describe, expect, it } from 'vitest';
import { useSsrTestApp } from './ssr-app.ts';

// Server rendering of the salon finder and the salon page (issue 11) on the real build of the web app (ssr-app.ts).

const t = useSsrTestApp();

const page = async (url: string) => {
  const response = await t.app.inject({ url, headers: { accept: 'text/html' } });
  return { status: response.statusCode, html: response.body, csp: String(response.headers['content-security-policy'] ?? '') };
};
const root = (html: string) => html.slice(html.indexOf('<div id="root">'));

describe('server-rendered salon pages', () => {
  it('/system-salon holds the first salon cards with names and addresses, and the provinces', async () => {
    const { status, html } = await page('/system-salon');
    expect(status).toBe(200);
    const body = root(html);
    expect(body).toContain('346 Khâm Thiên');
    expect(body).toContain('href="/salons/1"');
    expect(body).toMatch(/href="\/booking\?salonId=1&amp;step=0"/);
    expect(body).toContain('Đống Đa, Hà Nội');
    expect(body).toContain('Miền Bắc');
    expect(html).toMatch(/<title>Tìm salon gần anh \| Shine<\/title>/);
  });

  it('/cat-toc-tai-nha holds what the home haircut is, its price, the areas served and the way into booking at home', async () => {
    const { status, html } = await page('/cat-toc-tai-nha');
    expect(status).toBe(200);
    const body = root(html);
    expect(body).toContain('Cắt tóc tại nhà là gì?');
    expect(body).toMatch(/Dịch vụ cắt tóc từ [\d.]+ VNĐ/);
    expect(body).toContain('Trong bán kính 4 km quanh salon');
    expect(body).toContain('Các phường: Phường Hải Châu');
    expect(body).toContain('href="/booking-at-home"');
    expect(html).toMatch(/<title>Cắt tóc tại nhà \| Shine<\/title>/);
  });

  it('/salons/1 holds the name, address, free hours and a HairSalon JSON-LD block the CSP allows as data', async () => {
    const { status, html, csp } = await page('/salons/1');
    expect(status).toBe(200);
    const body = root(html);
    expect(body).toContain('346 Khâm Thiên');
    expect(body).toContain('Đống Đa, Hà Nội');
    expect(body).toContain('data-testid="free-hour"');
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    expect(ld).toBeDefined();
    const json = JSON.parse(ld!);
    expect(json).toMatchObject({
      '@type': 'HairSalon',
      address: { addressRegion: 'Hà Nội', addressCountry: 'VN' },
      openingHoursSpecification: { opens: '08:30', closes: '20:30' },
    });
    expect(json.geo.latitude).toEqual(expect.any(Number));
    // A data block is never run, so script-src (self and the response's nonce) has nothing to allow.
    expect(csp).toMatch(/script-src 'self' 'nonce-/);
    expect(html).toMatch(/<title>Salon 346 Khâm Thiên - Đống Đa, Hà Nội \| Shine<\/title>/);
    expect(html).toMatch(/<meta name="description" content="Salon Shine 346 Khâm Thiên: [^"]*08:30 - 20:30[^"]*">/);
  });

  it('an unknown, non-numeric or closed salon id is a real 404 page linking to /system-salon', async () => {
    for (const url of ['/salons/99999', '/salons/abc', '/salons/1abc', '/salons/0', '/salons/99999999999999999999']) {
      const { status, html } = await page(url);
      expect(status, url).toBe(404);
      expect(root(html), url).toContain('href="/system-salon"');
      expect(root(html), url).toContain('Không tìm thấy salon');
    }
  });
});
