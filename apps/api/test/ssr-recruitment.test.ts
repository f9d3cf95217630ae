import { describe, expect, it } from 'vitest';
import { useSsrTestApp } from './ssr-app.ts';

// Server rendering of the franchise, partner and recruitment pages (issue 15) on the real build of the web app.

const t = useSsrTestApp();

const page = async (url: string) => {
  const response = await t.app.inject({ url, headers: { accept: 'text/html' } });
  return { status: response.statusCode, html: response.body };
};
const root = (html: string) => html.slice(html.indexOf('<div id="root">'));

describe('server-rendered franchise and recruitment pages', () => {
  it('/lien-he-nhuong-quyen holds the chain figures, the investment, the steps and the form', async () => {
    const { status, html } = await page('/lien-he-nhuong-quyen');
    expect(status).toBe(200);
    const body = root(html);
    expect(body).toContain('data-testid="chain-figures"');
    expect(body).toContain('salon đang mở');
    expect(body).toContain('Từ 1,2 đến 2,5 tỷ đồng');
    expect(body).toContain('Các bước hợp tác');
    expect(body).toContain('data-testid="franchise-form"');
    expect(body).toContain('TP. Hồ Chí Minh');
    expect(html).toMatch(/<title>Liên hệ nhượng quyền \| Shine<\/title>/);
    expect(html).toMatch(/<meta name="description" content="Liên hệ nhượng quyền thương hiệu Shine[^"]*">/);
  });

  it('/contact-advertising holds the partner form and its own description', async () => {
    const { status, html } = await page('/contact-advertising');
    expect(status).toBe(200);
    expect(root(html)).toContain('data-testid="partner-form"');
    expect(html).toMatch(/<title>Liên hệ hợp tác quảng cáo \| Shine<\/title>/);
    expect(html).toMatch(/<meta name="description" content="Liên hệ hợp tác quảng cáo, thương hiệu[^"]*">/);
  });

  it('/recruitment lists the salon jobs (filtered by the URL); /recruitment-office the office jobs', async () => {
    const all = await page('/recruitment');
    expect(all.status).toBe(200);
    expect(root(all.html).match(/data-testid="job-card"/g)?.length).toBeGreaterThanOrEqual(15);
    expect(all.html).toMatch(/<title>Tuyển dụng \| Shine<\/title>/);
    const skinners = root((await page('/recruitment?vi-tri=skinner')).html);
    expect(skinners).toContain('Skinner gội massage');
    expect(skinners).not.toContain('Stylist cắt tóc nam -');
    const office = await page('/recruitment-office');
    expect(root(office.html)).toContain('Chuyên viên Marketing nội dung');
    expect(office.html).toMatch(/<meta name="description" content="Tuyển dụng khối văn phòng Shine[^"]*">/);
  });

  it('/recruitment/{slug} holds the job, its pay and the application form; an unknown job is a 404 page', async () => {
    const { status, html } = await page('/recruitment/ke-toan-tong-hop');
    expect(status).toBe(200);
    const body = root(html);
    expect(body).toContain('Kế toán tổng hợp');
    expect(body).toContain('15 - 22 triệu');
    expect(body).toContain('data-testid="application-form"');
    expect(html).toMatch(/<title>Kế toán tổng hợp - Tài chính - Kế toán, Hà Nội \| Shine<\/title>/);
    expect(html).toMatch(/<meta name="description" content="Shine tuyển Kế toán tổng hợp tại [^"]*15 - 22 triệu\/tháng[^"]*">/);
    const missing = await page('/recruitment/khong-co-viec-nay');
    expect(missing.status).toBe(404);
    expect(root(missing.html)).toContain('Vị trí không còn tuyển');
  });
});
