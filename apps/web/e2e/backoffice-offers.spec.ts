import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { photograph } from './support/shots';
import { seriousViolations } from './support/axe';
import { fixBrowserClock } from './support/clock';
import { apiLogin, uniquePhone, useToken } from './support/account';
import { backofficeNav, logInBackoffice } from './support/staff';

// Issue 32, the back office's offers (the 'backoffice' project, 1366×768): marketing creates a golden hour of 50
// vouchers starting now (the suite's clock), the customer's golden-hour page shows it on its next load, and the
// chain admin's change log shows who made it. Every offers screen photographed at 1366×768 and 1024×768.

const MARKETING = '0927000001';
const CHAIN_ADMIN = '0924000001';
const SHOTS = '/tmp/shots-bo-offers';

test.describe.configure({ timeout: 180_000 });

const nav = backofficeNav;
const logIn = logInBackoffice;

/** A second person's browser (the staff session is a cookie of the browser), on the suite's clock. */
async function otherBrowser(browser: Browser, page: Page, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, viewport: page.viewportSize() ?? undefined });
  await fixBrowserClock(context, context.request);
  return context;
}

test('marketing creates a golden hour of 50 vouchers starting now; the customer page shows it, the change log too', async ({ page, browser, baseURL }) => {
  await logIn(page, MARKETING);
  await expect(nav(page).getByRole('link')).toHaveText(['Nội dung trang chủ', 'Trang & bài viết', 'Ưu đãi', 'Style Master & cuộc thi']);
  const marketer = (await page
    .locator('header')
    .filter({ has: page.getByRole('button', { name: 'Đăng xuất' }) })
    .locator('strong')
    .textContent())!;
  await nav(page).getByRole('link', { name: 'Ưu đãi' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ưu đãi' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^(Đang diễn ra|Sắp diễn ra|Đã kết thúc) \(\d+\)$/ }).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Tạo giờ vàng' }).click();
  const form = page.getByRole('form', { name: 'Giờ vàng mới' });
  const title = 'Giờ vàng thứ Hai: cắt gội 50.000đ';
  await form.getByLabel('Tiêu đề', { exact: true }).fill(title);
  await form.getByLabel('Tiêu đề tiếng Anh').fill('Monday golden hour: cut & wash 50,000 VND');
  await form.getByLabel('Số voucher (1–10.000)').fill('50');
  await form.getByLabel('Giá gốc (VNĐ)').fill('100000');
  await form.getByLabel('Giá giờ vàng (VNĐ)').fill('50000');
  await form.getByLabel('Mô tả (HTML)').fill('<p>50 voucher cho 50 khách nhanh nhất.</p>');
  // The window starts now (the form's default: this minute, by the suite's clock) and lasts an hour.
  await expect(form.getByLabel('Bắt đầu (giờ Việt Nam)')).toHaveValue(/^2026-11-23T09:1\d$/);
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Tạo giờ vàng' }).click();

  const editor = page.getByRole('form', { name: `Giờ vàng: ${title}` });
  await expect(editor).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^Giờ vàng: ${title}`) })).toContainText('Đang diễn ra');
  await expect(editor.getByText('Giờ vàng đã bắt đầu nên không sửa được nữa.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Dừng sớm' })).toContainText('Đã nhận: 0/50');
  const history = page.getByTestId('entity-history');
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history.getByRole('listitem').first()).toContainText('offer.edit');
  const id = page.url().split('/').at(-1)!;
  expect(id).toMatch(/^\d+$/);

  // The customer's golden-hour page, at its next load: the new hour is open with its 50 vouchers.
  await page.goto('/gio-vang-san-uu-dai');
  const card = page.getByTestId('golden-hour').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card).toContainText('50');
  await page.goto(`/gio-vang-san-uu-dai-chi-tiet/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // The chain admin's change log shows the creation, by marketing.
  const admin = await otherBrowser(browser, page, baseURL);
  const log = await admin.newPage();
  try {
    await logIn(log, CHAIN_ADMIN);
    await nav(log).getByRole('link', { name: 'Nhật ký thay đổi' }).click();
    await log.getByLabel('Loại mục').fill('goldenHour');
    await log.getByLabel('Mã', { exact: true }).fill(id);
    await log.getByRole('button', { name: 'Xem lịch sử' }).click();
    const entry = log.getByTestId('entity-history').getByRole('listitem').first();
    await expect(entry).toContainText('offer.edit');
    await expect(entry).toContainText(marketer);
    await entry.getByText('Trước / Sau').click();
    await expect(entry.locator('pre')).toContainText('"quantity": 50');
    await photograph(log, `${SHOTS}/audit-golden-hour-1366.png`, { fullPage: true });
  } finally {
    await admin.close();
  }
});

