import type { Locator, Page } from '@playwright/test';

/**
 * A screenshot for a person to look at, never compared: taken when someone runs the suite, not in CI, which keeps
 * no artefacts (a full-page shot of a long page costs about a second of the suite; issue 28: CI time).
 * `fullPage` applies to a page; a locator's shot is always the element.
 */
export async function photograph(target: Page | Locator, path: string, { fullPage = false } = {}): Promise<void> {
  if (process.env.CI) return;
  if ('goto' in target) await target.screenshot({ path, fullPage });
  else await target.screenshot({ path });
}
