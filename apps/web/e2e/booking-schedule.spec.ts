import { expect, test } from './fixtures';
import { photograph } from './support/shots';
import { uniquePhone } from './support/account';
import { fillSalonToday, salonDate } from './support/booking';

// Date rules of spec §4: a full today moves to tomorrow on its own; a salon closed that day opens the
// salon-closed popup with its backup salons (salons 5 and 29 are closed tomorrow in the demo data).

test('a salon with no free hour today moves the booking to tomorrow', async ({ page, request }) => {
  test.setTimeout(180_000);
  const salonId = await fillSalonToday(request);
  await page.goto(`/booking?phone=${uniquePhone()}&salonId=${salonId}&chosenService=101`);
  await expect(page.getByTestId('date-select')).toHaveValue(salonDate(1));
  await expect(page.getByTestId('hour-strip').locator('[data-free=true]').first()).toBeVisible();

  // Choosing today by hand keeps today and says the salon is full.
  await page.getByTestId('date-select').selectOption(salonDate(0));
  const notice = page.getByRole('dialog', { name: 'Thông báo' });
  await expect(notice.getByTestId('busy-notice')).toHaveText('Hôm nay salon hết lịch mất rồi, anh chọn giúp em ngày khác hoặc salon khác nhé!');
  await notice.getByRole('button', { name: 'ĐỒNG Ý' }).click();
  await expect(page.getByTestId('date-select')).toHaveValue(salonDate(0));
});

test('a salon closed tomorrow shows its backup salons', async ({ page }, testInfo) => {
  // The suite's morning: salon 5 still has today's hours (no other test books there); tomorrow it is closed.
  await page.goto(`/booking?phone=${uniquePhone()}&salonId=5&chosenService=101`);
  const closed = page.getByTestId('salon-off-modal');
  await expect(page.getByTestId('hour-strip').locator('[data-free=true]').first()).toBeVisible();
  await page.getByTestId('date-select').selectOption(salonDate(1));
  await expect(closed).toContainText('Salon tạm nghỉ để nâng cấp, anh vui lòng chọn salon khác nhé!');
  const backups = closed.locator('[data-testid^=salon-card-]');
  await expect(backups.first()).toBeVisible();
  await photograph(page, testInfo.outputPath('booking-salon-off.png'), { fullPage: true });
  const backupName = (await backups.first().locator('strong').first().textContent())?.trim() ?? '';
  await backups.first().click();

  await expect(closed).toHaveCount(0);
  await expect(page.getByTestId('chosen-salon')).toHaveText(backupName);
  await expect(page.getByTestId('date-select')).toHaveValue(salonDate(1));
  await expect(page.getByTestId('block-services')).toContainText('Cắt gội 10 bước');
  await expect(page.getByTestId('hour-strip').locator('[data-free=true]').first()).toBeVisible();
});
