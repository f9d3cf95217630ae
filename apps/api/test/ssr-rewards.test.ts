import { describe, expect, it } from 'vitest';
import { useSsrTestApp } from './ssr-app.ts';

// Server rendering of the offers pages (issue 13): the indexable pages hold their content in the HTML.

const t = useSsrTestApp();

const page = async (url: string) => {
  const response = await t.app.inject({ url, headers: { accept: 'text/html' } });
  return { status: response.statusCode, html: response.body };
};
const root = (html: string) => html.slice(html.indexOf('<div id="root">'));

describe('server-rendered offers pages', () => {
  it('/reward lists the running rewards, each linking to its detail', async () => {
    const { status, html } = await page('/reward');
    expect(status).toBe(200);
    expect(html).toContain('<title>Ưu đãi | Shine</title>');
    const body = root(html);
    for (const id of [1, 2, 3, 4, 5, 6, 7, 8]) expect(body).toContain(`href="/rewards/${id}"`);
    expect(body).toContain('Giảm 50% chăm sóc da khi cắt gội');
  });

  it('/rewards/4 holds the conditions, benefit, salons and how to use, with the reward in title and description', async () => {
    const { status, html } = await page('/rewards/4');
    expect(status).toBe(200);
    expect(html).toContain('<title>Giảm 50% chăm sóc da khi cắt gội | Shine</title>');
    expect(html).toMatch(/<meta name="description" content="Giảm 50% chăm sóc da khi cắt gội\. Từ /);
    const body = root(html);
    expect(body).toContain('Điều kiện áp dụng');
    expect(body).toContain('Tất cả salon');
    expect(body).toContain('Cách sử dụng');
    expect(body).toContain('Tẩy da chết');
  });

  it('an unknown or malformed reward is a 404 page', async () => {
    expect((await page('/rewards/999')).status).toBe(404);
    expect((await page('/rewards/abc')).status).toBe(404);
  });

  it('golden hours, the wheel and Yours the best render their data', async () => {
    const golden = root((await page('/gio-vang-san-uu-dai')).html);
    expect(golden).toContain('Cắt gội 10 bước chỉ 59K');
    expect(golden).toContain('09:00 - 21:00');
    const wheel = root((await page('/vong-quay-may-man')).html);
    expect(wheel).toContain('Cắt gội 10 bước miễn phí');
    const best = root((await page('/yours-the-best')).html);
    expect(best).toContain('href="/yours-the-best-detail/1"');
  });
});
