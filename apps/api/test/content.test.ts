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
    for (const layout of ['service', 'shop', 'cuocThiCutBanner', 'blog', 'banner', 'media', 'reward', 'shineAngels', 'salonAddress', 'shineCare', 'TopStylistOfMonth']) {
      expect(layouts).toContain(layout);
    }
    const orders = sections.map((s: { order: number }) => s.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    // Outside addresses are only links a visitor taps: press cards open their articles, the shop section the shop (issue 12).
    const outside = [...JSON.stringify(res.json()).matchAll(/"(\w+)":"(https?:\/\/[^"]+)"/g)].map((match) => match[1]);
    expect(new Set(outside)).toEqual(new Set(['redirectLink', 'linkViewAll']));
    const media = sections.find((s: { layout: string }) => s.layout === 'media');
    expect(media.list.every((item: { redirectLink: string }) => /^https:\/\/[a-z0-9]+\.example\.com\//.test(item.redirectLink))).toBe(true);
  });

  it('serves the 19 news articles newest first', async () => {
    const res = await t.app.inject({ url: '/api/v1/content/news' });
    const news = res.json().data;
    expect(news).toHaveLength(19);
    expect(news[0].img).toMatch(/^\//);
  });

  it('does not rate-limit the site outside /api', async () => {
    const res = await t.app.inject({ url: '/anything' });
    expect(res.headers['x-ratelimit-limit']).toBeUndefined();
  });
});