test('campaigns, voucher codes with their QR and the wheel: every offers screen at 1366×768 and 1024×768', async ({ page }) => {
  test.setTimeout(300_000);
  await logIn(page, MARKETING);

  // A campaign's codes: a batch made by the server, one code's QR.
  await page.goto('/quan-tri/uu-dai/chien-dich');
  await expect(page.getByRole('table')).toBeVisible();
  await page.getByRole('table').getByRole('link').first().click();
  const codes = page.getByRole('region', { name: 'Mã voucher' });
  await codes.getByLabel('Số mã cần tạo (1–500)').fill('12');
  await codes.getByRole('button', { name: 'Tạo mã' }).click();
  await expect(codes.getByRole('status')).toHaveText('Đã tạo 12 mã.');
  const qr = codes.getByRole('figure');
  await expect(qr.locator('img')).toBeVisible();
  const code = (await qr.locator('figcaption').textContent())!;
  expect(code).toMatch(/^SH[A-Z2-9]{8}$/);
  await expect(codes.getByRole('button', { name: `Xem QR mã ${code}` })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('entity-history').getByRole('listitem').first()).toContainText('offer.edit');
  expect(await seriousViolations(page)).toEqual([]);
  const campaignPath = new URL(page.url()).pathname;

  // The wheel: a weight changed, saved, audited; weights adding up to 0 are refused before any request.
  await page.goto('/quan-tri/uu-dai/vong-quay');
  const wheel = page.getByRole('form', { name: /^Vòng quay:/ }).first();
  const weight = wheel.getByRole('textbox', { name: /^Trọng số · / }).first();
  await weight.fill('12');
  await wheel.getByRole('button', { name: 'Lưu' }).click();
  await expect(wheel.getByRole('status')).toHaveText('Đã lưu.');
  for (const box of await wheel.getByRole('textbox', { name: /^Trọng số · / }).all()) await box.fill('0');
  await wheel.getByRole('button', { name: 'Lưu' }).click();
  await expect(wheel.getByRole('alert')).toHaveText('Tổng trọng số phải lớn hơn 0.');
  expect(await seriousViolations(page)).toEqual([]);

  const hours = (await (await page.request.get('/api/v1/admin/offers/golden-hours')).json()) as { data: { id: number; status: string }[] };
  const running = hours.data.find((h) => h.status === 'running')!;
  const screens = [
    '/quan-tri/uu-dai',
    '/quan-tri/uu-dai/gio-vang/moi',
    `/quan-tri/uu-dai/gio-vang/${running.id}`,
    '/quan-tri/uu-dai/chien-dich',
    campaignPath,
    '/quan-tri/uu-dai/vong-quay',
  ];
  for (const width of [1366, 1024]) {
    await page.setViewportSize({ width, height: 768 });
    for (const href of screens) {
      await page.goto(href);
      await expect(page.getByRole('heading', { level: 1, name: 'Ưu đãi' })).toBeVisible();
      await expect(page.getByText('Đang tải…')).toHaveCount(0);
      if (href === campaignPath)
        await page
          .getByRole('button', { name: /^Xem QR mã / })
          .first()
          .click();
      await photograph(page, `${SHOTS}/${href.slice(1).replaceAll('/', '_')}-${width}.png`, { fullPage: true });
    }
  }
});

