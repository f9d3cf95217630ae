import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeOn } from './support/axe';
import { apiLogin, createBooking, outbox, uniquePhone } from './support/account';

// /xac-nhan-thay-doi-dvsp/{token}: during a visit the salon proposes other services; the customer opens
// the link he received and answers. The salon system's call uses the development staff key.
const STAFF_KEY = 'dev-only-staff-api-key-change-me';
const CUT = 101; // Cắt gội 10 bước, 100.000 (booked)
const PROPOSED = [CUT, 121, 221]; // + Gội massage dưỡng sinh 60.000, Hấp dầu phục hồi 99.000

/** A booking today for a new customer, and the path of the link the salon's proposal sent him. */
async function proposal(request: APIRequestContext) {
  const phone = uniquePhone();
  // Salon 3: the proposal lengthens the visit, which needs room after it in the stylist's day.
  const bookingId = await createBooking(request, await apiLogin(request, phone), phone, { salonId: 3 });
  const proposed = await request.post('/api/v1/staff/service-changes', { headers: { 'x-staff-key': STAFF_KEY }, data: { bookingId, serviceIds: PROPOSED } });
  expect(proposed.ok(), await proposed.text()).toBe(true);
  const [message] = await outbox(request, phone);
  const path = /\/xac-nhan-thay-doi-dvsp\/[\w-]+/.exec(message?.body ?? '')?.[0];
  expect(path, message?.body).toBeTruthy();
  return { path: path!, phone };
}

test('the customer compares the services, accepts, and the page says what stands now', async ({ page, request }) => {
  const { path, phone } = await proposal(request);
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Xác nhận thay đổi dịch vụ' })).toBeVisible();
  // Spec §2: no header, login or footer on this path.
  await expect(page.getByTestId('site-header')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Đăng nhập' })).toHaveCount(0);
  await expect(page.getByTestId('site-footer')).toHaveCount(0);
  await expect(page.getByText(`Số điện thoại ••• ••• ${phone.slice(-3)}`)).toBeVisible();
  const booked = page.getByRole('region', { name: 'Dịch vụ đã đặt' });
  const proposed = page.getByRole('region', { name: 'Dịch vụ đề xuất' });
  await expect(booked.getByRole('listitem')).toHaveCount(1);
  await expect(booked).toContainText('Cắt gội 10 bước');
  await expect(proposed.getByRole('listitem')).toHaveCount(3);
  await expect(proposed).toContainText('Gội massage dưỡng sinh');
  await expect(proposed).toContainText('259.000 VNĐ');
  await expect(page.getByTestId('service-change-difference')).toContainText('+159.000 VNĐ');
  await expect(page.getByTestId('service-change-difference')).toContainText('Thêm 45 phút');
  const { violations } = await axeOn(page).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  await page.getByRole('button', { name: 'Đồng ý thay đổi' }).click();
  await expect(page.getByRole('status')).toHaveText('Anh đã đồng ý thay đổi. Stylist sẽ phục vụ anh với các dịch vụ mới, tổng tiền 259.000 VNĐ.');
  await expect(page.getByRole('button', { name: 'Đồng ý thay đổi' })).toHaveCount(0);
  // The server kept it: the link now shows the booking's services.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Dịch vụ của anh' }).getByRole('listitem')).toHaveCount(3);
});

test.describe('an answer given elsewhere first', () => {
  test.use({ expectedHttpErrors: [{ status: 409, path: '/api/v1/service-changes/' }] });

  test('is shown, and the page moves to it', async ({ page, request }) => {
    const { path } = await proposal(request);
    await page.goto(path);
    await expect(page.getByRole('button', { name: 'Giữ dịch vụ đã đặt' })).toBeVisible();
    // The customer already declined on another phone.
    expect((await request.post(`/api/v1${path.replace('/xac-nhan-thay-doi-dvsp', '/service-changes')}`, { data: { decision: 'decline' } })).ok()).toBe(true);
    await page.getByRole('button', { name: 'Đồng ý thay đổi' }).click();
    await expect(page.getByRole('alert')).toHaveText('Anh đã trả lời yêu cầu thay đổi dịch vụ này rồi.');
    await expect(page.getByRole('status')).toHaveText('Anh đã giữ nguyên dịch vụ đã đặt. Stylist sẽ tiếp tục phục vụ anh như lịch hẹn.');
  });
});

test.describe('an unknown link', () => {
  test.use({ expectedHttpErrors: [{ status: 404, path: '/xac-nhan-thay-doi-dvsp/' }] });

  test('is a 404 page that says so', async ({ page }) => {
    const response = await page.goto(`/xac-nhan-thay-doi-dvsp/${'A'.repeat(43)}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('alert')).toHaveText('Yêu cầu thay đổi dịch vụ không tồn tại. Anh vui lòng kiểm tra lại đường dẫn trong tin nhắn.');
    await expect(page.getByRole('link', { name: 'Về trang chủ' })).toBeVisible();
  });
});
