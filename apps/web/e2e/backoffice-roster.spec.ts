import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { photograph } from './support/shots';
import { seriousViolations } from './support/axe';
import { salonDate } from './support/clock';
import { MANAGER_SALON_1, STAFF_PASSWORD } from './support/staff';

// Issue 32, the back office's roster (the 'backoffice' project, 1366×768): a salon manager sets a stylist's weekly
// template, builds the week from it in one action, and the customer's hour strip for that day follows on its
// next request. Screens photographed at 1366×768 and 1024×768 into /tmp/shots/ops.

const SHOTS = '/tmp/shots/ops';
const SALON = 1;

test.describe.configure({ timeout: 180_000 });

async function logIn(page: Page, phone: string) {
  await page.goto('/quan-tri');
  await page.getByLabel('Số điện thoại').fill(phone);
  await page.getByLabel('Mật khẩu').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(page.getByRole('navigation', { name: 'Các mục quản trị' })).toBeVisible();
}

/** The hours the customer's strip offers with this stylist on `dateBook` (DD-MM-YYYY): what the booking page asks. */
async function freeHours(page: Page, stylistId: number, dateBook: string): Promise<string[]> {
  const res = await page.request.get(`/api/v1/booking/book-hours-group?salonId=${SALON}&bookDate=${dateBook}&stylistId=${stylistId}`);
  expect(res.ok()).toBe(true);
  const { data } = (await res.json()) as { data: { hourGroup: { hours: { hour: string; isFree: boolean }[] }[] } };
  return data.hourGroup
    .flatMap((g) => g.hours)
    .filter((h) => h.isFree)
    .map((h) => h.hour);
}

test("a salon manager builds the week from the template and the customer's hour strip follows", async ({ page }) => {
  await logIn(page, MANAGER_SALON_1);
  await page.getByRole('navigation', { name: 'Các mục quản trị' }).getByRole('link', { name: 'Lịch làm việc' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lịch làm việc' })).toBeVisible();
  await expect(page.getByTestId('roster-grid')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await photograph(page, `${SHOTS}/roster-week-1366.png`, { fullPage: true });

  const tomorrow = salonDate(1);
  const tomorrowIso = tomorrow.split('-').reverse().join('-');
  const week = await page.request.get(`/api/v1/admin/salons/${SALON}/roster?week=${tomorrowIso}`);
  const stylist = ((await week.json()) as { data: { stylists: { staffId: number; name: string; role: string }[] } }).data.stylists.find(
    (s) => s.role === 'stylist',
  )!;
  const before = await freeHours(page, stylist.staffId, tomorrow);

  // His template for Tuesdays: 10:00–17:00 with a break 12:00–13:00.
  await page.getByRole('button', { name: 'Lịch mẫu hằng tuần' }).click();
  await page.getByRole('button', { name: new RegExp(`^${stylist.name} · Th 3 `) }).click();
  const editor = page.getByRole('form', { name: `${stylist.name} · lịch mẫu Th 3` });
  await editor.getByLabel('Ngày nghỉ').uncheck();
  await editor.getByLabel('Bắt đầu').fill('10:00');
  await editor.getByLabel('Kết thúc').fill('17:00');
  await editor.getByLabel('Nghỉ giữa ca từ').fill('12:00');
  await editor.getByLabel('đến', { exact: true }).fill('13:00');
  await editor.getByRole('button', { name: 'Lưu' }).click();
  await expect(editor).toBeHidden();
  await expect(page.getByRole('button', { name: new RegExp(`^${stylist.name} · Th 3 .*10:00–17:00, nghỉ 12:00–13:00`) })).toBeVisible();
  await photograph(page, `${SHOTS}/roster-template-1366.png`, { fullPage: true });

  // Build this week (tomorrow on) from the templates, in one action; bookings he no longer works go to a free stylist or the call list.
  await page.getByRole('button', { name: 'Lịch theo tuần' }).click();
  await page.getByRole('button', { name: 'Tạo tuần này từ lịch mẫu' }).click();
  const affected = page.getByRole('form', { name: /lịch hẹn không còn stylist/ });
  const built = page.getByRole('status').filter({ hasText: 'Đã tạo lịch tuần từ lịch mẫu' });
  await expect(affected.or(built)).toBeVisible();
  if (await affected.isVisible()) {
    await photograph(page, `${SHOTS}/roster-affected-1366.png`, { fullPage: true });
    await affected.getByRole('button', { name: 'Xác nhận thay đổi' }).click();
  }
  await expect(built).toBeVisible();
  const dayLabel = `${tomorrowIso.slice(8, 10)}/${tomorrowIso.slice(5, 7)}`;
  await expect(page.getByRole('button', { name: `${stylist.name} · Th 3 ${dayLabel}: 10:00–17:00, nghỉ 12:00–13:00` })).toBeVisible();

  // The customer's strip for tomorrow with him: only 20-minute hours inside 10:00–17:00 and clear of the break
  // (the salon's grid from 8h30: 10h10 … 11h30, 13h10 … 16h30, less any booking he keeps).
  const after = await freeHours(page, stylist.staffId, tomorrow);
  expect(after).not.toEqual(before);
  expect(after.length).toBeGreaterThan(0);
  const minutes = (hour: string) => Number(hour.split('h')[0]) * 60 + Number(hour.split('h')[1]);
  for (const hour of after) {
    const start = minutes(hour);
    expect(start >= 600 && start + 20 <= 1020 && (start + 20 <= 720 || start >= 780), hour).toBe(true);
  }

  await photograph(page, `${SHOTS}/roster-built-1366.png`, { fullPage: true });
  await page.setViewportSize({ width: 1024, height: 768 });
  await photograph(page, `${SHOTS}/roster-week-1024.png`, { fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  // The reports screen of his salon.
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.getByRole('navigation', { name: 'Các mục quản trị' }).getByRole('link', { name: 'Báo cáo' }).click();
  await expect(page.getByTestId('report-figures')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await photograph(page, `${SHOTS}/reports-1366.png`, { fullPage: true });
  await page.setViewportSize({ width: 1024, height: 768 });
  await photograph(page, `${SHOTS}/reports-1024.png`, { fullPage: true });
});
