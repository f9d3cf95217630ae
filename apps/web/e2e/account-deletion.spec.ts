import { expect, test } from './fixtures';
import { apiLogin, dotted, lastOutboxId, nextOtp, uniquePhone, useToken } from './support/account';

// Spec §2 /delete-account: an explanation, then a deletion confirmed by a code, after which the customer is logged out.

test('a customer deletes the account with a code and ends up logged out', async ({ page, request }) => {
  const phone = uniquePhone();
  const token = await apiLogin(request, phone);
  await useToken(page, token);
  await page.goto('/delete-account');
  await expect(page.getByRole('heading', { level: 1, name: 'Xóa tài khoản' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(dotted(phone));

  const send = page.getByRole('button', { name: 'Gửi mã xác nhận' });
  await expect(send).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Tôi đã hiểu và muốn xóa tài khoản' }).check();
  const known = await lastOutboxId(request, phone);
  await send.click();
  const code = page.getByTestId('delete-otp');
  await code.fill('12345');
  await page.getByRole('button', { name: 'Xóa tài khoản', exact: true }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Mã xác nhận sai định dạng.');
  await code.fill(await nextOtp(request, phone, known));
  await page.getByRole('button', { name: 'Xóa tài khoản', exact: true }).click();

  await expect(page.getByText('Tài khoản của anh đã được xóa.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('site-header').getByRole('button', { name: 'Đăng nhập' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('accessToken'))).toBeNull();
  expect((await request.get('/api/v1/auth/me', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401);
});
