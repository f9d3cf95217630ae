import { BOTH_SIZES, expect, test } from './fixtures';
import { axeOn } from './support/axe';
import { apiLogin, uniquePhone, useToken } from './support/account';

// Issue 12: catalogue pages, hairstyle collections and the discover feed, at phone and desktop size.

test('a service of /service opens booking with that service chosen', async ({ page, context }) => {
  test.setTimeout(60_000); // four screens: the service list, the phone popup, the salon chooser, the service step
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 21.01, longitude: 105.82 });
  await page.goto('/service');
  await expect(page.getByRole('heading', { level: 1, name: 'Bảng giá dịch vụ' })).toBeVisible();
  const card = page.getByTestId('service-card').filter({ hasText: 'Uốn Hàn Quốc K-perm' });
  await expect(card).toContainText('499.000 VNĐ');
  await expect(card).toContainText('120 phút');
  await card.getByRole('link', { name: 'Đặt lịch Uốn Hàn Quốc K-perm' }).click();
  await expect(page).toHaveURL(/\/booking\?chosenService=202$/);

  const phonePopup = page.getByRole('dialog', { name: 'Số điện thoại đặt lịch' });
  await phonePopup.getByTestId('booking-phone-input').fill(uniquePhone());
  await phonePopup.getByRole('button', { name: 'Tiếp tục' }).click();
  await page.getByTestId('block-salon').getByRole('button', { name: 'Tìm salon gần anh' }).click();
  await page.locator('[data-testid^=salon-card-]').first().click();
  // The service step opens with the link's service already chosen.
  await expect(page.getByRole('heading', { level: 1, name: 'Chọn dịch vụ' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /^K-perm 499\.000 VNĐ/ })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Đã chọn 1 dịch vụ' })).toBeVisible();
});

test('a collection shows its styles with the picture for the screen, each booking its service', BOTH_SIZES, async ({ page, isMobile }) => {
  await page.goto('/collection');
  await page.getByTestId('collection-card').filter({ hasText: 'Bad Boy' }).click();
  await expect(page).toHaveURL(/\/shine-collection\/bad-boy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bad Boy' })).toBeVisible();
  const styles = page.getByTestId('style-card');
  await expect(styles).toHaveCount(8);
  const mohican = styles.filter({ has: page.getByRole('heading', { name: 'Mohican', exact: true }) });
  const picture = mohican.locator('img');
  await picture.scrollIntoViewIfNeeded();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.currentSrc))
    .toMatch(isMobile ? /style-mohican-mb\.webp$/ : /style-mohican-pc\.webp$/);
  await expect(mohican.getByRole('link', { name: 'Đặt lịch kiểu Mohican' })).toHaveAttribute('href', '/booking?chosenService=101');
});

test('liking a discover post asks for login, then counts once per customer', async ({ page, request }, testInfo) => {
  // Each project likes its own post, so parallel runs never share a count.
  const postId = testInfo.project.name.startsWith('phone') ? 4 : 5;
  await page.goto(`/discovers/${postId}`);
  const like = page.getByTestId('discover-post').getByTestId('like-button').first();
  await like.click();
  const login = page.getByRole('dialog', { name: 'Đăng nhập' });
  await expect(login).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(login).toBeHidden();

  await useToken(page, await apiLogin(request, uniquePhone()));
  await page.goto('/discover');
  const card = page.getByTestId('discover-card').filter({ has: page.locator(`a[href="/discovers/${postId}"]`) });
  const cardLike = card.getByTestId('like-button');
  await expect(cardLike).toHaveAttribute('aria-pressed', 'false');
  const before = Number((await cardLike.getByTestId('like-count').innerText()).match(/\d+/)?.[0]);
  await cardLike.click();
  await expect(cardLike).toHaveAttribute('aria-pressed', 'true');
  await expect(cardLike.getByTestId('like-count')).toHaveText(`${before + 1} lượt thích`);
  await page.reload();
  await expect(cardLike).toHaveAttribute('aria-pressed', 'true');
  await cardLike.click();
  await expect(cardLike).toHaveAttribute('aria-pressed', 'false');
  await expect(cardLike.getByTestId('like-count')).toHaveText(`${before} lượt thích`);
});

test('the pages have no serious accessibility violation', async ({ page }) => {
  test.setTimeout(120_000);
  for (const url of ['/service', '/collection', '/shine-collection/k-perm', '/lookbook', '/discover', '/discovers/2']) {
    await page.goto(url);
    const result = await axeOn(page).analyze();
    const serious = result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${url}: ${v.id} ${v.nodes[0]?.target.join(' ')}`);
    expect(serious).toEqual([]);
  }
});
