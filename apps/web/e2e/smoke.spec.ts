import type { Route } from '@playwright/test';
import { BOTH_SIZES, expect, test } from './fixtures';

// Smoke test of the shell: pages render with a title and an h1, and the spec's visibility rules hold.

test('home renders the banner, booking form and sections', BOTH_SIZES, async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Shine/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('site-header')).toBeVisible();
  await expect(page.getByTestId('site-footer')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Chương trình nổi bật' })).toBeVisible();
  await expect(page.locator('[data-layout]').first()).toBeVisible();
});

test('the home phone form goes to booking with the phone digits', async ({ page }) => {
  await page.goto('/');
  const phone = page.getByTestId('home-phone');
  await phone.fill('0905939123');
  await expect(phone).toHaveValue('0905.939.123');
  await phone.press('Enter');
  // A phone without a known consent goes through the privacy modal first (spec §4); the customer ticks the box himself (ADR 012).
  const consent = page.getByRole('dialog', { name: 'Bảo vệ dữ liệu cá nhân' });
  await consent.getByRole('checkbox').check();
  await consent.getByRole('button', { name: 'Đồng ý và tiếp tục' }).click();
  await expect(page).toHaveURL(/\/booking\?phone=0905939123$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Đặt lịch giữ chỗ' })).toBeVisible();
  await expect(page).toHaveTitle('Đặt lịch giữ chỗ | Shine');
});

test('booking hides the footer on a phone and shows it on a desktop', BOTH_SIZES, async ({ page, isMobile }) => {
  await page.goto('/booking');
  await expect(page.getByRole('heading', { level: 1, name: 'Đặt lịch giữ chỗ' })).toBeVisible();
  await expect(page.getByTestId('site-header')).toBeVisible();
  if (isMobile) {
    await expect(page.getByTestId('site-footer')).toHaveCount(0);
    await expect(page.getByTestId('floating-contacts')).toHaveCount(0);
  } else {
    await expect(page.getByTestId('site-footer')).toBeVisible();
    await expect(page.getByTestId('floating-contacts')).toBeVisible();
  }
});

// customer_ios forces the mobile layout (spec section 2), so the header goes on any screen width.
test('the customer iOS app source hides header and footer for the whole visit', async ({ page }) => {
  await page.goto('/?source=customer_ios');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('site-header')).toHaveCount(0);
  await expect(page.getByTestId('site-footer')).toHaveCount(0);
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('site-header')).toHaveCount(0);
});

// Spec §9: the header's logo alternates every 5 s with a 300 ms fade. The second logo is laid out from
// its first turn on (before it, its lettering would cost the page's first layout more font lookups).
test('the header logo alternates every 5 s, the second one laid out from its first turn', async ({ page }) => {
  await page.goto('/about');
  const logos = page.getByTestId('site-header').getByRole('link', { name: 'Shine', exact: true }).first().locator(':scope > span');
  const looks = () => logos.evaluateAll((spans) => spans.map((span) => `${getComputedStyle(span).contentVisibility} ${getComputedStyle(span).opacity}`));
  await expect.poll(looks).toEqual(['visible 1', 'hidden 0']);

  await page.clock.runFor(5_000);
  await expect.poll(looks).toEqual(['visible 0', 'visible 1']);
  await expect(logos.nth(1)).toBeVisible();
  await page.clock.runFor(5_000);
  await expect.poll(looks).toEqual(['visible 1', 'visible 0']);
});

test('the login button opens a modal that a mask click does not close', BOTH_SIZES, async ({ page, isMobile }) => {
  await page.goto('/');
  await page.getByTestId('site-header').getByRole('button', { name: 'Đăng nhập' }).click();
  const dialog = page.getByRole('dialog', { name: 'Đăng nhập' });
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, isMobile ? 5 : 400);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Đóng' }).first().click();
  await expect(dialog).toHaveCount(0);
});

test('an unknown path redirects home', async ({ page }) => {
  await page.goto('/khong-co-trang-nay');
  await expect(page).toHaveURL(/\/$/);
});

const PAGES = [
  '/booking/success?bookingId=1',
  '/booking/salon',
  '/booking-at-home',
  '/booking-at-home/success',
  '/save-location',
  '/lich-su-cat',
  '/history',
  '/topup',
  '/dieu-khoan-topup',
  '/system-salon',
  '/salons/1',
  '/about',
  '/service',
  '/up-service',
  '/shine-care',
  '/shine-member',
  '/collection',
  '/collections/mua-he',
  '/shine-collection/bad-boy',
  '/shine-collection/creative',
  '/shine-collection/k-perm',
  '/shine-collection/hair-style',
  '/lookbook',
  '/discover',
  '/discovers/1',
  '/style-master',
  '/top-tho-cat-trong-thang',
  '/reward',
  '/rewards/1',
  '/rewardOld',
  '/rewardOlds/1',
  '/vong-quay-may-man',
  '/vong-quay-2024',
  '/vong-quay-may-man/lich-su',
  '/gio-vang-san-uu-dai',
  '/gio-vang-san-uu-dai-chi-tiet/1',
  '/yours-the-best',
  '/yours-the-best-detail/1',
  '/bi-kip-cham-soc-toc',
  '/lien-he-nhuong-quyen',
  '/contact-advertising',
  '/recruitment',
  '/recruitment-office',
  '/cat-toc-tai-nha',
  '/thong-tin-cuoc-thi',
  '/thong-tin-cuoc-thi/bang-xep-hang',
  '/chinh-sach-bao-mat',
  '/dieu-kien-giao-dich-chung',
  '/giay-phep-giao-duc-nghe-nghiep',
  '/delete-account',
  '/phong-an-ve-dep-trai/1',
];

// Client-side navigation, as a visitor moves through the site (one document, lazy chunks on demand).
test('every spec route is a titled page with an h1', async ({ page }) => {
  // One walk through 52 pages, each loading its chunk and data: 2 minutes on a loaded 2-core machine.
  test.setTimeout(180_000);
  await page.goto('/');
  for (const path of PAGES) {
    const previousTitle = await page.title();
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page, path).toHaveURL(path);
    await expect(page, path).not.toHaveTitle(previousTitle);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1, path).toBeVisible();
    // The title is the h1, a salon's page adding where it is ('Salon 346 Khâm Thiên - Đống Đa, Hà Nội | Shine').
    // Both are read together until they agree: a page shows its generic heading until its data arrives.
    const titleMatchesHeading = async () => {
      const heading = ((await h1.textContent()) ?? '').trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      return new RegExp(`^${heading}( - [^|]+)? \\| Shine$`).test(await page.title());
    };
    await expect.poll(titleMatchesHeading, { message: path }).toBe(true);
  }
  await page.goto('/tin-tuc');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tin tức mới nhất về Shine');
});

test("a page's scripts are asked for at once: the app answers while its first screen's picture is still on its way", async ({ page }) => {
  // ADR 014: no script waits for a picture's paint; the picture keeps its high-priority preload.
  const heldPictures: Route[] = [];
  await page.route(/\/images\/demo\/[^/]+\.webp$/, (route) => void heldPictures.push(route));
  const navigation = page.mainFrame().goto('/about', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  expect(heldPictures.length).toBeGreaterThan(0);
  for (const route of heldPictures.splice(0)) await route.continue();
  await page.unroute(/\/images\/demo\/[^/]+\.webp$/);
  await navigation;
});
