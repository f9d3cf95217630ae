import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { photograph } from './support/shots';
import { uniquePhone } from './support/account';
import { seriousViolations } from './support/axe';
import { STAFF_PASSWORD } from './support/staff';

// Issue 32, the chain's back office at /quan-tri (the 'backoffice' project, 1366×768): an editor changes a
// home banner and a service's price and the customer site shows both on its next load; a recruiter reads a
// CV and the entity's history shows it. Every page is photographed at 1366×768 and 1024×768.

const EDITOR = '0926000001';
const RECRUITER = '0928000001';
const CHAIN_ADMIN = '0924000001';
const SHOTS = '/tmp/shots/bo';
const CV = path.join(import.meta.dirname, 'support', 'cv-sample.pdf');

async function logIn(page: Page, phone: string, firstSection: string) {
  await page.goto('/quan-tri');
  await expect(page.getByRole('heading', { level: 1, name: 'Đăng nhập nhân viên' })).toBeVisible();
  // The customer site's header and footer are not part of the back office.
  await expect(page.getByTestId('site-header')).toHaveCount(0);
  await page.getByLabel('Số điện thoại').fill(phone);
  await page.getByLabel('Mật khẩu').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(page.getByRole('heading', { level: 1, name: firstSection })).toBeVisible();
}

// Several screens and a customer's visit per test, on a shared two-core machine.
test.describe.configure({ timeout: 180_000 });

const nav = (page: Page) => page.getByRole('navigation', { name: 'Các mục quản trị' });

