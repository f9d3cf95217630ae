import type { APIRequestContext, BrowserContext } from '@playwright/test';

// One clock for the whole suite (style guide: tests fix time). The server starts at E2E_CLOCK_NOW and runs
// on (CLOCK_NOW in playwright.config.ts; the demo data's 14 days of shifts start from that day), and every
// browser context installs Playwright's clock at the server's now, so "today", past hours and the
// day/night picture are the same whatever the hour the suite runs at: a weekday morning in Vietnam.

/** A Monday morning in Vietnam: most of the salons' day is still ahead. */
export const E2E_CLOCK_NOW = process.env.E2E_CLOCK_NOW ?? '2026-11-23T09:15:00+07:00';

/** The fixed times the suite runs at (playwright.config.ts): the same Monday, morning, near and after closing (20:30). */
export const E2E_TIMES = [
  { name: 'morning', clockNow: E2E_CLOCK_NOW },
  { name: '19:45', clockNow: E2E_CLOCK_NOW.replace(/T\d\d:\d\d/, 'T19:45') },
  { name: '21:00', clockNow: E2E_CLOCK_NOW.replace(/T\d\d:\d\d/, 'T21:00') },
] as const;

/** DD-MM-YYYY of the suite's today + offset in the salons' time zone. */
export function salonDate(offsetDays: number): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Ho_Chi_Minh', day: '2-digit', month: '2-digit', year: 'numeric' }).formatToParts(
    new Date(Date.parse(E2E_CLOCK_NOW) + offsetDays * 86_400_000),
  );
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('day')}-${part('month')}-${part('year')}`;
}

/**
 * Sets the browser's clock of `context` to the server's now (GET /api/v1/clock); it runs on from there.
 * The page's own "now" then agrees with the server's from the first render (the app would otherwise only
 * follow the server after its own /api/v1/clock answer arrives). Contexts a test opens itself call this too.
 */
export async function fixBrowserClock(context: BrowserContext, request: APIRequestContext): Promise<void> {
  const response = await request.get('/api/v1/clock');
  if (!response.ok()) throw new Error(`GET /api/v1/clock answered ${response.status()}`);
  const { data } = (await response.json()) as { data: { now: string } };
  await context.clock.install({ time: new Date(data.now) });
}
