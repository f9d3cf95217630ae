import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('home content', () => {
  it('serves banners and a section of every layout the spec names, in order', async () => {
    const res = await t.app.inject({ url: '/api/v1/content/home' });
    expect(res.statusCode).toBe(200);
    const { banners, sections } = res.json().data;
    expect(banners.length).toBeGreaterThan(0);
    expect(banners.some((b: { addOn?: { type: string } }) => b.addOn?.type === 'youtube')).toBe(true);
    const layouts = sections.map((s: { layout: string }) => s.layout);
    for (const layout of [
      'service',
      'shop',
      'cuocThiCutBanner',
      'blog',
      'banner',
      'media',
      'reward',
      'shineAngels',
      'salonAddress',
      'shineCare',
      'TopStylistOfMonth',
    ]) {
      expect(layouts).toContain(layout);
    }
    const orders = sections.map((s: { order: number }) => s.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    // No outside address at all (issue 27 item 8): the press cards open our own pages of their stories, and
    // the demo chain has no online shop to link to.
    expect(JSON.stringify(res.json())).not.toMatch(/https?:\/\//);
    const media = sections.find((s: { layout: string }) => s.layout === 'media');
    expect(media.list.map((item: { title: string; redirectLink: string }) => [item.title, item.redirectLink])).toEqual([
      ['Tin Nhanh 24h', '/tin-tuc/khai-truong-salon-quy-nhon'],
      ['Đời Sống Trẻ', '/tin-tuc/xu-huong-toc-nam-mua-dong-2026'],
      ['Nhịp Sống Số', '/tin-tuc/mo-hinh-salon-chuan-hoa'],
      ['Kinh Doanh Việt', '/tin-tuc/stylist-viet-doat-giai-chau-a'],
      ['Phong Cách Nam', '/tin-tuc/quy-trinh-cat-goi-10-buoc'],
    ]);
  });

  it('serves the 19 news articles newest first', async () => {
    const res = await t.app.inject({ url: '/api/v1/content/news' });
    const news = res.json().data;
    expect(news).toHaveLength(19);
    expect(news[0].img).toMatch(/^\//);
  });

  it('news cards open pages of ours and name the press outlet beside its mark (issue 27 item 8)', async () => {
    const news: { title: string; link: string; source: string | null; logoBlog: string | null; sourceUrl: string | null }[] = (
      await t.app.inject({ url: '/api/v1/content/news' })
    ).json().data;
    for (const article of news) {
      expect(article.link).toMatch(/^\/tin-tuc\/[a-z0-9-]+$/);
      expect(article.sourceUrl).toBeNull();
      expect(article.logoBlog === null).toBe(article.source === null);
    }
    expect(news[0]).toMatchObject({
      title: 'Chuỗi salon tóc nam sắp khai trương salon đầu tiên tại Quy Nhơn',
      source: 'Tin Nhanh 24h',
      link: '/tin-tuc/khai-truong-salon-quy-nhon',
    });
    expect(news[2]).toMatchObject({ source: null, logoBlog: null });

    const page = await t.app.inject({ url: `/api/v1/content/page?path=${news[0]!.link}` });
    expect(page.statusCode).toBe(200);
    const data = page.json().data;
    expect(data).toMatchObject({ kind: 'news', title: news[0]!.title, source: { name: 'Tin Nhanh 24h', logo: news[0]!.logoBlog, url: null } });
    expect(data.breadcrumbs).toEqual([
      { name: 'Trang chủ', path: '/' },
      { name: 'Tin tức', path: '/tin-tuc' },
      { name: news[0]!.title, path: news[0]!.link },
    ]);
    expect(data.html).toContain('<h2>');
    const own = (await t.app.inject({ url: `/api/v1/content/page?path=${news[2]!.link}` })).json().data;
    expect(own.source).toBeNull();
    // A page of the store that is not news has no source.
    expect((await t.app.inject({ url: '/api/v1/content/page?path=/bi-kip-cham-soc-toc/tri-gau-tai-nha' })).json().data.source).toBeNull();
  });

  it('does not rate-limit the site outside /api', async () => {
    const res = await t.app.inject({ url: '/anything' });
    expect(res.headers['x-ratelimit-limit']).toBeUndefined();
  });
});