test("marketing changes a quest's title and spins: the customer's wheel page shows them at its next load; the quests and points screens", async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(300_000);
  await logIn(page, MARKETING);
  await page.goto('/quan-tri/uu-dai/nhiem-vu');
  await expect(page.getByRole('heading', { level: 1, name: 'Ưu đãi' })).toBeVisible();
  const list = page.getByRole('table');
  await expect(list.getByRole('row')).toHaveCount(5);
  const original = (await (await page.request.get('/api/v1/admin/offers/quests')).json()) as { data: Record<string, unknown>[] };
  const before = original.data.find((q) => q.key === 'complete_profile')!;
  expect(await seriousViolations(page)).toEqual([]);

  await list.getByRole('link', { name: 'Cập nhật đủ hồ sơ (tên, email, ngày sinh)' }).click();
  const form = page.getByRole('form', { name: 'Nhiệm vụ: Cập nhật đủ hồ sơ (tên, email, ngày sinh)' });
  const title = 'Hoàn thiện hồ sơ, nhận ngay 3 lượt quay';
  await form.getByLabel('Tiêu đề', { exact: true }).fill(title);
  await form.getByLabel('Tiêu đề tiếng Anh').fill('Complete your profile, get 3 spins');
  await form.getByLabel('Lượt quay mỗi lần hoàn thành (1–10)').fill('3');
  await expect(form.getByLabel('Lặp lại: mỗi lần cắt được tính một lần')).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Lưu' }).click();
  // Saved, the editor is titled by the new title.
  await expect(page.getByRole('form', { name: `Nhiệm vụ: ${title}` }).getByRole('status')).toHaveText('Đã lưu.');
  const history = page.getByTestId('entity-history');
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history.getByRole('listitem').first()).toContainText('offer.edit');
  await photograph(page, `${SHOTS}/quest-saved-1366.png`, { fullPage: true });

  // A new customer's wheel page, at its next load: the quest with its new title and 3 spins.
  const customer = await otherBrowser(browser, page, baseURL);
  try {
    const wheel = await customer.newPage();
    await useToken(wheel, await apiLogin(request, uniquePhone()));
    await wheel.goto('/vong-quay-may-man');
    const quest = wheel.getByTestId('quest-complete_profile');
    await expect(quest).toContainText(title);
    await expect(quest).toContainText('Thưởng 3 lượt quay');
    await photograph(wheel, `${SHOTS}/customer-quests-1366.png`, { fullPage: true });
  } finally {
    await customer.close();
  }

  // The points rules: listed with what they give today; one rule's editor.
  await page.goto('/quan-tri/uu-dai/diem-thuong');
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(3);
  await expect(page.getByRole('row', { name: /Thanh toán lần cắt/ })).toContainText('1 điểm / 10.000 ₫');
  await page.getByRole('link', { name: 'Đánh giá lần cắt' }).click();
  const rule = page.getByRole('form', { name: 'Tích điểm: Đánh giá lần cắt' });
  await expect(rule.getByLabel('Điểm cho mỗi lần đánh giá (0–1000)')).toHaveValue('5');
  await rule.getByLabel('Áp dụng từ ngày (để trống: không giới hạn)').fill('2026-12-01');
  await rule.getByLabel('Đến hết ngày (để trống: không giới hạn)').fill('2026-11-01');
  await rule.getByRole('button', { name: 'Lưu' }).click();
  await expect(rule.getByRole('alert')).toHaveText('Ngày kết thúc không được trước ngày bắt đầu.');
  expect(await seriousViolations(page)).toEqual([]);

  const screens = [
    '/quan-tri/uu-dai/nhiem-vu',
    '/quan-tri/uu-dai/nhiem-vu/complete_profile',
    '/quan-tri/uu-dai/diem-thuong',
    '/quan-tri/uu-dai/diem-thuong/paid_visit',
  ];
  for (const width of [1366, 1024]) {
    await page.setViewportSize({ width, height: 768 });
    for (const href of screens) {
      await page.goto(href);
      await expect(page.getByRole('heading', { level: 1, name: 'Ưu đãi' })).toBeVisible();
      await expect(page.getByText('Đang tải…')).toHaveCount(0);
      await photograph(page, `${SHOTS}/${href.slice(1).replaceAll('/', '_')}-${width}.png`, { fullPage: true });
    }
  }

  // The quest as it was, for the other tests of this server.
  const { key: _key, canRepeat: _canRepeat, ...settings } = before;
  expect((await page.request.put('/api/v1/admin/offers/quests/complete_profile', { data: settings })).ok()).toBe(true);
});
