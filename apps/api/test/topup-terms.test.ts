import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TContentPage } from '@shine/shared/schemas/content-pages';
import { createTestApp } from './helpers.ts';

// Issue 28 item 5: the top-up terms (/dieu-khoan-topup) come from the content store like every other
// legal page, in Vietnamese and, for a customer who chose ENG, in English.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function termsPage(query = ''): Promise<TContentPage> {
  const res = await t.app.inject({ url: `/api/v1/content/page?path=/dieu-khoan-topup${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

describe('top-up terms from the content store', () => {
  it('is a legal page with the nine sections of the terms, in Vietnamese with diacritics', async () => {
    const page = await termsPage();
    expect(page).toMatchObject({ path: '/dieu-khoan-topup', kind: 'legal', title: 'Điều khoản nạp tiền' });
    const headings = [...page.html.matchAll(/<h2>(.*?)<\/h2>/g)].map((m) => m[1]);
    expect(headings).toEqual([
      '1. Phạm vi áp dụng',
      '2. Gói lượt cắt và số tiền nạp',
      '3. Thanh toán và xác nhận',
      '4. Thời hạn sử dụng',
      '5. Hoàn tiền',
      '6. Chuyển nhượng',
      '7. Hạng thành viên',
      '8. Khi xóa tài khoản',
      '9. Liên hệ',
    ]);
    expect(page.html).toContain('gói 3 lượt: 90 ngày; gói 6 + 1 lượt: 180 ngày; gói 10 + 2 lượt: 365 ngày');
    expect(page.html).toContain('Áp dụng từ ngày 01/11/2026.');
    expect(page.html).not.toContain('{product}');
  });

  it('lang=en gives the English terms; other pages without English stay Vietnamese', async () => {
    const page = await termsPage('&lang=en');
    expect(page.title).toBe('Top-up terms');
    expect(page.html).toContain('<h2>4. Validity</h2>');
    expect(page.html).toContain('Money topped up to your account does not expire.');
    expect(page.html).toContain('In force from 1 November 2026.');
    const privacy = await t.app.inject({ url: '/api/v1/content/page?path=/chinh-sach-bao-mat&lang=en' });
    expect(privacy.json().data.title).toBe('Chính sách bảo mật');
  });

  it('a bad language is a 400 with a clear message', async () => {
    const res = await t.app.inject({ url: '/api/v1/content/page?path=/dieu-khoan-topup&lang=fr' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/lang/);
  });
});
