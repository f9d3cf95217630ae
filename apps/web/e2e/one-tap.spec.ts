import { DEV_ONE_TAP_SECRET } from '../../api/src/config';
import { signOneTap } from '../../api/src/lib/one-tap-token';
import { expect, test } from './fixtures';
import { apiLogin, createBooking, uniquePhone } from './support/account';
import { seriousViolations } from './support/axe';
import { E2E_CLOCK_NOW } from './support/clock';

// `/b/<token>`, the page of a booking message's one-tap link (issue 33, ADR 018). The messages are sent by the
// background jobs, which the e2e servers do not run (API-tested in booking-messages.test.ts): the link is
// signed here as the sender signs it, with the development secret the e2e server uses.
const linkOf = (bookingId: number) =>
  `/b/${signOneTap(DEV_ONE_TAP_SECRET, { scope: 'b', id: bookingId, expiresAt: new Date(Date.parse(E2E_CLOCK_NOW) + 86_400_000) })}`;

test('a customer confirms he is coming from his reminder link, then cancels it (two taps: a cancel is asked once more)', async ({ page, request }) => {
  const phone = uniquePhone();
  // Salon 5: a day with room.
  const bookingId = await createBooking(request, await apiLogin(request, phone), phone, { salonId: 5 });
  const response = await page.goto(linkOf(bookingId));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Lịch hẹn của anh' })).toBeVisible();
  await expect(page.getByTestId('one-tap-booking')).toContainText('Salon');
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Xác nhận sẽ đến' }).click();
  await expect(page.getByRole('status')).toHaveText('Anh đã xác nhận lịch hẹn. Hẹn gặp anh tại salon!');

  await page.getByRole('button', { name: 'Hủy lịch hẹn' }).click();
  await page.getByRole('button', { name: 'Không, giữ lịch' }).click();
  await expect(page.getByRole('button', { name: 'Hủy lịch hẹn' })).toBeVisible();
  await page.getByRole('button', { name: 'Hủy lịch hẹn' }).click();
  await page.getByRole('button', { name: 'Hủy lịch', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('Lịch hẹn đã được hủy. Hẹn gặp anh lần sau!');
  const after = await request.get(`/api/v1${linkOf(bookingId).replace('/b/', '/one-tap/bookings/')}`);
  expect(((await after.json()) as { data: { status: string } }).data.status).toBe('canceled');
});

test.describe('a forged link', () => {
  test.use({ expectedHttpErrors: [{ status: 404, path: '/api/v1/one-tap/bookings/' }] });

  test('opens nothing', async ({ page }) => {
    const forged = linkOf(1).replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    const response = await page.goto(forged);
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('one-tap-unavailable')).toContainText('Liên kết không hợp lệ hoặc đã hết hạn.');
  });
});
