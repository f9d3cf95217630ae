import path from 'node:path';
import { expect, test } from './fixtures';
import { axeOn } from './support/axe';
import { uniquePhone } from './support/account';

// Issue 15: franchise request and a stylist application with a real small PDF, at phone and desktop size.

const CV = path.join(import.meta.dirname, 'support', 'cv-sample.pdf');

// Each form solves an ALTCHA proof of work in the browser before it sends (and again after): room for it on a busy machine.
test.slow();

test('a franchise request shows its messages next to the fields, keeps what was typed, then answers a reference', async ({ page }) => {
  await page.goto('/lien-he-nhuong-quyen');
  await expect(page.getByTestId('chain-figures')).toContainText('salon đang mở');
  const form = page.getByTestId('franchise-form');
  await form.getByLabel('Họ và tên').fill('Nguyễn Văn An');
  await form.getByLabel('Số điện thoại').fill('0102 345 678');
  await form.getByLabel('Email').fill('an.nguyen@gmail.com');
  await form.getByLabel('Tỉnh/thành phố dự kiến').selectOption('Cần Thơ');
  await form.getByLabel('Khu vực dự kiến mở salon').fill('Phường Ninh Kiều, gần Đại học Cần Thơ');
  await form.getByLabel('Vốn dự kiến').selectOption('1b-2b');
  await form.getByLabel('Kinh nghiệm kinh doanh').selectOption('business');
  await expect(form.getByTestId('form-captcha')).toContainText('Đã xác minh chống spam', { timeout: 20_000 });
  await form.getByTestId('form-submit').click();
  await expect(form.getByTestId('error-phone')).toHaveText('Số điện thoại không hợp lệ: 10 số, bắt đầu bằng 0 và đúng đầu số di động (ví dụ 0905 939 123).');
  await expect(form.getByTestId('error-consent')).toBeVisible();
  await expect(form.getByLabel('Số điện thoại')).toBeFocused();
  await expect(form.getByLabel('Họ và tên')).toHaveValue('Nguyễn Văn An');
  expect((await axeOn(page).include('[data-testid="franchise-form"]').analyze()).violations).toEqual([]);

  await form.getByLabel('Số điện thoại').fill(uniquePhone());
  await expect(form.getByTestId('error-phone')).toHaveCount(0);
  await form.getByRole('checkbox').check();
  await form.getByTestId('form-submit').click();
  const done = page.getByTestId('form-done');
  await expect(done).toContainText('Cảm ơn anh/chị đã đăng ký!', { timeout: 20_000 });
  await expect(done.getByTestId('reference')).toHaveText(/^NQ-[0-9A-Z]{6}$/);
});

test('applies to a stylist job with a small PDF CV and gets a reference', async ({ page }) => {
  await page.goto('/recruitment');
  // The recruitment links open in a new tab (spec §2); the floating franchise button leads to the franchise page.
  await expect(page.locator('footer a[href="/recruitment"]').first()).toHaveAttribute('target', '_blank');
  await expect(page.getByTestId('floating-contacts').locator('a[href="/lien-he-nhuong-quyen"]')).toBeAttached();

  await page.getByTestId('filter-position').selectOption('stylist');
  await expect(page).toHaveURL(/vi-tri=stylist/);
  const cards = page.getByTestId('job-card');
  await expect(cards.first()).toBeVisible();
  // The list shows the earlier jobs until the filtered ones arrive: only stylist jobs in the end.
  await expect(cards.filter({ hasNotText: 'STYLIST' })).toHaveCount(0);
  await page.getByTestId('filter-province').selectOption('20');
  await expect(page).toHaveURL(/tinh=20/);
  await expect(cards.first()).toContainText('TP. Hồ Chí Minh');
  await cards.first().getByRole('link').click();

  await expect(page).toHaveURL(/\/recruitment\/stylist-[a-z0-9-]+$/);
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Stylist cắt tóc nam');
  await expect(page.getByTestId('job-pay')).toContainText('triệu');
  const form = page.getByTestId('application-form');
  await form.getByLabel('Họ và tên').fill('Lê Minh Tuấn');
  await form.getByLabel('Số điện thoại').fill(uniquePhone());
  await form.getByLabel('Kinh nghiệm').selectOption('1-3y');
  await form.getByLabel(/^CV/).setInputFiles(CV);
  await form.getByRole('checkbox').check();
  await expect(form.getByTestId('form-captcha')).toContainText('Đã xác minh chống spam', { timeout: 20_000 });
  await form.getByTestId('form-submit').click();
  const done = page.getByTestId('form-done');
  await expect(done).toContainText('Đã nhận hồ sơ của anh/chị!', { timeout: 20_000 });
  await expect(done.getByTestId('reference')).toHaveText(/^UV-[0-9A-Z]{6}$/);
});
