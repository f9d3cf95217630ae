import { describe, expect, it } from 'vitest';
import { useSsrTestApp } from './ssr-app.ts';

// Server rendering of the membership pages (issue 14) on the real build of the web app (ssr-app.ts).

const t = useSsrTestApp();

const page = async (url: string) => {
  const response = await t.app.inject({ url, headers: { accept: 'text/html' } });
  return { status: response.statusCode, html: response.body };
};
const root = (html: string) => html.slice(html.indexOf('<div id="root">'));

describe('server-rendered membership pages', () => {
  it('/topup holds the packages from the database with visits, price and validity', async () => {
    const { status, html } = await page('/topup');
    expect(status).toBe(200);
    const body = root(html);
    expect(body).toContain('Gói 6 + 1 lượt cắt');
    expect(body).toContain('540.000 VNĐ');
    expect(body).toContain('Dùng trong 180 ngày');
    expect(html).toMatch(/<title>Nạp tiền tài khoản \| Shine<\/title>/);
    expect(html).toContain('<meta name="description" content="Mua gói cắt tóc trả trước');
  });

  it('/shine-member holds the tiers, thresholds and perks; /dieu-khoan-topup the whole terms', async () => {
    const member = root((await page('/shine-member')).html);
    expect(member).toContain('Diamond');
    expect(member).toContain('Chi tiêu từ 3.000.000 VNĐ trong 6 tháng');
    expect(member).toContain('Đặt lịch trước tới 6 ngày');
    const terms = root((await page('/dieu-khoan-topup')).html);
    for (const heading of ['Thời hạn sử dụng', 'Hoàn tiền', 'Chuyển nhượng', 'Khi xóa tài khoản']) expect(terms).toContain(heading);
  });

  it('/dieu-khoan-topup renders the terms stored in the content store (issue 28 item 5)', async () => {
    const { status, html } = await page('/dieu-khoan-topup');
    expect(status).toBe(200);
    expect(html).toMatch(/<title>Điều khoản nạp tiền \| Shine<\/title>/);
    const body = /<div[^>]*data-testid="content-body"[^>]*>(.*?)<\/div>/s.exec(root(html))?.[1] ?? '';
    expect(body).toContain('<h2>4. Thời hạn sử dụng</h2>');
    expect(body).toContain('Số tiền nạp vào tài khoản không có thời hạn sử dụng.');
  });

  it('/history is the transaction history, /lich-su-cat stays the haircut history', async () => {
    expect((await page('/history')).html).toMatch(/<title>Lịch sử giao dịch \| Shine<\/title>/);
    expect((await page('/lich-su-cat')).html).toMatch(/<title>Lịch sử cắt tóc \| Shine<\/title>/);
  });
});
