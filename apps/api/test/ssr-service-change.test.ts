import { describe, expect, it } from 'vitest';
import { serviceWithDuration } from './fixtures.ts';
import { confirmedBooking, otherServices, propose } from './service-change-fixtures.ts';
import { useSsrTestApp } from './ssr-app.ts';

// Server rendering of the service-change link (spec §2 /xac-nhan-thay-doi-dvsp/{id}): the customer's
// phone shows the proposal before any script runs; no header or footer on this path.
const t = useSsrTestApp();
const root = (html: string) => html.slice(html.indexOf('<div id="root">'));

describe('server-rendered service-change page', () => {
  it('holds the visit, both lists and the buttons; no site header or footer', async () => {
    const db = t.app.deps.db;
    const cut = await serviceWithDuration(db);
    const [extra] = await otherServices(db, cut.id);
    const b = await confirmedBooking(t.app, db, { isoDate: '2026-11-21', dateBook: '21-11-2026', serviceId: cut.id, stylistIndex: 0 });
    const { token } = await propose(t.app, b.id, b.phone, [cut.id, extra!.id]);

    const res = await t.app.inject({ url: `/xac-nhan-thay-doi-dvsp/${token}`, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Xác nhận thay đổi dịch vụ, sản phẩm | Shine</title>');
    const body = root(res.body);
    expect(body).toContain('Xác nhận thay đổi dịch vụ</h1>');
    expect(body).toContain(cut.name);
    expect(body).toContain(extra!.name);
    expect(body).toContain('Đồng ý thay đổi');
    expect(body).not.toContain('data-testid="site-header"');
    expect(body).not.toContain('data-testid="site-footer"');
    expect(body).not.toContain(b.phone);
  });

  it('an unknown or malformed link is a 404 page', async () => {
    for (const token of ['A'.repeat(43), '1']) {
      const res = await t.app.inject({ url: `/xac-nhan-thay-doi-dvsp/${token}`, headers: { accept: 'text/html' } });
      expect(res.statusCode, token).toBe(404);
      expect(root(res.body)).toContain('Yêu cầu thay đổi dịch vụ không tồn tại.');
    }
  });
});
