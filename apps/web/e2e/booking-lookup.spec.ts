import { expect, test } from './fixtures';
import { dotted, uniquePhone } from './support/account';

// Spec §2 Modals (lookup popup 'Thông tin đặt lịch': input and not-found views), §5 lookup messages.

test('the booking lookup popup checks the phone and says when there is no booking', async ({ page, isMobile }) => {
  await page.goto('/');
  if (isMobile) {
    await page.getByRole('button', { name: 'Mở menu' }).click();
    await page.locator('#mobile-menu').getByRole('button', { name: 'Tra cứu lịch' }).click();
  } else {
    await page.getByTestId('site-header').getByRole('button', { name: 'Tra cứu lịch' }).click();
  }
  const dialog = page.getByRole('dialog', { name: 'Thông tin đặt lịch' });
  await expect(dialog).toBeVisible();
  const input = dialog.getByTestId('lookup-phone');
  const submit = dialog.getByRole('button', { name: 'Tra cứu' });

  const cases: [string, string][] = [
    ['', 'Mời anh nhập số điện thoại!'],
    ['09059', 'Anh nhập đủ 10 số giúp em nhé!'],
    ['9905939123', 'Anh nhập số điện thoại hợp lệ giúp em nhé!'],
    ['0005939123', 'Sai số điện thoại! Anh nhập lại đúng giúp em nhé!'],
  ];
  for (const [value, message] of cases) {
    await input.fill(value);
    await submit.click();
    await expect(dialog.getByRole('alert')).toHaveText(message);
  }

  const phone = uniquePhone();
  await input.fill(phone);
  await input.press('Enter');
  const notFound = dialog.getByTestId('lookup-not-found');
  await expect(notFound).toContainText('Bạn chưa đặt lịch!');
  await expect(notFound).toContainText(dotted(phone));
  await expect(notFound.getByRole('link', { name: 'Đặt lịch ngay' })).toHaveAttribute('href', `/booking?phone=${phone}`);
  await dialog.getByRole('button', { name: 'Tra cứu số khác' }).click();
  await expect(dialog.getByTestId('lookup-phone')).toBeVisible();
});
