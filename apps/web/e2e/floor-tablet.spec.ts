import type { APIRequestContext, Page } from '@playwright/test';
import { expect, type ExpectedHttpError, test } from './fixtures';
import { photograph } from './support/shots';
import { seriousViolations } from './support/axe';
import { apiLogin, createBooking, uniquePhone } from './support/account';
import { salonDate } from './support/clock';
import { MANAGER_SALON_1, RECEPTION_SALON_1, STAFF_PASSWORD, managerOf, receptionOf } from './support/staff';

// Issue 30, shared salon tablets: the salon manager enrols the reception tablet once; each person then opens
// it with his own phone and 6-digit PIN (never a shared passcode); a revoked tablet is refused on its next
// request and goes back to the password login, saying why. At the tablet's size (the 'tablet' project).

const PIN = '246810';
// The wrong PIN, the revoked tablet's refusal and the kiosk's unknown phone, on purpose.
const EXPECTED: ExpectedHttpError[] = [
  { status: 400, path: '/api/v1/staff/devices/unlock' },
  { status: 401, path: '/api/v1/staff/' },
  { status: 404, path: '/api/v1/staff/salons/' },
];
// As a tuple, [value, options]: a bare array of two would be read as that.
test.use({ expectedHttpErrors: [EXPECTED, { scope: 'test' }] });

/**
 * The first demo salon (2 to 20) whose first free hour today starts within the next 50 minutes, by the server's
 * clock: the salons' mornings are busy (the demo day), and the run's earlier specs book salon 1's.
 */
async function salonWithRoomWithinTheHour(request: APIRequestContext): Promise<number> {
  const now = new Date(((await (await request.get('/api/v1/clock')).json()) as { data: { now: string } }).data.now);
  const local = new Date(now.getTime() + 7 * 3_600_000);
  const nowMinutes = local.getUTCHours() * 60 + local.getUTCMinutes();
  const today = salonDate(0);
  for (let salonId = 2; salonId <= 20; salonId += 1) {
    const hours = await request.get(`/api/v1/booking/book-hours-group?salonId=${salonId}&bookDate=${today}&stylistId=0&listServiceId=101`);
    if (!hours.ok()) continue;
    const groups = ((await hours.json()) as { data: { hourGroup: { hours: { isFree: boolean; hourFrame: string }[] }[] } }).data.hourGroup;
    const first = groups.flatMap((group) => group.hours).find((hour) => hour.isFree);
    const [h, m] = (first?.hourFrame ?? '99:99').split(':').map(Number);
    if (h! * 60 + m! <= nowMinutes + 50) return salonId;
  }
  throw new Error('no salon has a free hour within the next 50 minutes');
}

async function passwordLogin(page: Page, phone: string) {
  await page.getByLabel('Số điện thoại').fill(phone);
  await page.getByLabel('Mật khẩu').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^Lịch hôm nay/ })).toBeVisible();
}

