import { BOTH_SIZES, expect, test } from './fixtures';
import { photograph } from './support/shots';
import { openLookup } from './support/account';

// The shared modal in a real browser (spec §2 "Modals"; issue 28 item 9): Tab stays inside the dialog,
// Escape closes it and, on a wide screen, the focus is back on the header button that opened it (the
// closing dialog stays in the page for its exit animation; it must not keep the focus).

test('the booking lookup popup keeps Tab inside and gives the focus back when Escape closes it', BOTH_SIZES, async ({ page, isMobile }, testInfo) => {
  await page.goto('/');
  const dialog = await openLookup(page, isMobile);
  await photograph(page, `/tmp/shots/h6/lookup-modal-${testInfo.project.name}.png`);

  const focusInside = () => dialog.evaluate((element) => element.contains(document.activeElement));
  // More presses than the dialog has controls: the focus goes round inside it.
  for (let press = 0; press < 6; press += 1) {
    await page.keyboard.press('Tab');
    expect(await focusInside()).toBe(true);
  }
  for (let press = 0; press < 6; press += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusInside()).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  if (!isMobile) await expect(page.getByTestId('site-header').getByRole('button', { name: 'Tra cứu lịch' })).toBeFocused();
});

test("the modal's close button is a 44 × 44 px tap target", BOTH_SIZES, async ({ page, isMobile }) => {
  await page.goto('/');
  const dialog = await openLookup(page, isMobile);
  // Measured once the dialog's opening animation (a slight scale-up) has ended, as a finger meets it.
  await dialog.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
  const box = await dialog.getByRole('button', { name: 'Đóng' }).boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(44);
  expect(box?.height).toBeGreaterThanOrEqual(44);
});
