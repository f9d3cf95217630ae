import type { Browser, Page } from '@playwright/test';
import { expect } from '../fixtures';

// The salon floor's screens (issues 30 and 31): demo staff all share this password (README, demo logins).
export const STAFF_PASSWORD = 'Shine@2026';
/** Reception and manager of a salon: 0921 / 0922 and the salon id on 6 digits (the demo chain's rule). */
export const receptionOf = (salonId: number) => `0921${String(salonId).padStart(6, '0')}`;
export const managerOf = (salonId: number) => `0922${String(salonId).padStart(6, '0')}`;
export const RECEPTION_SALON_1 = receptionOf(1);
export const MANAGER_SALON_1 = managerOf(1);
export const MONITOR_SALON_1 = '0925000001';
export const stylistPhone = (staffId: number) => `0920${String(staffId).padStart(6, '0')}`;

/**
 * A staff member's screen in a browser of his own (the staff session is a cookie of that browser), at the
 * size of `page`, logged in and showing its first heading (`heading`: the day, or the TV's columns).
 */
export async function staffScreen(browser: Browser, page: Page, baseURL: string | undefined, phone: string, heading = /^Lịch hôm nay/) {
  const context = await browser.newContext({ baseURL, viewport: page.viewportSize() ?? undefined });
  const screen = await context.newPage();
  await screen.goto('/nhan-vien');
  await screen.getByLabel('Số điện thoại').fill(phone);
  await screen.getByLabel('Mật khẩu').fill(STAFF_PASSWORD);
  await screen.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(screen.getByRole('heading', { level: 2, name: heading }).first()).toBeVisible();
  return { screen, close: () => context.close() };
}

/** One booking's card on a staff board. */
export const visitCard = (screen: Page, bookingId: number) => screen.locator(`[data-testid="floor-visit"][data-booking-id="${bookingId}"]`);

/** The back office's nav (/quan-tri, issue 32). */
export const backofficeNav = (page: Page) => page.getByRole('navigation', { name: 'Các mục quản trị' });

/** Logs `page` in to the back office as the staff member with this phone (the demo password). */
export async function logInBackoffice(page: Page, phone: string) {
  await page.goto('/quan-tri');
  await page.getByLabel('Số điện thoại').fill(phone);
  await page.getByLabel('Mật khẩu').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(backofficeNav(page)).toBeVisible();
}
