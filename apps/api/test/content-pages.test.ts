import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentPages } from '../src/db/schema/index.ts';
import { renderBody } from '../src/modules/content/render-body.ts';
import { createTestApp } from './helpers.ts';

// The content store (issue 12): pages by path, lists, sanitising, sitemap, robots, landing redirects.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_BASE_URL: 'https://shine.example.vn' } });
});
afterAll(() => t.close());

const get = async (url: string) => {
  const res = await t.app.inject({ url });
  return { status: res.statusCode, body: res.headers['content-type']?.toString().includes('json') ? res.json() : res.body, headers: res.headers };
};

describe('sanitising the body', () => {
  it('keeps the article and strips scripts, event handlers and javascript: links', () => {
    const html = renderBody(
      '## Cách gội\n\nGội **nhẹ nhàng**.<script>alert(1)</script>\n\n<img src="/images/demo/news-1.svg" onerror="alert(2)" alt="a">\n\n[bấm](javascript:alert(3)) [ngoài](https://example.com) <iframe src="https://evil.example"></iframe>',
    );
    expect(html).toContain('<h2>Cách gội</h2>');
    expect(html).toContain('<strong>nhẹ nhàng</strong>');
    expect(html).not.toMatch(/<script|alert\(1\)|onerror|javascript:|<iframe/i);
    expect(html).toContain('<img src="/images/demo/news-1.svg" alt="a" loading="lazy" />');
    expect(html).toContain('href="https://example.com" target="_blank" rel="noopener noreferrer"');
  });

  it('a page whose stored body holds HTML is served sanitised', async () => {
    await t.db
      .update(contentPages)
      .set({ body: 'Chào anh.<script>steal()</script><p onclick="x()">Đoạn</p>' })
      .where(eq(contentPages.path, '/kien-thuc-dich-vu/lay-ray-tai'));
    t.app.deps.cache.reference.delete(`content:page:2026-11-21:/kien-thuc-dich-vu/lay-ray-tai`);
    const { status, body } = await get('/api/v1/content/page?path=/kien-thuc-dich-vu/lay-ray-tai');
    expect(status).toBe(200);
    expect(body.data.html).toContain('Đoạn');
    expect(body.data.html).not.toMatch(/script|steal|onclick/);
  });
});

describe('pages and lists', () => {
  it('a guide has its text, breadcrumbs and public related pages', async () => {
    const { status, body } = await get('/api/v1/content/page?path=/kieu-toc/side-part');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ kind: 'hairstyle', topic: 'trend', title: expect.stringContaining('Side Part') });
    expect(body.data.html).toContain('<h2>Ai hợp với Side Part?</h2>');
    expect(body.data.breadcrumbs.map((crumb: { path: string }) => crumb.path)).toEqual(['/', '/kieu-toc', '/kieu-toc/side-part']);
    expect(body.data.related.length).toBeGreaterThanOrEqual(3);
    expect(body.data.coverPc).toMatch(/^\/images\/demo\/.+\.webp$/);
  });

  it('the legal pages and the privacy policy say what Decree 13 asks', async () => {
    const { body } = await get('/api/v1/content/page?path=/chinh-sach-bao-mat');
    for (const text of ['Nghị định 13/2023/NĐ-CP', 'Số điện thoại', 'Vị trí', 'Ảnh', 'Thời gian lưu trữ', '/delete-account', '72 giờ'])
      expect(body.data.html).toContain(text);
    expect((await get('/api/v1/content/page?path=/dieu-kien-giao-dich-chung')).status).toBe(200);
    expect((await get('/api/v1/content/page?path=/giay-phep-giao-duc-nghe-nghiep')).status).toBe(200);
    expect((await get('/api/v1/content/page?path=/phong-an-ve-dep-trai/1')).body.data.kind).toBe('campaign');
  });

  it('unknown, draft and not yet published pages are a 404 envelope; a bad path is a 400', async () => {
    for (const path of [
      '/kieu-toc/khong-co',
      '/bi-kip-cham-soc-toc/toc-nam-tet-2027',
      '/bi-kip-cham-soc-toc/toc-nam-giang-sinh',
      '/phong-an-ve-dep-trai/999',
    ]) {
      const { status, body } = await get(`/api/v1/content/page?path=${encodeURIComponent(path)}`);
      expect(status, path).toBe(404);
      expect(body).toMatchObject({ code: 'NOT_FOUND', message: expect.stringContaining('không tồn tại') });
    }
    for (const url of [
      '/api/v1/content/page',
      '/api/v1/content/page?path=kieu-toc',
      '/api/v1/content/page?path=/<script>',
      '/api/v1/content/pages',
      '/api/v1/content/pages?kind=blog',
      '/api/v1/content/pages?kind=trend&topic=x',
    ]) {
      const { status, body } = await get(url);
      expect(status, url).toBe(400);
      expect(body.code).toBe('VALIDATION_ERROR');
    }
  });

  it('lists: at least 100 distinct guides, tips, service and spa pages, each with a real body', async () => {
    const { body } = await get('/api/v1/content/pages?kind=hairstyle,service,spa,article');
    const guides = body.data as { path: string; title: string }[];
    // A list holds the pages filed under a section: never the site's own /about or legal texts.
    expect(guides.filter((page) => !/^\/[a-z0-9-]+\/[a-z0-9-]+$/.test(page.path))).toEqual([]);
    expect(guides.length).toBeGreaterThanOrEqual(100);
    expect(new Set(guides.map((page: { title: string }) => page.title)).size).toBe(guides.length);
    expect(guides.map((page: { path: string }) => page.path)).not.toContain('/bi-kip-cham-soc-toc/toc-nam-tet-2027');
    const rows = await t.db
      .select({ path: contentPages.path, body: contentPages.body, status: contentPages.status, publishedAt: contentPages.publishedAt })
      .from(contentPages);
    // (lay-ray-tai's body was replaced by the sanitising test above.)
    const published = rows.filter((row) => row.status === 'published' && row.publishedAt! <= '2026-11-21' && row.path !== '/kien-thuc-dich-vu/lay-ray-tai');
    // Real length, and no two bodies share their opening.
    expect(Math.min(...published.map((row) => row.body.split(/\s+/).length))).toBeGreaterThan(80);
    expect(new Set(published.map((row) => row.body.slice(0, 80))).size).toBe(published.length);
    const faces = await get('/api/v1/content/pages?kind=hairstyle&topic=face-shape');
    expect(faces.body.data).toHaveLength(6);
  });
});

