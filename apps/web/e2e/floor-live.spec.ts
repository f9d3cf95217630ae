import { expect, test } from './fixtures';
import { photograph } from './support/shots';
import { MANAGER_SALON_1, MONITOR_SALON_1, RECEPTION_SALON_1, staffScreen, stylistPhone, visitCard } from './support/staff';
import { apiLogin, createBookingWithKey, uniquePhone, useToken } from './support/account';

// Issue 31, the live queue: a check-in at reception reaches the stylist's screen and the salon's TV without a
// reload (Server-Sent Events), and the customer's wait panel tells minutes while his turn is near, then
// 'Đang xếp Stylist' once his stylist has taken someone else first and the wait passes 30 minutes.
// Phone and tablet sizes (the 'tablet' project).

// Each test walks four browsers.
test.describe.configure({ timeout: 90_000 });

test('a check-in shows on the stylist\'s queue and the TV without a reload; the customer\'s wait goes from minutes to "Đang xếp Stylist" when his stylist takes another customer first', async ({
  page,
  request,
  browser,
  baseURL,
}, testInfo) => {
  const phone = uniquePhone();
  const token = await apiLogin(request, phone);
  const tv = await staffScreen(browser, page, baseURL, MONITOR_SALON_1, /^Đang chờ/);
  const desk = await staffScreen(browser, page, baseURL, RECEPTION_SALON_1);
  const manager = await staffScreen(browser, page, baseURL, MANAGER_SALON_1);
  let stylist: Awaited<ReturnType<typeof staffScreen>> | undefined;
  try {
    // He walks in: reception takes him with the next free stylist; the TV shows him waiting at once.
    await desk.screen.getByLabel('Số điện thoại của khách').fill(phone);
    await expect(desk.screen.getByLabel('Dịch vụ')).not.toHaveValue('0');
    await desk.screen.getByRole('button', { name: 'Nhận khách' }).click();
    const taken = desk.screen.getByRole('status').filter({ hasText: 'Đã nhận khách' });
    await expect(taken).toHaveText(/^Đã nhận khách, mã \d+\.$/);
    const bookingId = Number(/mã (\d+)/.exec((await taken.textContent()) ?? '')![1]);
    const waiting = tv.screen.locator('[data-stage="checked_in"]');
    await expect(waiting.locator(`[data-booking-id="${bookingId}"]`)).toBeVisible();
    const stylistId = Number(await visitCard(desk.screen, bookingId).getAttribute('data-stylist-id'));
    await expect(visitCard(desk.screen, bookingId).getByTestId('visit-forecast')).toHaveText(/^Dự kiến (gội \d+h\d\d · )?cắt \d+h\d\d/);
    await photograph(desk.screen, `/tmp/shots/floor/forecast-${testInfo.project.name}.png`);

    // He is washed at once; at home his turn with the stylist is near: minutes.
    await manager.screen.reload();
    await visitCard(manager.screen, bookingId).getByRole('button', { name: 'Bắt đầu gội' }).click();
    await expect(visitCard(manager.screen, bookingId)).toHaveAttribute('data-stage', 'wash');
    await useToken(page, token);
    await page.goto('/');
    await expect(page.getByTestId('wait-time')).toContainText(/Khoảng \d+ phút nữa đến lượt anh/);

    // Another customer booked later with the same stylist. His check-in at reception reaches the stylist's
    // screen and the TV without a reload.
    const otherPhone = uniquePhone();
    const other = await createBookingWithKey(request, await apiLogin(request, otherPhone), otherPhone, { stylistId });
    stylist = await staffScreen(browser, page, baseURL, stylistPhone(stylistId));
    const later = visitCard(stylist.screen, other.bookingId);
    await expect(later).toHaveAttribute('data-stage', 'booked');
    await desk.screen.getByLabel('Số điện thoại hoặc mã đặt lịch').fill(otherPhone);
    await desk.screen.getByRole('button', { name: 'Check-in', exact: true }).first().click();
    await expect(later).toHaveAttribute('data-stage', 'checked_in');
    const onTv = waiting.locator(`[data-booking-id="${other.bookingId}"]`);
    await expect(onTv).toBeVisible();
    // The TV shows no more of him than the last 3 digits of his phone.
    await expect(onTv).toContainText(`*** ${otherPhone.slice(-3)}`);
    await expect(onTv).not.toContainText(otherPhone.slice(0, 7));
    await photograph(tv.screen, `/tmp/shots/floor/tv-${testInfo.project.name}.png`, { fullPage: true });

    // Meanwhile his stylist takes the later customer first: his wait passes 30 minutes.
    await later.getByRole('button', { name: 'Bắt đầu cắt' }).click();
    await expect(later).toHaveAttribute('data-stage', 'cut');
    await expect(tv.screen.locator(`[data-stage="cut"] [data-booking-id="${other.bookingId}"]`)).toBeVisible();

    await page.reload();
    await expect(page.getByTestId('wait-time')).toContainText('Đang xếp Stylist');
    await photograph(page, `/tmp/shots/floor/wait-queueing-${testInfo.project.name}.png`);
  } finally {
    await Promise.all([desk.close(), tv.close(), manager.close(), stylist?.close()]);
  }
});
