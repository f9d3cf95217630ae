import { expect, test } from './fixtures';
import { uniquePhone } from './support/account';
import { salonDate } from './support/clock';

// Runs at 21:00 only (project 'phone@21:00' / 'desktop@21:00', playwright.config.ts): the salons closed at
// 20:30, so today is over and the wizard moves to tomorrow by itself (spec §4 "Date, hour, stylist").

test('after closing the booking moves to tomorrow, whose day starts at the opening hour', async ({ page }) => {
  await page.goto(`/booking?phone=${uniquePhone()}&salonId=7&chosenService=101`);
  await expect(page.getByTestId('date-select')).toHaveValue(salonDate(1));
  const strip = page.getByTestId('hour-strip');
  const first = strip.locator('[data-free=true]').first();
  await expect(first).toBeVisible();
  await strip.scrollIntoViewIfNeeded();
  await expect(first).toBeInViewport();
  await expect(first.locator('span')).toHaveText('8h30');

  // Today by hand: nothing left, the salon says so and today stays chosen.
  await page.getByTestId('date-select').selectOption(salonDate(0));
  const notice = page.getByRole('dialog', { name: 'Thông báo' });
  await expect(notice.getByTestId('busy-notice')).toHaveText('Hôm nay salon hết lịch mất rồi, anh chọn giúp em ngày khác hoặc salon khác nhé!');
  await notice.getByRole('button', { name: 'ĐỒNG Ý' }).click();
  await expect(page.getByTestId('date-select')).toHaveValue(salonDate(0));
});