describe('sitemap and robots', () => {
  it('/sitemap.xml lists every published page, the salons, the catalogue, collections and discover posts, and nothing unpublished', async () => {
    const { status, body, headers } = await get('/sitemap.xml');
    expect(status).toBe(200);
    expect(headers['content-type']).toMatch(/application\/xml/);
    const locs = [...String(body).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const rows = await t.db.select({ path: contentPages.path, status: contentPages.status, publishedAt: contentPages.publishedAt }).from(contentPages);
    for (const row of rows.filter((r) => r.status === 'published' && r.publishedAt! <= '2026-11-21'))
      expect(locs).toContain(`https://shine.example.vn${row.path}`);
    expect(locs).not.toContain('https://shine.example.vn/bi-kip-cham-soc-toc/toc-nam-tet-2027');
    expect(locs).not.toContain('https://shine.example.vn/bi-kip-cham-soc-toc/toc-nam-giang-sinh');
    expect(locs).toContain('https://shine.example.vn/salons/1');
    expect(locs).toContain('https://shine.example.vn/tin-tuc');
    for (const path of ['/service', '/collection', '/shine-collection/bad-boy', '/lookbook', '/discover', '/discovers/1'])
      expect(locs).toContain(`https://shine.example.vn${path}`);
    expect(locs.filter((loc) => /\/(kieu-toc|kien-thuc-dich-vu|spa-cham-soc-da|bi-kip-cham-soc-toc)\/./.test(loc!)).length).toBeGreaterThanOrEqual(100);
  });

  it('/robots.txt points at the sitemap and keeps crawlers off the API and personal pages', async () => {
    const { status, body } = await get('/robots.txt');
    expect(status).toBe(200);
    expect(body).toContain('Sitemap: https://shine.example.vn/sitemap.xml');
    expect(body).toContain('Disallow: /api/');
    expect(body).toContain('Disallow: /history');
  });
});

describe('landing redirect', () => {
  it('without LANDING_HOST a configured path is not sent to a landing host', async () => {
    const res = await t.app.inject({ url: '/landing/dat-lich-nhanh' });
    expect(String(res.headers.location ?? '')).not.toMatch(/^https?:/);
  });

  it('with LANDING_HOST a configured path goes there with its path and query; others stay', async () => {
    const other = await createTestApp({ env: { LANDING_HOST: 'https://landing.example.vn/' } });
    try {
      const res = await other.app.inject({ url: '/landing/dat-lich-nhanh?utm_source=zalo' });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('https://landing.example.vn/landing/dat-lich-nhanh?utm_source=zalo');
      expect((await other.app.inject({ url: '/api/v1/content/news' })).statusCode).toBe(200);
      expect(String((await other.app.inject({ url: '/landing/khong-co' })).headers.location ?? '')).not.toMatch(/landing\.example/);
    } finally {
      await other.close();
    }
  }, 180_000);
});
