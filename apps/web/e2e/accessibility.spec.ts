import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openLookup } from './support/account';

// Issue 9 item 8: axe (WCAG 2.0/2.1 A and AA) on every route of spec §2, the booking wizard's steps
// reachable by URL, and the header's modals, with no serious or critical violation, at both sizes.

const ROUTES = [
  '/', '/booking', '/booking?phone=0912345678', '/booking?phone=0912345678&step=1',
  '/booking?phone=0912345678&salonId=3&step=2', '/booking/success?bookingId=1', '/booking/salon', '/booking-at-home',
  '/booking-at-home/success', '/save-location', '/lich-su-cat', '/history', '/topup', '/dieu-khoan-topup',
  '/system-salon', '/salons/1', '/about', '/service', '/up-service', '/shine-care', '/shine-member', '/collection',
  '/collections/mua-he', '/shine-collection/bad-boy', '/shine-collection/creative', '/shine-collection/k-perm',
  '/shine-collection/hair-style', '/lookbook', '/discover', '/discovers/1', '/style-master',
  '/top-tho-cat-trong-thang', '/reward', '/rewards/1', '/rewardOld', '/rewardOlds/1', '/vong-quay-may-man',
  '/vong-quay-2024', '/vong-quay-may-man/lich-su', '/gio-vang-san-uu-dai', '/gio-vang-san-uu-dai-chi-tiet/1',
  '/yours-the-best', '/yours-the-best-detail/1', '/bi-kip-cham-soc-toc', '/lien-he-nhuong-quyen',
  '/contact-advertising', '/recruitment', '/recruitment-office', '/cat-toc-tai-nha', '/thong-tin-cuoc-thi',
  '/thong-tin-cuoc-thi/bang-xep-hang', '/chinh-sach-bao-mat', '/dieu-kien-giao-dich-chung',
  '/giay-phep-giao-duc-nghe-nghiep', '/delete-account', '/phong-an-ve-dep-trai/1',
  '/tin-tuc',
];

/**
 * Serious and critical WCAG A/AA violations, plus any redundant alt text (a best-practice rule Lighthouse
 * counts), one line each: rule, impact, help, the failing element and why.
 */
async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  // One pass: the WCAG rules, and the redundant-alt rule enabled on top of them (axe's runOnly + rules).
  const axe = new AxeBuilder({ page }).options({
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'image-redundant-alt': { enabled: true } },
  });
  if (include) axe.include(include);
  const { violations } = await axe.analyze();
  return violations
    .filter((violation) => violation.id === 'image-redundant-alt' || violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact}): ${violation.help} — ${node.target.join(' ')}\n    ${node.failureSummary?.replaceAll('\n', '\n    ')}`,
      ),
    );
}

/**
 * The page has settled: its h1 is on screen, no skeleton or spinner is left, and every finite animation
 * (a modal fading in) has finished, so colours are measured as they end up, not half-blended.
 */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]:visible')).toHaveCount(0);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
}

/** Pages that open a dialog by themselves for a visitor (login, phone): checked once it is fully open. */
const OPENS_DIALOG = new Set(['/booking', '/save-location', '/booking-at-home']);

for (const route of ROUTES) {
  test(`axe: ${route}`, async ({ page }) => {
    await page.goto(route);
    if (OPENS_DIALOG.has(route)) await expect(page.getByRole('dialog')).toBeVisible();
    await settled(page);
    expect(await seriousViolations(page), route).toEqual([]);
  });
}

test('axe: the login modal', async ({ page }) => {
  await page.goto('/');
  await settled(page);
  await page.getByTestId('site-header').getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(page.getByRole('dialog', { name: 'Đăng nhập' })).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
});

test('axe: the booking lookup popup', async ({ page, isMobile }) => {
  await page.goto('/');
  await settled(page);
  await openLookup(page, isMobile);
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
});

/** Controls smaller than 44 × 44 px, except links inside running text and visually hidden labels. */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('a, button, [role="button"], [role="switch"], input, select')).flatMap((element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden' || element.matches(':disabled')) return [];
      if (style.display === 'inline' && element.closest('p')) return [];
      if (box.width >= 44 && box.height >= 44) return [];
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
      return [`${Math.round(box.width)}×${Math.round(box.height)} <${element.tagName.toLowerCase()}> ${name}`];
    }),
  );
}

const TAP_ROUTES = ['/', '/booking?phone=0912345678', '/booking?phone=0912345678&step=1', '/booking?phone=0912345678&salonId=3&step=2', '/booking?phone=0912345678&salonId=3', '/system-salon', '/about'];

test('every control on the main routes is a 44 × 44 px tap target', async ({ page }) => {
  for (const route of TAP_ROUTES) {
    await page.goto(route);
    await settled(page);
    expect(await smallTargets(page), route).toEqual([]);
  }
});

test('at the end of the page the floating buttons cover no footer link or text', async ({ page, isMobile }) => {
  await page.goto('/');
  await settled(page);
  const footer = page.getByTestId('site-footer');
  await footer.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.getByRole('button', { name: 'Lên đầu trang' })).toBeVisible();
  const covered = await page.evaluate(() => {
    const floating = Array.from(document.querySelectorAll('[data-testid="floating-contacts"] a, [data-testid="floating-contacts"] button, [data-testid="floating-contacts"] ~ button'))
      .filter((element) => getComputedStyle(element).visibility !== 'hidden')
      .map((element) => element.getBoundingClientRect());
    const content = Array.from(document.querySelectorAll('[data-testid="site-footer"] :is(a, p, span, img, h2)'));
    return content.flatMap((element) => {
      const box = element.getBoundingClientRect();
      const hit = floating.some((f) => box.left < f.right && f.left < box.right && box.top < f.bottom && f.top < box.bottom);
      return hit ? [`${element.tagName.toLowerCase()} ${(element.textContent ?? '').trim().slice(0, 40)}`] : [];
    });
  });
  expect(covered, isMobile ? 'phone' : 'desktop').toEqual([]);

  // Wherever the page is scrolled, the footer hotline lies left of the floating column.
  const hotline = await footer.getByRole('link', { name: /1900/ }).boundingBox();
  const scrollTop = await page.getByRole('button', { name: 'Lên đầu trang' }).boundingBox();
  const column = await page.getByTestId('floating-contacts').boundingBox();
  expect(hotline!.x + hotline!.width).toBeLessThan(Math.min(scrollTop!.x, column!.x));
});
