import { describe, expect, it } from 'vitest';
import { useSsrTestApp } from './ssr-app.ts';

// Server rendering of Style Master, top stylists and the contest pages (issue 13) on the real build of the web app.

const t = useSsrTestApp();

const page = async (url: string) => {
  const response = await t.app.inject({ url, headers: { accept: 'text/html' } });
  return { status: response.statusCode, html: response.body };
};
const root = (html: string) => html.slice(html.indexOf('<div id="root">'));
const count = (html: string, marker: string) => html.split(marker).length - 1;

describe('server-rendered Style Master pages', () => {
  it('/style-master holds the first 12 posts with titles, stylists and votes, and its own title and description', async () => {
    const { status, html } = await page('/style-master');
    expect(status).toBe(200);
    const body = root(html);
    expect(count(body, 'data-testid="style-post"')).toBe(12);
    expect(body).toMatch(/src="\/images\/demo\/style-post-\d+\.webp"/);
    expect(body).toContain('lượt bình chọn');
    expect(html).toMatch(/<title>Style Master \| Shine<\/title>/);
    expect(html).toMatch(/<meta name="description" content="Style Master Shine: tác phẩm cắt tóc[^"]*">/);
  });

  it("/top-tho-cat-trong-thang holds this month's ranking with booking links; ?month= gives that month", async () => {
    const now = await page('/top-tho-cat-trong-thang');
    expect(now.status).toBe(200);
    expect(root(now.html)).toContain('data-month="2026-11"');
    expect(count(root(now.html), 'data-testid="top-stylist"')).toBe(12);
    expect(root(now.html)).toMatch(/href="\/booking\?salonId=\d+&amp;stylistId=\d+&amp;step=0"/);
    expect(now.html).toMatch(/<title>Top thợ cắt trong tháng \| Shine<\/title>/);
    const october = await page('/top-tho-cat-trong-thang?month=2026-10');
    expect(root(october.html)).toContain('data-month="2026-10"');
  });

  it('/thong-tin-cuoc-thi holds the rules, prizes and dates; the leaderboard its entries', async () => {
    const info = await page('/thong-tin-cuoc-thi');
    expect(info.status).toBe(200);
    expect(root(info.html)).toContain('Cuộc thi Style Master: Stylist tài năng');
    expect(root(info.html)).toContain('Giải Nhất: 20.000.000 VNĐ');
    expect(root(info.html)).toContain('Từ 01/11/2026 đến 01/12/2026');
    const board = await page('/thong-tin-cuoc-thi/bang-xep-hang');
    expect(board.status).toBe(200);
    expect(count(root(board.html), 'data-testid="style-post"')).toBeGreaterThan(5);
    expect(board.html).toMatch(/<title>Bảng xếp hạng cuộc thi \| Shine<\/title>/);
  });
});