test("an editor changes a home banner and a service's price; the customer site shows both on its next load", async ({ page, browser, baseURL }) => {
  await page.goto('/quan-tri');
  await expect(page.getByLabel('Số điện thoại')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await photograph(page, `${SHOTS}/login-1366.png`);

  await logIn(page, EDITOR, 'Nội dung trang chủ');
  // Only the sections an editor's role allows.
  await expect(nav(page).getByRole('link')).toHaveText([
    'Nội dung trang chủ',
    'Trang & bài viết',
    'Dịch vụ & giá',
    'Danh mục & nhóm dịch vụ',
    'Hội viên & gói nạp',
    'Style Master & cuộc thi',
    'Bộ sưu tập & lookbook',
  ]);

  const title = 'Ưu đãi Noel 2026';
  await page.locator('table').first().getByRole('link').first().click();
  const form = page.getByRole('form', { name: /^Banner:/ });
  await form.getByLabel('Tiêu đề').fill(title);
  await form.getByRole('button', { name: 'Lưu' }).click();
  await expect(form.getByRole('status')).toHaveText('Đã lưu.');
  const history = page.getByTestId('entity-history');
  await expect(history.getByRole('listitem').first()).toContainText('content.edit');
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Dịch vụ & giá' }).click();
  await page.getByRole('link', { name: 'Cắt gội 10 bước' }).first().click();
  const service = page.getByRole('form', { name: 'Cắt gội 10 bước' });
  await service.getByLabel('Giá (VNĐ)').fill('110000');
  await service.getByLabel(/^Giá gạch/).fill('130000');
  await service.getByRole('button', { name: 'Lưu' }).click();
  await expect(service.getByRole('status')).toHaveText('Đã lưu.');
  await expect(page.getByTestId('entity-history').getByRole('listitem').first()).toContainText('catalog.edit');

  // A customer's next load, in a browser of his own.
  const customer = await browser.newContext({ baseURL, viewport: { width: 1366, height: 768 } });
  const site = await customer.newPage();
  await site.goto('/');
  await expect(site.getByRole('img', { name: title }).first()).toBeAttached();
  await site.goto('/booking?phone=0905939123&salonId=1&step=2');
  const combo = site.locator('[data-testid=service-group][data-group-id="10"]');
  await combo.getByTestId('group-add').click();
  await combo.getByRole('radio', { name: /Tiêu chuẩn/ }).click();
  await combo.getByTestId('group-add').click();
  await expect(site.getByTestId('service-total')).toHaveText('110.000 VNĐ');
  await expect(site.getByTestId('service-old-total')).toHaveText('130.000 VNĐ');
  await customer.close();
});

test('a recruiter reads a CV and its history shows the download', async ({ page, browser, baseURL }) => {
  // A candidate applies with a CV on the customer site.
  const applicant = await browser.newContext({ baseURL, viewport: { width: 1366, height: 768 } });
  const site = await applicant.newPage();
  await site.goto('/recruitment');
  await site.getByTestId('job-card').first().getByRole('link').click();
  await expect(site).toHaveURL(/\/recruitment\/[a-z0-9-]+$/);
  await expect(site.locator('html[data-hydrated]')).toBeAttached();
  const apply = site.getByTestId('application-form');
  await apply.getByLabel('Họ và tên').fill('Lê Minh Tuấn');
  await apply.getByLabel('Số điện thoại').fill(uniquePhone());
  await apply.getByLabel('Kinh nghiệm').selectOption('1-3y');
  await apply.getByLabel(/^CV/).setInputFiles(CV);
  await apply.getByRole('checkbox').check();
  await expect(apply.getByTestId('form-captcha')).toContainText('Đã xác minh chống spam', { timeout: 20_000 });
  await apply.getByTestId('form-submit').click();
  await expect(site.getByTestId('form-done')).toBeVisible();
  await applicant.close();

  await logIn(page, RECRUITER, 'Tuyển dụng');
  await expect(nav(page).getByRole('link')).toHaveText(['Tuyển dụng']);
  const row = page.getByRole('row').filter({ hasText: 'Lê Minh Tuấn' }).first();
  const download = page.waitForEvent('download');
  await row.getByRole('link', { name: 'Tải CV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^CV-.+\.pdf$/);
  await row.getByRole('button', { name: /Lê Minh Tuấn/ }).click();
  await expect(page.getByTestId('entity-history').getByRole('listitem').first()).toContainText('cv.read');
  expect(await seriousViolations(page)).toEqual([]);
  await photograph(page, `${SHOTS}/jobs-recruiter-1366.png`);
});

test('every page of /quan-tri, photographed at 1366×768 and 1024×768', async ({ page }) => {
  test.setTimeout(600_000);
  await logIn(page, CHAIN_ADMIN, 'Nội dung trang chủ');
  const sections = await nav(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => ({ href: a.getAttribute('href')!, name: a.textContent! })));
  expect(sections.map((s) => s.name)).toEqual([
    'Nội dung trang chủ',
    'Trang & bài viết',
    'Dịch vụ & giá',
    'Salon',
    'Nhượng quyền & hợp tác',
    'Tuyển dụng',
    'Ảnh bị báo sai',
    'Đánh giá của khách',
    'Lịch làm việc',
    'Báo cáo',
    'Ưu đãi',
    'Nhật ký thay đổi',
    'Danh mục & nhóm dịch vụ',
    'Hội viên & gói nạp',
    'Tin nhắn lịch hẹn',
    'Style Master & cuộc thi',
    'Bộ sưu tập & lookbook',
  ]);
  // Each list, and one edit screen of each kind (its history panel beside it).
  const pages = [...sections.map((s) => s.href), '/quan-tri/noi-dung/banner/1', '/quan-tri/trang/1', '/quan-tri/dich-vu/101', '/quan-tri/salon/1'];
  for (const width of [1366, 1024]) {
    await page.setViewportSize({ width, height: 768 });
    for (const href of pages) {
      await page.goto(href);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
      await expect(page.getByText('Đang tải…')).toHaveCount(0);
      if (href === '/quan-tri/trang/1') {
        await page.getByRole('button', { name: 'Xem trước' }).click();
        await expect(page.getByTestId('page-preview').locator('article')).toBeVisible();
      }
      await photograph(page, `${SHOTS}/${href.slice(1).replaceAll('/', '_')}-${width}.png`, { fullPage: true });
    }
  }
});
