import type { Page } from '@playwright/test';
import { BOTH_SIZES, expect, test } from './fixtures';
import { openLookup } from './support/account';
import { BOTH_SIZE_ROUTES, routeViolations, seriousViolations, settled } from './support/axe';

// Issue 9 item 8: axe (WCAG 2.0/2.1 A and AA), with no serious or critical violation, at both sizes on the
// routes whose layout differs most between a phone and a wide screen (the header's nav, the booking wizard's
// steps, the grids of lists and cards, the forms) and on the header's modals; every other route of spec §2 is
// checked at the phone's size in accessibility-routes.spec.ts, where a wider screen lays out the same parts
// (issue 28: CI time). Tap targets and the floating buttons at both sizes.

// Each test only reads a page: the two workers share this file's tests rather than one taking it whole.
test.describe.configure({ mode: 'parallel' });

for (const route of BOTH_SIZE_ROUTES) {
  test(`axe: ${route}`, BOTH_SIZES, async ({ page }) => {
    expect(await routeViolations(page, route), route).toEqual([]);
  });
}

test('axe: the login modal', BOTH_SIZES, async ({ page }) => {
  await page.goto('/');
  await settled(page);
  await page.getByTestId('site-header').getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(page.getByRole('dialog', { name: 'Đăng nhập' })).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
});

test('axe: the booking lookup popup', BOTH_SIZES, async ({ page, isMobile }) => {
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

const TAP_ROUTES = [
  '/',
  '/booking?phone=0912345678',
  '/booking?phone=0912345678&step=1',
  '/booking?phone=0912345678&salonId=3&step=2',
  '/booking?phone=0912345678&salonId=3',
  '/system-salon',
  '/about',
];

test('every control on the main routes is a 44 × 44 px tap target', BOTH_SIZES, async ({ page }) => {
  for (const route of TAP_ROUTES) {
    await page.goto(route);
    await settled(page);
    expect(await smallTargets(page), route).toEqual([]);
  }
});

test('at the end of the page the floating buttons cover no footer link or text', BOTH_SIZES, async ({ page, isMobile }) => {
  await page.goto('/');
  await settled(page);
  const footer = page.getByTestId('site-footer');
  await footer.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.getByRole('button', { name: 'Lên đầu trang' })).toBeVisible();
  const covered = await page.evaluate(() => {
    const floating = Array.from(
      document.querySelectorAll('[data-testid="floating-contacts"] a, [data-testid="floating-contacts"] button, [data-testid="floating-contacts"] ~ button'),
    )
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
