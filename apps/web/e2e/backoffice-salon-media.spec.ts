import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { seriousViolations } from './support/axe';
import { photograph } from './support/shots';
import { salonDate } from './support/clock';
import { STAFF_PASSWORD, managerOf } from './support/staff';

// Issue 32, the salons section (the 'backoffice' project, 1366×768): a salon manager uploads a photo and puts it
// first (the customer's salon page and salon card show it on their next load), then closes his salon for a day
// with a backup salon, which the customer's closed-salon popup offers. Screens photographed at 1366×768 and
// 1024×768 into /tmp/shots-bomedia.

const SHOTS = '/tmp/shots-bomedia';
// A salon no other spec books or looks at.
const SALON = 11;

test.describe.configure({ timeout: 180_000 });

async function logIn(page: Page) {
  await page.goto('/quan-tri');
  await page.getByLabel('Số điện thoại').fill(managerOf(SALON));
  await page.getByLabel('Mật khẩu').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(page.getByRole('navigation', { name: 'Các mục quản trị' })).toBeVisible();
}

/** A photo as a camera gives it: larger than the site's sizes, in two colours so its re-encoding shows. */
const photo = () =>
  sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#1d3557' } })
    .composite([{ input: { create: { width: 800, height: 1000, channels: 3, background: '#e9c46a' } }, left: 800, top: 0 }])
    .png()
    .toBuffer();

test('a salon manager uploads a photo and puts it first, then sets a day off with a backup salon; the customer sees both', async ({ page }) => {
  await logIn(page);
  await page.getByRole('navigation', { name: 'Các mục quản trị' }).getByRole('link', { name: 'Salon' }).click();
  // His salon is the only one he is shown.
  await page.locator(`a[href="/quan-tri/salon/${SALON}"]`).click();
  const mediaPanel = page.getByTestId('salon-media');
  await expect(mediaPanel).toBeVisible();
  const count = await mediaPanel.getByRole('listitem').count();

  // Upload: the server answers with the new photo last, in WebP.
  await mediaPanel.getByLabel('Chọn ảnh').setInputFiles({ name: 'mat-tien.png', mimeType: 'image/png', buffer: await photo() });
  await mediaPanel.getByRole('button', { name: 'Tải ảnh lên' }).click();
  await expect(mediaPanel.getByRole('listitem')).toHaveCount(count + 1);
  const added = mediaPanel.getByRole('img', { name: `Ảnh ${count + 1}` });
  await expect(added).toHaveAttribute('src', /^\/uploads\/salon-[0-9a-f-]{36}-1280\.webp$/);
  const src = (await added.getAttribute('src'))!;

  // Put it first, one step at a time: it becomes the salon card's picture (its card size).
  for (let index = count + 1; index > 1; index--) {
    await mediaPanel.getByRole('button', { name: `Đưa ảnh ${index} lên trước` }).click();
    await expect(mediaPanel.getByRole('img', { name: `Ảnh ${index - 1}` })).toHaveAttribute('src', src);
  }
  await expect(mediaPanel.getByRole('img', { name: 'Ảnh trên thẻ salon' })).toHaveAttribute('src', src.replace('-1280.', '-480.'));
  await expect(page.getByTestId('entity-history').getByRole('listitem').first()).toContainText('salon.edit');
  expect(await seriousViolations(page)).toEqual([]);
  await photograph(page, `${SHOTS}/salon-media-1366.png`, { fullPage: true });

  // A day off three days ahead, its message and the farther of two nearby salons as the backup.
  const daysOff = page.getByTestId('salon-days-off');
  const dateBook = salonDate(3);
  const iso = dateBook.split('-').reverse().join('-');
  const form = daysOff.getByRole('form', { name: 'Thêm ngày nghỉ' });
  await form.getByLabel('Từ ngày').fill(iso);
  await form.getByLabel('Lời nhắn cho khách').fill('Salon bảo trì hệ thống điện, mời anh ghé salon gần nhất.');
  const backup = form.getByRole('checkbox').nth(1);
  const backupName = ((await backup.locator('..').textContent()) ?? '').split(' · ')[0]!.trim();
  await backup.check();
  await form.getByRole('button', { name: 'Thêm ngày nghỉ' }).click();
  const listed = daysOff.getByRole('listitem').filter({ hasText: iso.split('-').reverse().join('/') });
  await expect(listed).toContainText(`Salon dự phòng: ${backupName}`);
  expect(await seriousViolations(page)).toEqual([]);
  await daysOff.scrollIntoViewIfNeeded();
  await photograph(page, `${SHOTS}/salon-days-off-1366.png`, { fullPage: true });
  await page.setViewportSize({ width: 1024, height: 768 });
  await expect(mediaPanel.getByRole('button', { name: 'Tải ảnh lên' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await photograph(page, `${SHOTS}/salon-editor-1024.png`, { fullPage: true });
  await page.setViewportSize({ width: 1366, height: 768 });

  // The customer's closed-salon popup for that day offers the backup the manager named, and only it.
  const off = await page.request.get(`/api/v1/booking/salon-off?salonId=${SALON}&dateBook=${dateBook}`);
  const { data } = (await off.json()) as { data: { message: string; salonBackUp: { id: number; addressNew: string | null; name: string }[] } };
  expect(data.message).toBe('Salon bảo trì hệ thống điện, mời anh ghé salon gần nhất.');
  expect(data.salonBackUp.map((s) => s.addressNew ?? s.name)).toEqual([backupName]);

  // The customer's salon page, on its next load: the gallery shows the photo first (or as the video's poster).
  await page.goto(`/salons/${SALON}`);
  await expect(page.getByTestId('gallery-tile-0').locator('img')).toHaveAttribute('src', src);
  await photograph(page, `${SHOTS}/customer-salon-page-1366.png`);

  // Put back as it was: the day open again, the photo removed (its files too).
  await page.goto(`/quan-tri/salon/${SALON}`);
  await listed.getByRole('button', { name: /^Mở lại/ }).click();
  await expect(listed).toHaveCount(0);
  page.once('dialog', (dialog) => void dialog.accept());
  await mediaPanel.getByRole('button', { name: 'Xoá ảnh 1' }).click();
  await expect(mediaPanel.getByRole('listitem')).toHaveCount(count);
  expect((await page.request.get(src)).status()).toBe(404);
});
