import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { photograph } from './support/shots';
import { managerOf, receptionOf, staffScreen, stylistPhone, visitCard } from './support/staff';
import { apiLogin, createBooking, createBookingWithKey, outbox, uniquePhone, useToken } from './support/account';
import { SAMPLE_PNG } from './support/booking';

// Issue 30, what a visit earns, seen by the customer: a booked customer shows the QR of his booking at
// reception and is checked in by it, washed, cut and paid by VietQR; another pays from his prepaid balance.
// Each then finds the visit with its receipt in /lich-su-cat, is asked to rate it, sees his tier spend and how
// far the next tier is, and the spin the completed visit earned. At the phone's size, the customer's.

const VND = /[\d.]+ VNĐ/;
// A salon of their own: each visit needs room in its stylist's day (a confirmed service change lengthens it),
// which the salon-1 specs use up as a run goes on.
const SALON = 4;
const RECEPTION = receptionOf(SALON);
const MANAGER = managerOf(SALON);
// Each test walks a whole visit through four browsers (customer, reception, manager, stylist).
test.describe.configure({ timeout: 90_000 });

/** Reception (or the manager) takes the payment of a finished visit by one method; the receipt's line comes back. */
async function takePayment(screen: Page, bookingId: number, method: 'Chuyển khoản' | 'Trừ số dư') {
  const card = visitCard(screen, bookingId);
  await card.getByRole('button', { name: 'Thanh toán' }).click();
  await card.getByRole('button', { name: method }).click();
  if (method === 'Chuyển khoản') {
    await expect(card.getByRole('img', { name: /^Mã VietQR chuyển khoản [\d.]+ VNĐ$/ })).toBeVisible();
    await card.getByRole('button', { name: 'Đã nhận chuyển khoản' }).click();
  }
  await expect(card).toHaveAttribute('data-stage', 'paid');
}

/** What the customer sees after a paid visit: the visit and its receipt, the rating prompt, his tier, the spin. */
async function customerSeesPaidVisit(page: Page, methodText: string, withPhoto = false): Promise<number> {
  await page.goto('/lich-su-cat');
  const visit = page.getByTestId('history-item').first();
  const receipt = visit.getByTestId('history-receipt');
  await expect(receipt).toHaveText(new RegExp(`^Đã thanh toán [\\d.]+ VNĐ bằng ${methodText} · hóa đơn điện tử \\S+$`));
  const paid = Number(/([\d.]+) VNĐ/.exec((await receipt.textContent()) ?? '')![1]!.replaceAll('.', ''));
  await expect(visit.getByRole('button', { name: 'Gửi đánh giá' })).toBeVisible();
  if (withPhoto) {
    const photo = visit.getByRole('img', { name: /^Ảnh kiểu tóc lần cắt ngày / });
    await expect(photo).toBeVisible();
    await expect(photo).toHaveAttribute('src', /^\/uploads\/[\w-]+\.jpg$/);
  }

  await page.goto('/');
  await expect(page.getByTestId('rating-prompt')).toBeVisible();

  await page.goto('/shine-member');
  const status = page.getByTestId('member-status');
  await expect(status).toContainText(VND);
  await expect(status).toContainText(/Còn [\d.]+ VNĐ nữa lên hạng \S+/);

  await page.goto('/vong-quay-may-man');
  // The payment itself credited the "completed booking" spin: done once, rewarded once, ready to spin.
  await expect(page.getByTestId('quest-completed_booking')).toContainText('Đã làm 1, đã nhận 1');
  await expect(page.getByText('Anh còn 1 lượt quay')).toBeVisible();
  return paid;
}

