import { BOTH_SIZES, expect, test } from './fixtures';
import { uniquePhone } from './support/account';

// The booking wizard holds still (no layout shift the customer did not cause): the backup-salon prompt
// arriving seconds after the hour strip does not push the page, its list opens on a tap (spec §2).

/** Sum of the layout shifts not caused by input, collected from the first paint on. */
const collectShifts = () => {
  const shifts = { score: 0 };
  (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!entry.hadRecentInput) shifts.score += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
};

test('the main screen does not shift when the backup-salon suggestion arrives', BOTH_SIZES, async ({ page }) => {
  await page.addInitScript(collectShifts);
  await page.goto(`/booking?phone=${uniquePhone()}&salonId=3&chosenService=101`);
  await expect(page.getByTestId('hour-strip').locator('[data-free=true]').first()).toBeVisible();
  const suggestion = page.getByTestId('backup-suggestion');
  // Shown 5 s after the screen opens (spec §2), folded.
  const prompt = suggestion.getByRole('button', { name: 'Chưa có giờ phù hợp? Salon gần anh vẫn còn giờ trống hôm nay' });
  await expect(prompt).toBeVisible({ timeout: 15_000 });
  await expect(prompt).toHaveAttribute('aria-expanded', 'false');
  expect(await page.evaluate(() => (window as unknown as { layoutShifts: { score: number } }).layoutShifts.score)).toBeLessThanOrEqual(0.05);

  await prompt.click();
  await expect(prompt).toHaveAttribute('aria-expanded', 'true');
  await expect(suggestion.getByRole('listitem').first()).toBeVisible();
});
