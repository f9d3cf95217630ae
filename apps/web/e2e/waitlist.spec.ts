import type { APIRequestContext } from '@playwright/test';
import { BOTH_SIZES, expect, test } from './fixtures';
import { photograph } from './support/shots';
import { apiLogin, createBooking, ownBookings, uniquePhone, useToken } from './support/account';
import { seriousViolations } from './support/axe';

// The waitlist a customer can use (issue 33). The e2e servers run no background jobs (JOBS_RUNNER=false): the
// messages a booking or a freed chair sets going are sent by POST /api/dev/jobs/run-messages, the development
// hook that runs the due message and waitlist jobs now (and nothing recurring: the demo day's no-shows stay
// as they are), so a test reads the dev outbox right after, without waiting. Salons 12-14: no other spec's.

type OutboxItem = { purpose: string; body: string };
const messagesTo = async (request: APIRequestContext, phone: string) =>
  ((await (await request.get(`/api/dev/outbox?phone=${phone}`)).json()) as { data: OutboxItem[] }).data;
const linkIn = (message: OutboxItem | undefined) => /(\/b\/[\w.-]+)/.exec(message?.body ?? '')?.[1] ?? '';
async function sendDueMessages(request: APIRequestContext) {
  const response = await request.post('/api/dev/jobs/run-messages');
  expect(response.ok(), await response.text()).toBe(true);
}

test('a booking confirmed in the outbox is cancelled by its link; the customer waiting for that chair claims it and sees it in his account', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000); // two customers, four pages, three API logins: long on a loaded machine
  const first = uniquePhone();
  const firstToken = await apiLogin(request, first);
  const bookingId = await createBooking(request, firstToken, first, { salonId: 12 });
  const waiting = uniquePhone();
  const waiterToken = await apiLogin(request, waiting);
  const [own] = await ownBookings(request, firstToken);
  const [day, month, year] = own!.dateBook.split('-');
  const joined = await request.post('/api/v1/waitlist', {
    headers: { authorization: `Bearer ${waiterToken}` },
    data: { salonId: 12, date: `${year}-${month}-${day}`, fromMinute: 0, toMinute: 24 * 60, stylistId: null, serviceIds: [101] },
  });
  expect(joined.ok(), await joined.text()).toBe(true);

  // The confirmation, with its one-tap link, in the dev outbox.
  await sendDueMessages(request);
  const confirmation = (await messagesTo(request, first)).find((m) => m.purpose === 'booking.confirmation');
  expect(confirmation?.body).toContain(`SHINE${bookingId}`);
  await page.goto(linkIn(confirmation));
  await page.getByRole('button', { name: 'Hủy lịch hẹn' }).click();
  await page.getByRole('button', { name: 'Hủy lịch', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('Lịch hẹn đã được hủy. Hẹn gặp anh lần sau!');

  // The freed chair is offered to the customer waiting for it: his message, his link, one tap.
  await sendDueMessages(request);
  const offer = (await messagesTo(request, waiting)).find((m) => m.purpose === 'booking.waitlist_offer');
  expect(linkIn(offer)).toMatch(/^\/b\/o/);
  await page.goto(linkIn(offer));
  await expect(page.getByRole('heading', { level: 1, name: 'Có chỗ trống cho anh' })).toBeVisible();
  await expect(page.getByTestId('one-tap-offer')).toContainText(own!.hourBook);
  expect(await seriousViolations(page)).toEqual([]);
  await photograph(page, testInfo.outputPath('waitlist-offer.png'), { fullPage: true });
  await page.getByRole('button', { name: 'Nhận chỗ này' }).click();
  await expect(page.getByRole('status')).toContainText('Anh đã có lịch hẹn lúc');

  // His account: the booking among his upcoming ones, the entry booked.
  await useToken(page, waiterToken);
  await page.goto('/');
  await expect(page.getByTestId('upcoming-panel')).toContainText(own!.salonName);
  await page.goto('/lich-su-cat');
  const entry = page.getByTestId('waitlist-entry');
  await expect(entry).toContainText('Đã có lịch');
  await expect(entry.getByRole('button', { name: /Rời danh sách chờ/ })).toHaveCount(0);
});

test(
  'a customer joins the waitlist from the wizard when no hour suits him, and leaves it from his account',
  BOTH_SIZES,
  async ({ page, request }, testInfo) => {
    const phone = uniquePhone();
    const token = await apiLogin(request, phone);
    // A customer the salon knows by name: the wizard asks no name first.
    const named = await request.put('/api/v1/booking/customer', { headers: { authorization: `Bearer ${token}` }, data: { phone, name: 'Minh' } });
    expect(named.ok(), await named.text()).toBe(true);
    await useToken(page, token);
    await page.goto(`/booking?phone=${phone}&salonId=13&chosenService=101`);
    await expect(page.getByTestId('hour-strip').locator('[data-free=true]').first()).toBeVisible();
    await page.getByRole('button', { name: 'Báo tôi khi có chỗ trống' }).click();
    const form = page.getByTestId('waitlist-join');
    await expect(form).toContainText('Stylist bất kỳ');
    await form.getByLabel('Đến').selectOption({ label: '20h00' });
    await photograph(page, testInfo.outputPath('waitlist-wizard.png'), { fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Đăng ký chờ' }).click();
    await expect(page.getByTestId('waitlist-joined')).toContainText('Anh đã có tên trong danh sách chờ');
    await expect(page.getByTestId('waitlist-joined')).toContainText('20h00');

    await page.getByRole('link', { name: 'Xem danh sách chờ của anh' }).click();
    await expect(page).toHaveURL(/\/lich-su-cat#danh-sach-cho$/);
    const entry = page.getByTestId('waitlist-entry');
    await expect(entry).toContainText('Đang chờ');
    await expect(entry).toContainText('20h00');
    expect(await seriousViolations(page)).toEqual([]);
    await photograph(page, testInfo.outputPath('waitlist-account.png'), { fullPage: true });
    await entry.getByRole('button', { name: /Rời danh sách chờ/ }).click();
    await expect(page.getByTestId('waitlist-entries')).toContainText('Anh chưa đăng ký chờ chỗ nào.');
  },
);

test('the salon page offers its waitlist for one of the next days, a stylist or any', BOTH_SIZES, async ({ page, request }, testInfo) => {
  await useToken(page, await apiLogin(request, uniquePhone()));
  await page.goto('/salons/14');
  const section = page.getByTestId('salon-waitlist');
  await section.getByRole('button', { name: 'Báo tôi khi có chỗ trống' }).click();
  const form = section.getByTestId('waitlist-join');
  await form.getByLabel('Ngày').selectOption({ index: 1 });
  await expect(form.getByLabel('Dịch vụ')).not.toHaveValue('');
  await photograph(page, testInfo.outputPath('waitlist-salon.png'), { fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Đăng ký chờ' }).click();
  await expect(section.getByTestId('waitlist-joined')).toContainText('Anh đã có tên trong danh sách chờ');
});
