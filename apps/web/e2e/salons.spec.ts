import { expect, test } from './fixtures';
import { salonDate } from './support/clock';

// Issue 11: the salon finder (/system-salon) and the salon page (/salons/{id}), at phone and desktop size.

/** Near Quận 1, TP. Hồ Chí Minh. */
const DISTRICT_1 = { latitude: 10.776, longitude: 106.7 };

test('finds the nearest salons with the location granted', async ({ page, context }) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(DISTRICT_1);
  await page.goto('/system-salon');
  await page.getByTestId('find-nearest').click();
  const list = page.getByTestId('salon-list');
  await expect(list.getByRole('heading', { name: /Salon gần anh nhất/ })).toBeVisible();
  const first = list.locator('article').first();
  await expect(first).toContainText('TP. Hồ Chí Minh');
  await expect(first).toContainText(/\d+(\.\d)? km/);
  // Five cards, then five more on 'Xem thêm'.
  await expect(list.locator('article')).toHaveCount(5);
  await list.getByRole('button', { name: 'Xem thêm' }).click();
  await expect(list.locator('article')).toHaveCount(10);
});

test('without the location the spec says so and the list stays; a province without salons says so', async ({ page }) => {
  await page.goto('/system-salon');
  await page.getByTestId('find-nearest').click();
  await expect(page.getByRole('status').filter({ hasText: 'Anh đang khóa quyền truy cập vị trí, anh tìm salon theo thành phố bên dưới nhé!' })).toBeVisible();
  await expect(page.getByTestId('salon-list').locator('article')).toHaveCount(5);
  await page.getByRole('button', { name: /Hưng Yên/ }).click();
  await expect(page.getByText('Hiện tại không có salon nào ở đây')).toBeVisible();
  await page.getByTestId('salon-search').fill('khong co noi nay');
  await expect(page.getByTestId('salon-list')).toContainText('Không có dữ liệu');
});

test("search 'quan 1' shows Quận 1 salons only, and a card opens its salon page", async ({ page }) => {
  await page.goto('/system-salon');
  await expect(page.getByTestId('salon-list').locator('article').first()).toBeVisible();
  await page.getByTestId('salon-search').fill('quan 1');
  const list = page.getByTestId('salon-list');
  await expect(list.getByRole('heading', { name: /Kết quả/ })).toBeVisible();
  const cards = list.locator('article');
  await expect(cards.first()).toBeVisible();
  for (const text of await cards.allInnerTexts()) {
    expect(text).toContain('Quận 1,');
    expect(text).not.toMatch(/Quận 1\d/);
  }
  const name = (await cards.first().locator('strong').first().innerText()).trim();
  await cards.first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/salons\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  await expect(page.getByTestId('book-at-salon')).toBeVisible();
});

test('the salon page opens its gallery at the tapped slide', async ({ page }) => {
  await page.goto('/salons/1');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('346 Khâm Thiên');
  await page.getByTestId('gallery-tile-1').click();
  const dialog = page.getByRole('dialog', { name: 'Hình ảnh salon' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('gallery-slide')).toHaveAttribute('data-index', '1');
  await expect(dialog).toContainText(/^.*2 \/ \d+/);
  // The slide keeps the 9/16 ratio.
  const box = await dialog.getByTestId('gallery-slide').boundingBox();
  expect(box).not.toBeNull();
  expect(Math.abs(box!.width / box!.height - 9 / 16)).toBeLessThan(0.02);
  await dialog.getByRole('button', { name: 'Ảnh sau' }).click();
  await expect(dialog.getByTestId('gallery-slide')).toHaveAttribute('data-index', '2');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Opened again, it starts at the tapped slide, not where it was left.
  await page.getByTestId('gallery-tile-1').click();
  await expect(dialog.getByTestId('gallery-slide')).toHaveAttribute('data-index', '1');
});

test('a free hour of the salon page lands in the wizard with salon, day and hour chosen', async ({ page }) => {
  await page.goto('/salons/1');
  const tomorrow = page.getByTestId('free-hours-1');
  const hour = tomorrow.getByTestId('free-hour').first();
  const label = (await hour.innerText()).trim();
  await hour.click();
  await expect(page).toHaveURL(/\/booking\?salonId=1/);
  const [day, month] = salonDate(1).split('-');
  await expect(page.getByText(`${label} · ${day}/${month}`)).toBeVisible();
  await expect(page.getByText('346 Khâm Thiên').first()).toBeVisible();
});

test.describe('unknown salon', () => {
  // The page itself answers 404, which the browser logs.
  test.use({ expectedHttpErrors: [{ status: 404, path: '/salons/99999' }] });

  test('is a 404 page pointing to the salon finder', async ({ page }) => {
    const response = await page.goto('/salons/99999');
    expect(response?.status()).toBe(404);
    await page.getByTestId('salon-not-found').getByRole('link', { name: 'Xem tất cả salon' }).click();
    await expect(page).toHaveURL(/\/system-salon$/);
    await expect(page.getByTestId('salon-list').locator('article').first()).toBeVisible();
  });
});

test('the salon cards show their photos, drawn as SVG and shipped as WebP by the build', async ({ page }) => {
  await page.goto('/system-salon');
  const photo = page.getByTestId('salon-list').locator('article img').first();
  await expect(photo).toHaveAttribute('src', /^\/images\/demo\/salon-\d+(-night)?\.webp$/);
  // Decoded at the size the picture was drawn (800×500): the file exists and is a real image.
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => (img.complete ? `${img.naturalWidth}×${img.naturalHeight}` : 'loading'))).toBe('800×500');
});
