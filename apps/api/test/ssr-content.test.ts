import { describe, expect, it } from 'vitest';
import { useSsrTestApp } from './ssr-app.ts';

// Server rendering of the content pages (issue 12) on the real build of the web app (ssr-app.ts).

const t = useSsrTestApp();

const page = async (url: string) => {
  const response = await t.app.inject({ url, headers: { accept: 'text/html' } });
  return { status: response.statusCode, html: response.body };
};
const root = (html: string) => html.slice(html.indexOf('<div id="root">'));
/** The page's own part, without the site's header and footer (their social links are the layout's). */
const main = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].flatMap((match) => JSON.parse(match[1]!) as unknown[]);

describe('server-rendered content pages', () => {
  it('a guide holds its title, description, text, breadcrumbs, canonical, Open Graph and Article + BreadcrumbList data', async () => {
    const { status, html } = await page('/kieu-toc/side-part');
    expect(status).toBe(200);
    expect(html).toMatch(/<title>Kiểu tóc Side Part: hợp với ai, cắt và tạo kiểu thế nào \| Shine<\/title>/);
    expect(html).toMatch(
      /<meta name="description" content="Side Part hợp với khuôn mặt tròn, mặt vuông, mặt trái xoan \(oval\) và mặt kim cương, tóc phía trên 6-9 cm: /,
    );
    expect(html).toContain('<link rel="canonical" href="https://shine.example.vn/kieu-toc/side-part">');
    expect(html).toMatch(/<meta property="og:image" content="https:\/\/shine.example.vn\/images\/demo\/look-\d+\.webp">/);
    const body = root(html);
    expect(body).toContain('<h1');
    expect(body).toContain('Ai hợp với Side Part?');
    expect(body).toContain('href="/kieu-toc"');
    const types = jsonLd(html).map((item) => (item as { '@type': string })['@type']);
    expect(types).toEqual(expect.arrayContaining(['Article', 'BreadcrumbList']));
  });

  it('guides, campaign landings and discover posts are shared as articles with their date; lists, about and legal pages as the website', async () => {
    const ogType = (html: string) => html.match(/<meta property="og:type" content="([a-z]+)">/)?.[1];
    const published = (html: string) => html.match(/<meta property="article:published_time" content="([^"]+)">/)?.[1];
    for (const url of [
      '/kieu-toc/side-part',
      '/bi-kip-cham-soc-toc/tri-gau-tai-nha',
      '/phong-an-ve-dep-trai/1',
      '/discovers/1',
      '/tin-tuc/khai-truong-salon-quy-nhon',
    ]) {
      const { status, html } = await page(url);
      expect(status, url).toBe(200);
      expect(ogType(html), url).toBe('article');
      expect(published(html), url).toMatch(/^\d{4}-\d{2}-\d{2}/);
    }
    for (const url of ['/kieu-toc', '/bi-kip-cham-soc-toc', '/tin-tuc', '/discover', '/about', '/chinh-sach-bao-mat', '/service']) {
      const { status, html } = await page(url);
      expect(status, url).toBe(200);
      expect(ogType(html), url).toBe('website');
      expect(html, url).not.toContain('article:published_time');
    }
  });

  it('the privacy policy, terms, licence, about and a campaign landing render their text', async () => {
    for (const [url, text] of [
      ['/chinh-sach-bao-mat', 'Nghị định 13/2023/NĐ-CP'],
      ['/dieu-kien-giao-dich-chung', 'Thay đổi và hủy lịch'],
      ['/giay-phep-giao-duc-nghe-nghiep', 'Shine Academy'],
      ['/about', 'Cam kết với khách hàng'],
      ['/phong-an-ve-dep-trai/1', 'Cách tham gia'],
    ] as const) {
      const { status, html } = await page(url);
      expect(status, url).toBe(200);
      expect(root(html), url).toContain(text);
    }
  });

  it('list pages link every page of their kind and carry an ItemList', async () => {
    const { status, html } = await page('/kieu-toc');
    expect(status).toBe(200);
    const body = root(html);
    expect(body).toContain('Chọn kiểu tóc theo khuôn mặt');
    expect(body.match(/href="\/kieu-toc\/[a-z0-9-]+"/g)!.length).toBeGreaterThanOrEqual(38);
    expect(jsonLd(html).some((item) => (item as { '@type': string })['@type'] === 'ItemList')).toBe(true);
    const tips = root((await page('/bi-kip-cham-soc-toc')).html);
    expect(tips.match(/href="\/bi-kip-cham-soc-toc\/[a-z0-9-]+"/g)!.length).toBeGreaterThanOrEqual(30);
  });

  it('/tin-tuc holds the title and the 19 articles, each opening its own page here, the press outlet named in text (issue 27 item 8)', async () => {
    const { status, html } = await page('/tin-tuc');
    expect(status).toBe(200);
    expect(html).toMatch(/<title>Tin tức mới nhất về Shine \| Shine<\/title>/);
    const body = root(html);
    expect(body.match(/data-testid="news-card"/g)).toHaveLength(19);
    expect(body).toContain('Xem chi tiết');
    expect(body.match(/href="\/tin-tuc\/[a-z0-9-]+"/g)).toHaveLength(19);
    expect(body).toContain('Theo báo Tin Nhanh 24h');
    expect(main(html)).not.toMatch(/(href|src)="https?:\/\//);
    expect(html).not.toContain('example.com');
  });

  it('a news article is a page of its own: its title, description, canonical, text and the outlet it first ran in (issue 27 item 8)', async () => {
    const { status, html } = await page('/tin-tuc/khai-truong-salon-quy-nhon');
    expect(status).toBe(200);
    expect(html).toContain('<title>Chuỗi salon tóc nam sắp khai trương salon đầu tiên tại Quy Nhơn | Shine</title>');
    expect(html).toContain('<meta name="description" content="Salon đầu tiên của chuỗi tại Quy Nhơn mở cửa cuối tháng này');
    expect(html).toContain('<link rel="canonical" href="https://shine.example.vn/tin-tuc/khai-truong-salon-quy-nhon">');
    const body = root(html);
    expect(body).toContain('Vì sao là Quy Nhơn');
    expect(body).toContain('Theo báo Tin Nhanh 24h');
    expect(body).toContain('href="/tin-tuc"');
    expect(main(html)).not.toMatch(/(href|src)="https?:\/\//);
    expect(html).not.toContain('example.com');
    // Our own news names no outlet.
    const own = root((await page('/tin-tuc/dat-lich-cat-toc-online')).html);
    expect(own).toContain('Ba bước');
    expect(own).not.toContain('data-testid="content-source"');
    expect((await page('/tin-tuc/khong-co-bai-nay')).status).toBe(404);
  });

  it('unknown slugs and ids, drafts and unpublished pages are a 404 page with status 404', async () => {
    for (const url of ['/kieu-toc/khong-co', '/phong-an-ve-dep-trai/999', '/bi-kip-cham-soc-toc/toc-nam-tet-2027', '/spa-cham-soc-da/x']) {
      const { status, html } = await page(url);
      expect(status, url).toBe(404);
      expect(root(html), url).toContain('data-testid="content-not-found"');
    }
  });
});