test('a booked customer is checked in by his QR, washed, cut and paid by VietQR; he then sees the visit, its receipt, the rating prompt, his tier and his spin', async ({
  page,
  request,
  browser,
  baseURL,
}, testInfo) => {
  const phone = uniquePhone();
  const token = await apiLogin(request, phone);
  const { bookingId, key } = await createBookingWithKey(request, token, phone, { salonId: SALON });
  await useToken(page, token);

  // The success page carries the booking's check-in QR and its code written out.
  await page.goto(`/booking/success?bookingId=${bookingId}&key=${key}`);
  const qr = page.getByTestId('check-in-qr');
  await expect(qr.getByRole('img', { name: `Mã QR check-in SHINE${bookingId}` })).toBeVisible();
  await expect(qr).toContainText(`SHINE${bookingId}`);
  await photograph(page, `/tmp/shots/floor/success-qr-${testInfo.project.name}.png`, { fullPage: true });

  // Reception's scanner types what the QR holds into the check-in box.
  const desk = await staffScreen(browser, page, baseURL, RECEPTION);
  const manager = await staffScreen(browser, page, baseURL, MANAGER);
  try {
    await desk.screen.getByLabel('Số điện thoại hoặc mã đặt lịch').fill(`SHINE${bookingId}`);
    await desk.screen.getByRole('button', { name: 'Check-in', exact: true }).first().click();
    await expect(desk.screen.getByRole('status').filter({ hasText: 'Đã check-in.' })).toBeVisible();
    await expect(visitCard(desk.screen, bookingId)).toHaveAttribute('data-stage', 'checked_in');

    // The wash (the manager taps for the skinner the server picks), then the stylist's cut on his own phone.
    await manager.screen.reload();
    await visitCard(manager.screen, bookingId).getByRole('button', { name: 'Bắt đầu gội' }).click();
    await expect(visitCard(manager.screen, bookingId)).toHaveAttribute('data-stage', 'wash');
    const stylistId = Number(await visitCard(desk.screen, bookingId).getAttribute('data-stylist-id'));
    const stylist = await staffScreen(browser, page, baseURL, stylistPhone(stylistId));
    try {
      const own = visitCard(stylist.screen, bookingId);
      // Before he starts: the customer's services, note, preferences and photos.
      await own.getByRole('button', { name: 'Chi tiết khách' }).click();
      await expect(own.getByTestId('visit-detail')).toContainText('Cắt gội 10 bước');
      await expect(own.getByRole('region', { name: 'Kiểu tóc khách gửi' })).toContainText('Khách không gửi ảnh kiểu tóc.');
      await photograph(stylist.screen, `/tmp/shots/floor/stylist-detail-${testInfo.project.name}.png`, { fullPage: true });
      await own.getByRole('button', { name: 'Bắt đầu cắt' }).click();
      await expect(own).toHaveAttribute('data-stage', 'cut');
      // The finished cut, photographed on his phone: the picture of this visit in the customer's history.
      const photos = own.getByTestId('after-cut-photos');
      await photos.getByLabel('Chụp / thêm ảnh sau cắt').setInputFiles({ name: 'after-cut.png', mimeType: 'image/png', buffer: SAMPLE_PNG });
      await expect(photos.getByRole('img', { name: 'Ảnh sau khi cắt 1' })).toBeVisible();
      await expect(photos.getByRole('heading', { name: 'Ảnh sau khi cắt (1/4)' })).toBeVisible();
      await own.getByRole('button', { name: 'Cắt xong' }).click();
      await expect(own).toHaveAttribute('data-stage', 'finished');
    } finally {
      await stylist.close();
    }

    await desk.screen.reload();
    await takePayment(desk.screen, bookingId, 'Chuyển khoản');
  } finally {
    await desk.close();
    await manager.close();
  }

  await customerSeesPaidVisit(page, 'chuyển khoản', true);
  await photograph(page, `/tmp/shots/floor/customer-spin-${testInfo.project.name}.png`, { fullPage: true });

  // That photo is not him (spec §7 report-wrong-image): he says so; the salon manager removes it from his history.
  await page.goto('/lich-su-cat');
  const visit = page.getByTestId('history-item').first();
  const photoUrl = await visit.getByRole('img', { name: /^Ảnh kiểu tóc lần cắt ngày / }).getAttribute('src');
  await visit.getByRole('button', { name: 'Ảnh này không phải của anh? Báo ảnh sai' }).click();
  await expect(visit.getByRole('status')).toHaveText('Cảm ơn anh đã báo, quản lý salon sẽ kiểm tra và gỡ ảnh nếu không phải của anh.');
  await photograph(page, `/tmp/shots/floor/history-reported-${testInfo.project.name}.png`, { fullPage: true });
  const reviewer = await staffScreen(browser, page, baseURL, MANAGER);
  try {
    const reports = reviewer.screen.getByTestId('image-reports');
    await expect(reports.getByRole('heading', { name: /^Ảnh khách báo sai \(\d+\)$/ })).toBeVisible();
    const report = reports.getByRole('listitem').filter({ has: reviewer.screen.locator(`img[src="${photoUrl}"]`) });
    await report.getByRole('button', { name: 'Gỡ ảnh' }).click();
    await expect(report).toHaveCount(0);
  } finally {
    await reviewer.close();
  }
  await page.reload();
  await expect(visit.getByText('Chưa có ảnh')).toBeVisible();
});

