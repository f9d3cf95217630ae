import type { APIRequestContext, Locator } from '@playwright/test';
import { BOTH_SIZES, expect, test } from './fixtures';
import { photograph } from './support/shots';
import { apiLogin, uniquePhone, useToken } from './support/account';
import { salonDate } from './support/clock';

// Issue 27, the customer screens: items 12 (one address rule: new address first, the old as a hint), 14 (layout
// of the upcoming card, the scroll-to-top button, the service cards) and 16 (the wait-time panel not hours ahead).
// The suite's morning is 09:15 in Ho Chi Minh City.

const SALON_ID = 1;
const SERVICE_ID = 101;
const SHOTS = '/tmp/shots/h3';

/** Books salon 1 today at the first free hour from `from` (e.g. '14h00') for a logged-in phone. */
async function bookTodayFrom(request: APIRequestContext, token: string, phone: string, from: number): Promise<number> {
  const dateBook = salonDate(0);
  const hours = await request.get(`/api/v1/booking/book-hours-group?salonId=${SALON_ID}&bookDate=${dateBook}&stylistId=0&listServiceId=${SERVICE_ID}`);
  const groups = ((await hours.json()) as { data: { hourGroup: { hours: { isFree: boolean; hourId: number; hour: string }[] }[] } }).data.hourGroup;
  const minutes = (hour: string) => Number(hour.split('h')[0]) * 60 + Number(hour.split('h')[1] || 0);
  const free = groups.flatMap((group) => group.hours).find((hour) => hour.isFree && minutes(hour.hour) >= from * 60);
  expect(free, `a free hour from ${from}h`).toBeTruthy();
  const created = await request.post('/api/v1/booking', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      salonId: SALON_ID,
      phone,
      stylistId: 0,
      dateBook,
      bookHourId: free!.hourId,
      chosenServices: JSON.stringify([{ id: SERVICE_ID, name: 'Cắt gội 10 bước' }]),
      services: String(SERVICE_ID),
      bookAt: 3,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return ((await created.json()) as { data: { booking: { bookingId: number } } }).data.booking.bookingId;
}

async function salonAddresses(request: APIRequestContext) {
  const salon = ((await (await request.get(`/api/v1/salon/${SALON_ID}`)).json()) as { data: { address: string; addressNew: string | null } }).data;
  expect(salon.addressNew, 'the demo salon 1 has a post-2025 address').toBeTruthy();
  return { address: salon.address, addressNew: salon.addressNew! };
}

/** Lines an element's text takes: one rectangle per line of an inline box. */
const lineCount = (locator: Locator) =>
  locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
  });

const overlaps = async (a: Locator, b: Locator) => {
  const [ra, rb] = [await a.boundingBox(), await b.boundingBox()];
  if (!ra || !rb) return false;
  return ra.x < rb.x + rb.width && rb.x < ra.x + ra.width && ra.y < rb.y + rb.height && rb.y < ra.y + ra.height;
};

test(
  'home: the upcoming card shows the new address first, its total on one line, no wait panel 5 hours ahead, and the scroll-to-top button never covers its action',
  BOTH_SIZES,
  async ({ page, request }, testInfo) => {
    const phone = uniquePhone();
    const token = await apiLogin(request, phone);
    await bookTodayFrom(request, token, phone, 14);
    const { address, addressNew } = await salonAddresses(request);
    await useToken(page, token);
    await page.goto('/');

    const card = page.getByTestId('upcoming-panel').getByTestId('booking-card');
    await expect(card).toHaveCount(1);
    // Item 16: a booking at 14h.. seen at 09:15 has no wait-time panel ("Đang xếp Stylist" read as a queue).
    await expect(page.getByTestId('wait-time')).toHaveCount(0);
    await expect(page.getByText('Đang xếp Stylist')).toHaveCount(0);
    // Item 12: the new address first, the old one as a hint.
    await expect(card.getByTestId('salon-address')).toHaveText(addressNew);
    await expect(card.getByTestId('salon-address-old')).toContainText(address);
    // Item 14: '100.000 VNĐ' stays on one line.
    const total = card.getByTestId('booking-total');
    await expect(total).toContainText('VNĐ');
    expect(await lineCount(total)).toBe(1);

    // Item 14: wherever the card sits on the screen, 'Đổi / Hủy lịch' is not under the scroll-to-top button.
    const manage = card.getByRole('button', { name: 'Đổi / Hủy lịch' });
    const scrollTop = page.getByRole('button', { name: /lên đầu trang/i });
    await card.scrollIntoViewIfNeeded();
    await photograph(card, `${SHOTS}/home-card-${testInfo.project.name}.png`);
    const viewport = page.viewportSize()!;
    const docHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    const manageTop = await manage.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    for (let fromBottom = 0; fromBottom <= 200; fromBottom += 20) {
      const y = Math.min(docHeight - viewport.height, Math.max(0, manageTop - viewport.height + fromBottom + 60));
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForFunction((top) => Math.abs(window.scrollY - top) < 2, y);
      // The button settles in the frame after the scroll (two frames: the scroll event's, then its check).
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      if (await scrollTop.evaluate((element) => getComputedStyle(element).opacity === '0' || getComputedStyle(element).pointerEvents === 'none')) continue;
      expect(await overlaps(manage, scrollTop), `scrolled to ${y}`).toBe(false);
    }
    await photograph(page, `${SHOTS}/home-scrolled-${testInfo.project.name}.png`);
  },
);

test("services: 'Xem chi tiết' stays on one line in every service card", BOTH_SIZES, async ({ page }, testInfo) => {
  await page.goto(`/booking?phone=0912345678&salonId=${SALON_ID}&step=2`);
  const links = page.getByTestId('service-group').getByRole('button', { name: 'Xem chi tiết', exact: true });
  await expect(links.first()).toBeVisible();
  await photograph(page, `${SHOTS}/services-${testInfo.project.name}.png`);
  const count = await links.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) expect(await lineCount(links.nth(i)), `card ${i}`).toBe(1);
});

test('success page: the salon shows its new address first and the old one as a hint (item 12)', BOTH_SIZES, async ({ page, request }, testInfo) => {
  const phone = uniquePhone();
  const token = await apiLogin(request, phone);
  const bookingId = await bookTodayFrom(request, token, phone, 14);
  const { address, addressNew } = await salonAddresses(request);
  await useToken(page, token);
  await page.goto(`/booking/success?bookingId=${bookingId}`);
  const details = page.getByTestId('booking-details');
  await expect(details.getByTestId('salon-address')).toHaveText(addressNew);
  await expect(details.getByTestId('salon-address-old')).toContainText(address);
  await photograph(page, `${SHOTS}/success-${testInfo.project.name}.png`, { fullPage: true });
});
