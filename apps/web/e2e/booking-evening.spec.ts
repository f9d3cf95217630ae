import { expect, test } from './fixtures';
import { uniquePhone } from './support/account';
import { salonDate } from './support/clock';

// Runs at 19:45 only (project 'phone@19:45' / 'desktop@19:45', playwright.config.ts): the salons close at
// 20:30, so today's strip has only its last hours left (spec §4 "Date, hour, stylist", issue 10 defect 13).

/** Minutes of an hour label such as '19h50'. */
const minutesOf = (label: string) => {
  const [hours, minutes] = label.trim().split('h').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
};

test('near closing the strip offers only the hours still ahead, and opens where they are', async ({ page }) => {
  await page.goto(`/booking?phone=${uniquePhone()}&salonId=7&chosenService=101`);
  await expect(page.getByTestId('date-select')).toHaveValue(salonDate(0));
  const strip = page.getByTestId('hour-strip');
  const free = strip.locator('[data-free=true]');
  await expect(free.first()).toBeVisible();
  // The strip scrolls sideways: brought on screen, it shows its first free hour without a swipe.
  await strip.scrollIntoViewIfNeeded();
  await expect(free.first()).toBeInViewport();
  const labels = await free.locator('span').allTextContents();
  expect(labels.length).toBeGreaterThan(0);
  expect(labels.every((label) => minutesOf(label) > 19 * 60 + 45)).toBe(true);
  // The morning is still listed, as hours gone by.
  await expect(strip.getByRole('option', { name: '8h30', exact: true })).toHaveAttribute('aria-disabled', 'true');

  // Nearby salons with an hour left tonight are offered after 5 s, folded until the customer opens them.
  const prompt = page.getByTestId('backup-suggestion').getByRole('button', { name: 'Chưa có giờ phù hợp? Salon gần anh vẫn còn giờ trống hôm nay' });
  await expect(prompt).toBeVisible({ timeout: 15_000 });
  await prompt.click();
  const backupHours = page.getByTestId('backup-suggestion').getByRole('listitem').first().getByRole('button');
  await expect(backupHours.first()).toBeVisible();
  const backupLabels = (await backupHours.allTextContents()).filter((text) => /^\d{1,2}h\d{2}$/.test(text.trim()));
  expect(backupLabels.every((label) => minutesOf(label) > 19 * 60 + 45)).toBe(true);
});
