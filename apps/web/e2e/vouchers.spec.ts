import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiLogin, uniquePhone, useToken } from './support/account';

// Steps 4 and 5 of the booking wizard (spec §2 'Voucher screen', 'Voucher detail'; §5 voucher and QR
// rows; §8 promo code) reached from the sticky bar of step 2, as an anonymous visitor.
const STEP_2 = '/booking?phone=0905939123&salonId=1&step=2';

// A 1x1 white PNG: a picture without a QR code.
const BLANK_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4//8/AAX+Av4N70a4AAAAAElFTkSuQmCC', 'base64');

test.beforeEach(async ({ page }) => {
  await openVoucherStep(page);
});

async function openVoucherStep(page: Page) {
  await page.goto(STEP_2);
  await expect(page.getByTestId('service-group').first()).toBeVisible();
  // Cắt gội 10 bước + Combo sạch mụn sáng da: campaign 4 (50% off skin care with a cut) is valid.
  const combo = page.locator('[data-testid=service-group][data-group-id="10"]');
  await combo.getByRole('radio', { name: /Tiêu chuẩn/ }).click();
  await combo.getByTestId('group-add').click();
  await page.locator('[data-testid=service-group][data-group-id="31"]').getByTestId('group-add').click();
  await expect(page.getByTestId('selected-count')).toHaveText(/Đã chọn 2 dịch vụ/);
  await page.getByTestId('voucher-row').click();
  await expect(page.getByTestId('voucher-step')).toBeVisible();
}

test('only valid offers have a checkbox; applying re-prices the services with the struck old total', async ({ page }) => {
  const apply = page.getByTestId('voucher-apply');
  await expect(apply).toHaveAttribute('aria-disabled', 'true');

  const valid = page.locator('[data-testid=voucher-item][data-campaign-id="4"]');
  const invalid = page.locator('[data-testid=voucher-item][data-campaign-id="1"]');
  await expect(valid).toContainText('HSD: ');
  await expect(invalid.getByRole('checkbox')).toHaveCount(0);
  await expect(invalid).toContainText('anh chọn thêm dịch vụ phù hợp');

  await valid.getByRole('checkbox').check();
  await expect(page.getByTestId('voucher-total')).toHaveText('224.500 VNĐ');
  await expect(apply).toHaveAttribute('aria-disabled', 'false');
  await apply.click();

  await expect(page.getByTestId('service-step')).toBeVisible();
  await expect(page.getByTestId('voucher-row')).toContainText('Giảm 50% chăm sóc da khi cắt gội');
  await expect(page.getByTestId('service-total')).toHaveText('224.500 VNĐ');
  // struck: the original prices 120.000 + 299.000, as step 0 and the success page strike them
  await expect(page.getByTestId('service-old-total')).toHaveText('419.000 VNĐ');
});

test("conditions open the detail; 'Chon uu dai' chooses the offer", async ({ page }) => {
  await page.locator('[data-testid=voucher-item][data-campaign-id="4"]').getByRole('button', { name: 'Xem điều kiện' }).click();
  const detail = page.getByTestId('voucher-detail');
  await expect(detail).toBeVisible();
  await expect(detail).toContainText('Từ ');
  await expect(detail).toContainText('Dịch vụ đủ điều kiện');
  await expect(detail).toContainText('Tẩy da chết');
  await page.getByTestId('voucher-choose').click();
  await expect(page.getByTestId('voucher-row')).toContainText('Giảm 50% chăm sóc da khi cắt gội');
});

test("tab '2' and the code box need login; an unreadable QR picture shows the spec's notice", async ({ page }) => {
  await page.getByRole('tab', { name: 'Ưu đãi của anh' }).click();
  await expect(page.getByTestId('voucher-login')).toBeVisible();

  const applyCode = page.getByTestId('voucher-code-apply');
  await expect(applyCode).toBeDisabled();
  await page.getByTestId('voucher-code').fill('SHINE50K');
  await expect(applyCode).toBeEnabled();
  await applyCode.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Quét mã QR' }).click();
  await page.getByTestId('qr-file').setInputFiles({ name: 'blank.png', mimeType: 'image/png', buffer: BLANK_PNG });
  await expect(page.getByTestId('qr-unreadable')).toHaveText(
    'Ảnh đã chọn không chứa mã QR, mã bị nhỏ hoặc mờ. Anh vui lòng chọn một ảnh khác hoặc sử dụng chức năng quét bằng máy ảnh.',
  );
});

test("a code typed while logged in with another phone is not claimed: tab '2' asks to log in with the booking phone", async ({ page, request }) => {
  await useToken(page, await apiLogin(request, uniquePhone()));
  await openVoucherStep(page);
  const claims: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/postCode')) claims.push(r.url());
  });

  await page.getByTestId('voucher-code').fill('CHAOBANMOI');
  await page.getByTestId('voucher-code-apply').click();
  await expect(page.getByRole('tab', { name: 'Ưu đãi của anh' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText('Anh vui lòng đăng nhập bằng số điện thoại đặt lịch để xem ưu đãi của anh nhé!');
  await expect(page.getByTestId('voucher-code')).toHaveValue('CHAOBANMOI');
  expect(claims).toEqual([]);
});
