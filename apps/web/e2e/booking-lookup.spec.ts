import { BOTH_SIZES, expect, test } from './fixtures';
import { apiLogin, apiSetPassword, createBooking, dotted, loginThen, openLookup, ownBookings, uniquePhone, useToken } from './support/account';

// Spec §2 Modals (lookup popup 'Thông tin đặt lịch': input and not-found views), §5 lookup messages;
// security model: knowing a phone only tells that a booking exists, the rest needs the login.

test('the booking lookup popup checks the phone and says when there is no booking', BOTH_SIZES, async ({ page, isMobile }) => {
  await page.goto('/');
  const dialog = await openLookup(page, isMobile);
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

test('an anonymous lookup shows only day, hour and salon; logging in as the phone brings the cards with cancel', async ({ page, request, isMobile }) => {
  const phone = uniquePhone();
  const password = '246813';
  const token = await apiLogin(request, phone);
  await apiSetPassword(request, token, phone, password);
  await createBooking(request, token, phone);
  const [booking] = await ownBookings(request, token);
  if (!booking) throw new Error('the booking just made is not listed');

  await page.goto('/');
  const dialog = await openLookup(page, isMobile);
  await dialog.getByTestId('lookup-phone').fill(phone);
  await dialog.getByRole('button', { name: 'Tra cứu' }).click();

  const exists = dialog.getByTestId('lookup-exists');
  await expect(exists).toContainText(`Số ${dotted(phone)} đã có lịch hẹn`);
  await expect(exists.getByTestId('lookup-line')).toHaveText(`${booking.hourBook}, ngày ${booking.dateBook.replaceAll('-', '/')} tại ${booking.salonName}`);
  // Nothing more: no stylist, no price, no card, no way to cancel or change.
  await expect(exists).not.toContainText(booking.stylistName);
  await expect(exists).not.toContainText('VNĐ');
  await expect(dialog.getByTestId('booking-card')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: /Hủy lịch|Đổi \/ Hủy lịch/ })).toHaveCount(0);

  // The login opens on the looked-up phone (straight to its password), then the popup shows the cards.
  await exists.getByRole('button', { name: 'Đăng nhập để xem, hủy hoặc đổi lịch' }).click();
  const login = page.getByRole('dialog', { name: 'Đăng nhập để xem lịch hẹn' });
  await expect(login).toBeVisible();
  await expect(login.getByText(`mật khẩu 6 số của tài khoản ${dotted(phone)}`)).toBeVisible();
  await login.getByTestId('login-password').fill(password);
  await loginThen(page, () => login.getByRole('button', { name: 'Đăng nhập' }).click());
  await expect(login).toHaveCount(0);

  const card = dialog.getByTestId('booking-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(booking.stylistName);
  await expect(card).toContainText('Cắt gội 10 bước');
  await card.getByRole('button', { name: 'Đổi / Hủy lịch' }).click();
  await page.getByRole('dialog', { name: 'Anh muốn đổi hay hủy lịch?' }).getByRole('button', { name: 'Hủy lịch' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Hủy Lịch Thành Công!' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Lịch đặt đã hủy' })).toBeDisabled();
});

test('a customer logged in as the looked-up phone goes straight to the cards', async ({ page, request, isMobile }) => {
  const phone = uniquePhone();
  const token = await apiLogin(request, phone);
  await createBooking(request, token, phone);
  await useToken(page, token);
  // Logged in, the home panel lists the booking too; the lookup must not need a second login.
  await page.goto('/');
  await expect(page.getByTestId('upcoming-panel')).toBeVisible();

  const dialog = await openLookup(page, isMobile);
  await dialog.getByTestId('lookup-phone').fill(phone);
  await dialog.getByRole('button', { name: 'Tra cứu' }).click();
  await expect(dialog.getByTestId('booking-card')).toHaveCount(1);
  await expect(dialog.getByTestId('booking-card').getByRole('button', { name: 'Đổi / Hủy lịch' })).toBeVisible();
  await expect(dialog.getByTestId('lookup-exists')).toHaveCount(0);
});
