import { describe, expect, it } from 'vitest';
import { useSsrTestApp } from './ssr-app.ts';

// Server rendering of the catalogue, collection and discover pages (issue 12) on the real build of the web app.

const t = useSsrTestApp();

const page = async (url: string) => {
  const response = await t.app.inject({ url, headers: { accept: 'text/html' } });
  return { status: response.statusCode, html: response.body };
};
const root = (html: string) => html.slice(html.indexOf('<div id="root">'));
const itemList = (html: string) => {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1] ?? '{}'));
  return blocks.find((b) => b['@type'] === 'ItemList');
};

describe('server-rendered catalogue and collections', () => {
  it('/service holds every service name with price and duration, booking links with the service chosen, an ItemList', async () => {
    const { status, html } = await page('/service');
    expect(status).toBe(200);
    const body = root(html);
    for (const name of ['Cắt gội 10 bước', 'Uốn Hàn Quốc K-perm', 'Combo sạch mụn sáng da', 'Lấy ráy tai êm']) expect(body).toContain(name);
    expect(body).toContain('100.000 VNĐ');
    expect(body).toContain('40 phút');
    expect(body).toContain('href="/booking?chosenService=101"');
    expect(html).toMatch(/<title>Bảng giá dịch vụ \| Shine<\/title>/);
    expect(html).toMatch(/<meta name="description" content="Bảng giá dịch vụ Shine: [^"]+">/);
    expect(itemList(html)?.itemListElement.length).toBeGreaterThan(20);
  });

  it('/up-service and /shine-care hold their own services and texts', async () => {
    const up = await page('/up-service');
    expect(up.status).toBe(200);
    expect(root(up.html)).toContain('Uốn con sâu');
    expect(root(up.html)).not.toContain('Lấy ráy tai êm');
    const care = await page('/shine-care');
    expect(root(care.html)).toContain('Gội massage dưỡng sinh');
    expect(care.html).toMatch(/<title>Shine Care: thư giãn và chăm sóc da \| Shine<\/title>/);
  });

  it('/collection lists the collections; /shine-collection/bad-boy holds its styles and booking links', async () => {
    const list = await page('/collection');
    expect(list.status).toBe(200);
    expect(root(list.html)).toContain('href="/shine-collection/bad-boy"');
    expect(root(list.html)).toContain('Tóc nam công sở');
    const bad = await page('/shine-collection/bad-boy');
    expect(bad.status).toBe(200);
    const body = root(bad.html);
    for (const name of ['Mohican', 'Faux Hawk', 'Undercut', 'Mullet']) expect(body).toContain(name);
    expect(body).toContain('media="(max-width: 767px)"');
    expect(body).toMatch(/href="\/booking\?chosenService=\d+"/);
    expect(bad.html).toMatch(/<title>Bộ sưu tập Bad Boy \| Shine<\/title>/);
    expect(itemList(bad.html)?.numberOfItems).toBe(8);
  });

  it('/collections/{slug} and /lookbook render their styles', async () => {
    const office = await page('/collections/toc-nam-cong-so');
    expect(office.status).toBe(200);
    expect(root(office.html)).toContain('Ivy League');
    const lookbook = await page('/lookbook');
    expect(root(lookbook.html)).toContain('Lookbook Thu Đông 2026');
    expect(root(lookbook.html)).toContain('Tóc dấu phẩy');
  });

  it('/discover and a post are in the server HTML with their likes', async () => {
    const feed = await page('/discover');
    expect(feed.status).toBe(200);
    expect(root(feed.html)).toContain('K-perm: bí quyết có mái tóc sóng mềm như nam chính phim Hàn');
    expect(root(feed.html)).toContain('href="/discovers/1"');
    const post = await page('/discovers/1');
    expect(post.status).toBe(200);
    expect(root(post.html)).toContain('Cách tạo kiểu tại nhà');
    expect(root(post.html)).toContain('href="/booking?chosenService=202"');
    expect(post.html).toMatch(/<title>K-perm: bí quyết[^<]*\| Shine<\/title>/);
  });

  it('unknown slugs and ids are real 404 pages', async () => {
    for (const url of ['/collections/khong-co', '/collections/Bad_Boy', '/discovers/9999', '/discovers/abc']) {
      const { status, html } = await page(url);
      expect(status, url).toBe(404);
      expect(root(html), url).toContain('data-testid="content-not-found"');
    }
  });
});
