import { expect, test } from './fixtures';
import { photograph } from './support/shots';
import { apiLogin, uniquePhone, useToken } from './support/account';

// Issue 14: buying a package through the local sandbox gateway (VNPay-compatible), offline.

test('a logged-in customer buys a package and sees his visits on /history and in the booking wizard', async ({ page, request }) => {
  const phone = uniquePhone();
  await useToken(page, await apiLogin(request, phone));
  await page.goto('/topup');
  await expect(page.getByRole('heading', { level: 1, name: 'Nạp tiền tài khoản' })).toBeVisible();
  // The page knows him before he buys (the header's account button): the buttons wait while his session is checked.
  await expect(page.getByTestId('site-header').getByRole('button', { name: 'Tài khoản' })).toBeVisible();
  await page.getByRole('button', { name: 'Mua Gói 6 + 1 lượt cắt giá 540.000 VNĐ' }).click();

  // The sandbox's page, as VNPay's would be: the order and its amount, pay or cancel.
  await expect(page.getByRole('heading', { name: 'Cổng thanh toán thử nghiệm' })).toBeVisible();
  await expect(page.getByText('540.000 VNĐ')).toBeVisible();
  await page.getByRole('button', { name: 'Thanh toán' }).click();

  const result = page.getByTestId('topup-result');
  await expect(page).toHaveURL(/\/topup\/ket-qua\?/);
  await expect(result).toHaveAttribute('data-status', 'paid');
  await expect(result).toContainText('Gói 6 + 1 lượt cắt: đã cộng 7 lượt cắt vào tài khoản của anh.');

  await result.getByRole('link', { name: 'Xem lịch sử giao dịch' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lịch sử giao dịch' })).toBeVisible();
  await expect(page.getByTestId('wallet-summary')).toContainText('Anh còn 7 lượt cắt');
  await expect(page.locator('[data-testid="ledger-entry"][data-kind="package_granted"]')).toContainText('+7 lượt');
  await expect(page.locator('[data-testid="topup-order"][data-status="paid"]')).toContainText('540.000 VNĐ');

  await page.goto(`/booking?phone=${phone}`);
  await expect(page.getByTestId('wallet-note')).toContainText('Anh còn 7 lượt cắt');
});

test('a cancelled payment credits nothing', async ({ page, request }) => {
  const phone = uniquePhone();
  await useToken(page, await apiLogin(request, phone));
  await page.goto('/topup');
  await page.getByRole('button', { name: '200.000 VNĐ' }).click();
  await page.getByRole('button', { name: 'Nạp 200.000 VNĐ' }).click();
  await expect(page.getByRole('heading', { name: 'Cổng thanh toán thử nghiệm' })).toBeVisible();
  await page.getByRole('button', { name: 'Hủy giao dịch' }).click();

  const result = page.getByTestId('topup-result');
  await expect(result).toHaveAttribute('data-status', 'failed');
  await expect(result).toContainText('Thanh toán không thành công');
  await page.goto('/history');
  await expect(page.getByTestId('wallet-summary')).toContainText('Anh còn 0 lượt cắt');
  await expect(page.getByTestId('wallet-summary')).toContainText('Số dư tài khoản: 0 VNĐ');
  await expect(page.locator('[data-testid="topup-order"][data-status="failed"]')).toContainText('Không thành công');
  await expect(page.getByTestId('ledger-entry')).toHaveCount(0);
});

// Issue 28 item 5: the top-up terms come from the content store, like the other legal pages.
test('the top-up terms page shows the stored terms, in Vietnamese and for an ENG customer in English', async ({ page }, testInfo) => {
  await page.goto('/dieu-khoan-topup');
  await expect(page.getByRole('heading', { level: 1, name: 'Điều khoản nạp tiền' })).toBeVisible();
  const body = page.getByTestId('content-body');
  for (const heading of ['1. Phạm vi áp dụng', '4. Thời hạn sử dụng', '5. Hoàn tiền', '8. Khi xóa tài khoản', '9. Liên hệ']) {
    await expect(body.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(body).toContainText('gói 3 lượt: 90 ngày; gói 6 + 1 lượt: 180 ngày; gói 10 + 2 lượt: 365 ngày');
  await photograph(page, `/tmp/shots/h7/topup-terms-vi-${testInfo.project.name}.png`);

  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Top-up terms' })).toBeVisible();
  await expect(body.getByRole('heading', { level: 2, name: '4. Validity' })).toBeVisible();
  await expect(body).toContainText('Money topped up to your account does not expire.');
  await photograph(page, `/tmp/shots/h7/topup-terms-en-${testInfo.project.name}.png`);
});
