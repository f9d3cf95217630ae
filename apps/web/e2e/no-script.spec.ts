import { expect, test } from './fixtures';

// The forms that matter work before the app's scripts run, and without them (ADR 014): a customer on a slow
// phone who taps 'Đặt lịch ngay' before hydration lands on the booking page with his phone, not on the
// same page with what he typed lost.

test('without JavaScript the home form takes the phone to the booking wizard', async ({ browser, server, page: withScripts }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: server.url });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByTestId('home-phone').fill('0912345678');
  await page.getByRole('button', { name: 'Đặt lịch ngay' }).first().click();
  await expect(page).toHaveURL(/\/booking\?phone=0912345678$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.close();

  // The same address with the scripts on: the wizard opens with that phone filled.
  await withScripts.goto('/booking?phone=0912345678');
  await expect(withScripts.getByText('0912.345.678').first()).toBeVisible();
});

test('without JavaScript the salon finder searches', async ({ browser, server }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: server.url });
  const page = await context.newPage();
  await page.goto('/system-salon');
  await page.getByTestId('salon-search').fill('Cầu Giấy');
  await page.getByTestId('salon-search').press('Enter');
  await expect(page).toHaveURL(/\/system-salon\?q=C%E1%BA%A7u\+Gi%E1%BA%A5y$/);
  const cards = page.getByTestId('salon-list').locator('article');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByTestId('salon-search')).toHaveValue('Cầu Giấy');
  for (const text of await cards.allTextContents()) expect(text).toMatch(/Cầu Giấy/);
  await context.close();
});

test('what a customer types before the scripts arrive is kept when they do', async ({ page }) => {
  // The app's scripts are held back until the phone is typed, as on a slow 4G phone.
  let release!: () => void;
  const scriptsMayLoad = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await scriptsMayLoad;
    await route.continue();
  });
  // The fixture's page.goto waits for hydration, which is what is held back here: the frame's does not.
  await page.mainFrame().goto('/', { waitUntil: 'commit' });
  const input = page.getByTestId('home-phone');
  await input.fill('0912345678');
  release();
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await expect(input).toHaveValue('0912.345.678');
  // The app answers it now: this phone has given no consent in this browser, so it is asked for.
  await input.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Bảo vệ dữ liệu cá nhân' })).toBeVisible();
});