test('a manager enrols the reception tablet; reception unlocks it with his PIN; the manager revokes it and it is refused', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const name = `Quầy lễ tân ${testInfo.project.name}`;
  await page.goto('/nhan-vien');
  await passwordLogin(page, MANAGER_SALON_1);
  const panel = page.getByTestId('device-panel');
  await panel.getByLabel('Tên máy này').fill(name);
  await panel.getByRole('button', { name: 'Đăng ký máy này cho salon' }).click();
  await expect(panel.getByRole('status')).toHaveText(`Máy này đã được đăng ký: ${name}. Nhân viên mở máy bằng mã PIN của mình.`);
  await expect(panel.getByRole('button', { name: `Thu hồi máy ${name}` })).toBeVisible();
  await page.getByRole('button', { name: 'Đăng xuất' }).click();

  // The tablet now opens on its lock: phone and personal PIN. A wrong PIN says how many tries are left.
  await expect(page.getByRole('heading', { level: 1, name: 'Mở khóa máy' })).toBeVisible();
  await expect(page.getByText(`${name} · Salon 1.`, { exact: false })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await photograph(page, `/tmp/shots/floor/tablet-lock-${testInfo.project.name}.png`);
  await page.getByLabel('Số điện thoại').fill(RECEPTION_SALON_1);
  await page.getByLabel('Mã PIN 6 số').fill('111111');
  await page.getByRole('button', { name: 'Mở khóa' }).click();
  await expect(page.getByRole('alert')).toHaveText('Mã PIN không đúng. Bạn còn 4 lần thử.');
  await page.getByLabel('Mã PIN 6 số').fill(PIN);
  await page.getByRole('button', { name: 'Mở khóa' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^Lịch hôm nay/ })).toBeVisible();
  // On the tablet, reception locks it rather than logging out; there is no tablet panel for reception.
  await expect(page.getByRole('button', { name: 'Khóa máy' })).toBeVisible();
  await expect(page.getByTestId('device-panel')).toHaveCount(0);
  // Nobody touches it for 5 minutes (the board refreshing itself is nobody): it locks itself.
  await page.clock.fastForward('05:01');
  await expect(page.getByRole('heading', { level: 1, name: 'Mở khóa máy' })).toBeVisible();
  await page.getByLabel('Số điện thoại').fill(RECEPTION_SALON_1);
  await page.getByLabel('Mã PIN 6 số').fill(PIN);
  await page.getByRole('button', { name: 'Mở khóa' }).click();
  await expect(page.getByRole('button', { name: 'Khóa máy' })).toBeVisible();

  // The manager, on his own phone, revokes the tablet.
  const managerContext = await browser.newContext({ baseURL, viewport: page.viewportSize() ?? undefined });
  try {
    const manager = await managerContext.newPage();
    await manager.goto('/nhan-vien');
    await passwordLogin(manager, MANAGER_SALON_1);
    await manager.getByRole('button', { name: `Thu hồi máy ${name}` }).click();
    await expect(manager.getByRole('button', { name: `Thu hồi máy ${name}` })).toHaveCount(0);
  } finally {
    await managerContext.close();
  }

  // The tablet's next request is refused: it forgets its enrolment and says why.
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Máy tính bảng này đã bị thu hồi quyền truy cập.' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Đăng nhập nhân viên' })).toBeVisible();
  await photograph(page, `/tmp/shots/floor/tablet-revoked-${testInfo.project.name}.png`);
});

test('the kiosk: on the enrolled tablet a booked customer checks himself in by his phone, and reception sees it', async ({
  page,
  request,
  browser,
  baseURL,
}, testInfo) => {
  const phone = uniquePhone();
  // The kiosk checks in from an hour before the booking: a salon with a free hour within the next hour.
  const salonId = await salonWithRoomWithinTheHour(request);
  const bookingId = await createBooking(request, await apiLogin(request, phone), phone, { salonId });
  await page.goto('/nhan-vien');
  await passwordLogin(page, managerOf(salonId));
  await page.getByTestId('device-panel').getByLabel('Tên máy này').fill(`Kiosk ${testInfo.project.name}`);
  await page.getByRole('button', { name: 'Đăng ký máy này cho salon' }).click();
  await expect(page.getByTestId('device-panel').getByRole('status')).toBeVisible();
  await page.getByRole('button', { name: 'Đăng xuất' }).click();

  // The kiosk: no header, no footer, one question.
  await page.goto('/nhan-vien?source=friendly_checkin');
  await expect(page.getByRole('heading', { level: 1, name: 'Chào mừng anh đến salon' })).toBeVisible();
  await expect(page.getByTestId('site-header')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('Anh nhập số điện thoại đã đặt lịch để check-in').fill('0599999999');
  await page.getByRole('button', { name: 'Check-in' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Không tìm thấy lịch hẹn hôm nay của số này tại salon. Anh vui lòng kiểm tra lại số điện thoại hoặc đến quầy lễ tân nhé.',
  );
  await page.getByLabel('Anh nhập số điện thoại đã đặt lịch để check-in').fill(phone);
  await page.getByRole('button', { name: 'Check-in' }).click();
  const welcome = page.getByTestId('kiosk-welcome');
  await expect(welcome.getByRole('heading', { level: 1 })).toHaveText(/^Mời anh( \S+)? ngồi chờ!$/);
  await expect(welcome).toContainText(/Lịch của anh lúc \d+h\d\d, stylist .+ sẽ phục vụ anh\./);
  // Nothing more of him than that: not his phone.
  await expect(welcome).not.toContainText(phone.slice(-3));
  await photograph(page, `/tmp/shots/floor/kiosk-${testInfo.project.name}.png`);

  const desk = await browser.newContext({ baseURL, viewport: page.viewportSize() ?? undefined });
  try {
    const reception = await desk.newPage();
    await reception.goto('/nhan-vien');
    await passwordLogin(reception, receptionOf(salonId));
    await expect(reception.locator(`[data-testid="floor-visit"][data-booking-id="${bookingId}"]`)).toHaveAttribute('data-stage', 'checked_in');
  } finally {
    await desk.close();
  }
});
