import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from '../fixtures';
import { expectLcp } from './lcp';

// axe (WCAG 2.0/2.1 A and AA) as the accessibility specs run it: accessibility.spec.ts (both sizes) and
// accessibility-routes.spec.ts (every other route of spec §2, at the phone's size). The same visit checks the
// route's first-screen picture (support/lcp.ts).

/** The WCAG levels every axe check of the suite runs: 2.0 and 2.1, A and AA. */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe on `page` as every spec runs it (WCAG A/AA). Legacy mode runs axe in the page's own frame: the default mode
 * opens a blank page after each run to merge its frames' results, which doubled an axe check's time (issue 28:
 * CI time). Legacy mode leaves cross-origin frames untested: the pages as checked have none (a video's player
 * frame loads only on tap).
 */
export const axeOn = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true).withTags(WCAG);

/**
 * Serious and critical WCAG A/AA violations, plus any redundant alt text (a best-practice rule Lighthouse
 * counts), one line each: rule, impact, help, the failing element and why.
 */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  // One pass: the WCAG rules, and the redundant-alt rule enabled on top of them (axe's runOnly + rules).
  const axe = axeOn(page).options({
    runOnly: { type: 'tag', values: WCAG },
    rules: { 'image-redundant-alt': { enabled: true } },
    // Only the violations are read: axe then keeps no node list for the passes (much of its time on a long page).
    resultTypes: ['violations'],
  });
  if (include) axe.include(include);
  // Colours as they end up: something that appeared just now (the backup-salon suggestion 5 s after the booking
  // screen opens, later on a loaded machine) is measured after its fade, not half-blended.
  await animationsDone(page);
  const { violations } = await axe.analyze();
  return violations
    .filter((violation) => violation.id === 'image-redundant-alt' || violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${violation.id} (${violation.impact}): ${violation.help} — ${node.target.join(' ')}\n    ${node.failureSummary?.replaceAll('\n', '\n    ')}`,
      ),
    );
}

/**
 * The page has settled: its h1 is on screen, no skeleton or spinner is left, and every finite animation
 * (a modal fading in) has finished, so colours are measured as they end up, not half-blended.
 */
export async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]:visible')).toHaveCount(0);
  await animationsDone(page);
}

/** Every finite animation running now has finished. */
async function animationsDone(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Pages that open a dialog by themselves for a visitor (login, phone): checked once it is fully open. */
const OPENS_DIALOG = new Set(['/booking', '/save-location', '/booking-at-home']);

/** Opens a route, checks its first-screen picture (support/lcp.ts), lets it settle, and lists its serious violations. */
export async function routeViolations(page: Page, route: string): Promise<string[]> {
  await page.goto(route);
  await expectLcp(page, route);
  if (OPENS_DIALOG.has(route)) await expect(page.getByRole('dialog')).toBeVisible();
  await settled(page);
  return seriousViolations(page);
}

/**
 * The routes whose layout differs most between a phone and a wide screen (the header's nav, the booking wizard's
 * steps, the grids of lists and cards, the forms): accessibility.spec.ts checks them at both sizes.
 */
export const BOTH_SIZE_ROUTES = [
  '/',
  '/booking',
  '/booking?phone=0912345678',
  '/booking?phone=0912345678&step=1',
  '/booking?phone=0912345678&salonId=3&step=2',
  '/booking/success?bookingId=1',
  '/booking-at-home',
  '/system-salon',
  '/salons/1',
  '/about',
  '/service',
  '/collection',
  '/discovers/1',
  '/style-master',
  '/reward',
  '/rewards/1',
  '/vong-quay-may-man',
  '/topup',
  '/recruitment',
  '/tin-tuc',
  '/chinh-sach-bao-mat',
];
