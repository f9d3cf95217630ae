import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { photograph } from './support/shots';
import { apiLogin, createBooking, uniquePhone } from './support/account';
import { seriousViolations } from './support/axe';
import { RECEPTION_SALON_1, STAFF_PASSWORD, stylistPhone } from './support/staff';

// Issue 30, the salon floor: reception checks a booked customer in by his booking code at the tablet,
// undoes a mistaken step, and the stylist takes the visit from cut to finished on his own screen. At the
// phone's size (every spec) and the reception tablet's (the 'tablet' project, 1024×768).

// The wrong password, on purpose.
test.use({ expectedHttpErrors: [{ status: 400, path: '/api/v1/staff/auth/login' }] });

async function staffLogin(page: Page, phone: string) {
  await page.goto('/nhan-vien');
  await expect(page.getByRole('heading', { level: 1, name: 'Đăng nhập nhân viên' })).toBeVisible();
  // The customer site's header and footer are not part of the staff screens.
  await expect(page.getByTestId('site-header')).toHaveCount(0);
  await page.getByLabel('Số điện thoại').fill(phone);
  await page.getByLabel('Mật khẩu').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^Lịch hôm nay/ })).toBeVisible();
}

test('reception checks a booked customer in by his code and undoes it; his stylist cuts; reception takes the payment by VietQR and a walk-in', async ({
  page,
  request,
  browser,
  baseURL,
}, testInfo) => {
  const phone = uniquePhone();
  const bookingId = await createBooking(request, await apiLogin(request, phone), phone);

  // A wrong password is told, and nothing opens.
  await page.goto('/nhan-vien');
  await page.getByLabel('Số điện thoại').fill(RECEPTION_SALON_1);
  await page.getByLabel('Mật khẩu').fill('not-the-password');
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(page.getByRole('alert')).not.toBeEmpty();
  await expect(page.getByRole('heading', { level: 2, name: /^Lịch hôm nay/ })).toHaveCount(0);

  await staffLogin(page, RECEPTION_SALON_1);
  const card = page.locator(`[data-testid="floor-visit"][data-booking-id="${bookingId}"]`);
  await expect(card).toHaveAttribute('data-stage', 'booked');
  await expect(card.getByText('Đã đặt')).toBeVisible();

  await page.getByLabel('Số điện thoại hoặc mã đặt lịch').fill(String(bookingId));
  await page.getByRole('button', { name: 'Check-in', exact: true }).first().click();
  await expect(page.getByRole('status')).toHaveText('Đã check-in.');
  await expect(card).toHaveAttribute('data-stage', 'checked_in');
  expect(await seriousViolations(page)).toEqual([]);
  await photograph(page, `/tmp/shots/floor/reception-${testInfo.project.name}.png`);

  // A mistaken check-in goes back, then forward again.
  await card.getByRole('button', { name: 'Hoàn tác' }).click();
  await expect(card).toHaveAttribute('data-stage', 'booked');
  await card.getByRole('button', { name: 'Check-in' }).click();
  await expect(card).toHaveAttribute('data-stage', 'checked_in');
  // Reception may not cut.
  await expect(card.getByRole('button', { name: 'Bắt đầu cắt' })).toHaveCount(0);

  const day = await page.request.get(`${baseURL}/api/v1/staff/salons/1/day`);
  expect(day.ok()).toBe(true);
  const visits = ((await day.json()) as { data: { hours: { bookings: { bookingId: number; stylist: { id: number } }[] }[] } }).data.hours.flatMap(
    (hour) => hour.bookings,
  );
  const stylistId = visits.find((visit) => visit.bookingId === bookingId)!.stylist.id;

  // The stylist on his phone: his customers only, no check-in box; he starts and finishes the cut.
  const stylistContext = await browser.newContext({ baseURL, viewport: page.viewportSize() ?? undefined });
  const stylist = await stylistContext.newPage();
  try {
    await staffLogin(stylist, stylistPhone(stylistId));
    await expect(stylist.getByLabel('Số điện thoại hoặc mã đặt lịch')).toHaveCount(0);
    await expect(stylist.getByRole('checkbox', { name: 'Chỉ khách của tôi' })).toBeChecked();
    const own = stylist.locator(`[data-testid="floor-visit"][data-booking-id="${bookingId}"]`);
    await own.getByRole('button', { name: 'Bắt đầu cắt' }).click();
    await expect(own).toHaveAttribute('data-stage', 'cut');
    await own.getByRole('button', { name: 'Cắt xong' }).click();
    await expect(own).toHaveAttribute('data-stage', 'finished');
    await photograph(stylist, `/tmp/shots/floor/stylist-${testInfo.project.name}.png`);
    await stylist.getByRole('button', { name: 'Đăng xuất' }).click();
    await expect(stylist.getByRole('heading', { level: 1, name: 'Đăng nhập nhân viên' })).toBeVisible();
  } finally {
    await stylistContext.close();
  }

  // Reception's board follows (it asks again after its own steps and every 20 s).
  await page.reload();
  await expect(card).toHaveAttribute('data-stage', 'finished');

  // Paid by bank transfer: the VietQR of the visit's total, then reception confirms the transfer; the e-invoice
  // number comes back with the receipt.
  await card.getByRole('button', { name: 'Thanh toán' }).click();
  await card.getByRole('button', { name: 'Chuyển khoản' }).click();
  await expect(card.getByRole('img', { name: /^Mã VietQR chuyển khoản [\d.]+ VNĐ$/ })).toBeVisible();
  await photograph(page, `/tmp/shots/floor/vietqr-${testInfo.project.name}.png`);
  await card.getByRole('button', { name: 'Đã nhận chuyển khoản' }).click();
  await expect(card).toHaveAttribute('data-stage', 'paid');
  await expect(page.getByText(/^Đã thu [\d.]+ VNĐ · hóa đơn điện tử \S+$/)).toBeVisible();

  // A walk-in with any stylist: he is in the day at once, checked in, with the stylist the server chose.
  const walkInPhone = uniquePhone();
  await page.getByLabel('Số điện thoại của khách').fill(walkInPhone);
  await expect(page.getByLabel('Dịch vụ')).not.toHaveValue('0');
  await page.getByRole('button', { name: 'Nhận khách' }).click();
  const taken = page.getByRole('status').filter({ hasText: 'Đã nhận khách' });
  await expect(taken).toHaveText(/^Đã nhận khách, mã \d+\.$/);
  const walkInId = /mã (\d+)/.exec((await taken.textContent()) ?? '')![1];
  const walkIn = page.locator(`[data-testid="floor-visit"][data-booking-id="${walkInId}"]`);
  await expect(walkIn).toHaveAttribute('data-stage', 'checked_in');
  await expect(walkIn.getByText('Khách vãng lai')).toBeVisible();
  await photograph(page, `/tmp/shots/floor/walk-in-${testInfo.project.name}.png`, { fullPage: true });
});