test('a customer who topped up his balance confirms an added service on his phone, then pays the new total from his balance: one debit, and the receipt says so', async ({
  page,
  request,
  browser,
  baseURL,
}, testInfo) => {
  const phone = uniquePhone();
  const token = await apiLogin(request, phone);
  await useToken(page, token);
  // 200.000 VNĐ on his balance through the local payment sandbox.
  await page.goto('/topup');
  await expect(page.getByTestId('site-header').getByRole('button', { name: 'Tài khoản' })).toBeVisible();
  await page.getByRole('button', { name: '200.000 VNĐ' }).click();
  await page.getByRole('button', { name: 'Nạp 200.000 VNĐ' }).click();
  await page.getByRole('button', { name: 'Thanh toán' }).click();
  await expect(page.getByTestId('topup-result')).toHaveAttribute('data-status', 'paid');

  const bookingId = await createBooking(request, token, phone, { salonId: SALON });
  const manager = await staffScreen(browser, page, baseURL, MANAGER);
  try {
    const card = visitCard(manager.screen, bookingId);
    await manager.screen.getByLabel('Số điện thoại hoặc mã đặt lịch').fill(phone);
    await manager.screen.getByRole('button', { name: 'Check-in', exact: true }).first().click();
    await expect(card).toHaveAttribute('data-stage', 'checked_in');

    // He asks for a massage wash too: the new services go to him to confirm on his phone.
    await card.getByRole('button', { name: 'Chi tiết khách' }).click();
    const change = card.getByTestId('service-change');
    await change.getByRole('checkbox', { name: /^Gội massage dưỡng sinh · / }).check();
    await change.getByRole('button', { name: 'Gửi khách xác nhận' }).click();
    await expect(change.getByRole('status')).toHaveText(/^Đã gửi khách xác nhận qua (Zalo|SMS|cuộc gọi)\. Lượt cắt đổi dịch vụ khi khách đồng ý\.$/);
    const [message] = await outbox(request, phone);
    const link = /\/xac-nhan-thay-doi-dvsp\/[\w-]+/.exec(message?.body ?? '')?.[0];
    expect(link, message?.body).toBeTruthy();
    await page.goto(link!);
    await page.getByRole('button', { name: 'Đồng ý thay đổi' }).click();
    await expect(page.getByRole('status')).toContainText('Anh đã đồng ý thay đổi.');

    for (const [step, stage] of [
      ['Bắt đầu gội', 'wash'],
      ['Bắt đầu cắt', 'cut'],
      ['Cắt xong', 'finished'],
    ] as const) {
      await card.getByRole('button', { name: step }).click();
      await expect(card).toHaveAttribute('data-stage', stage);
    }
    // The manager photographs the finished cut himself.
    await card
      .getByTestId('after-cut-photos')
      .getByLabel('Chụp / thêm ảnh sau cắt')
      .setInputFiles({ name: 'after-cut.png', mimeType: 'image/png', buffer: SAMPLE_PNG });
    await expect(card.getByRole('img', { name: 'Ảnh sau khi cắt 1' })).toBeVisible();
    await takePayment(manager.screen, bookingId, 'Trừ số dư');
    await photograph(manager.screen, `/tmp/shots/floor/balance-paid-${testInfo.project.name}.png`, { fullPage: true });
  } finally {
    await manager.close();
  }

  const paid = await customerSeesPaidVisit(page, 'số dư tài khoản', true);
  // The confirmed change is what he paid: the haircut and the massage wash.
  expect(paid).toBe(160_000);
  // The visit's price left his balance, once.
  await page.goto('/history');
  await expect(page.getByTestId('wallet-summary')).toContainText(`Số dư tài khoản: ${(200_000 - paid).toLocaleString('de-DE')} VNĐ`);
});
