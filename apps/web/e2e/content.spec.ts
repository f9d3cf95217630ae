import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Issue 12: the content store's pages, the news slider and the home page's links, at phone and desktop size.

const axe = (page: Page) => new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();

const PAGES: [string, RegExp, string][] = [
  ['/about', /Về Shine/, 'Cam kết với khách hàng'],
  ['/bi-kip-cham-soc-toc', /Bí kíp chăm sóc tóc/, 'Trị gàu tại nhà'],
  ['/bi-kip-cham-soc-toc/tri-gau-tai-nha', /Trị gàu tại nhà/, 'Ketoconazole'],
  ['/kieu-toc', /Cẩm nang kiểu tóc nam/, 'Chọn kiểu tóc theo khuôn mặt'],
  ['/kieu-toc/kieu-toc-cho-mat-tron', /khuôn mặt tròn/i, 'Nhận biết khuôn mặt tròn'],
  ['/kien-thuc-dich-vu/uon-con-sau', /Uốn con sâu/, 'Không gội trong 48 giờ đầu'],
  ['/spa-cham-soc-da', /Spa và chăm sóc da/, 'Chống nắng'],
  ['/chinh-sach-bao-mat', /Chính sách bảo mật/, 'Nghị định 13/2023/NĐ-CP'],
  ['/dieu-kien-giao-dich-chung', /Điều kiện giao dịch chung/, 'Thay đổi và hủy lịch'],
  ['/giay-phep-giao-duc-nghe-nghiep', /Giấy phép giáo dục nghề nghiệp/, 'Shine Academy'],
  ['/phong-an-ve-dep-trai/2', /uốn tóc Hàn Quốc/i, 'Bảo hành'],
];

for (const [url, title, text] of PAGES) {
  test(`${url} shows its real text, no placeholder, and passes axe`, async ({ page }) => {
    const response = await page.goto(url);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.locator('main')).toContainText(text);
    await expect(page.getByText('đang được hoàn thiện')).toHaveCount(0);
    const { violations } = await axe(page);
    expect(violations.map((violation) => violation.id)).toEqual([]);
  });
}

test('a guide is reached from its list and links back through its breadcrumb and related pages', async ({ page }) => {
  await page.goto('/kieu-toc');
  await page.getByRole('link', { name: /Kiểu tóc Undercut/ }).click();
  await expect(page).toHaveURL(/\/kieu-toc\/undercut$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Undercut');
  await expect(page.getByTestId('content-body')).toContainText('Hai bên và gáy');
  const related = page.getByRole('region', { name: 'Bài viết liên quan' }).getByRole('link');
  expect(await related.count()).toBeGreaterThanOrEqual(3);
  await page.getByRole('navigation', { name: 'Đường dẫn' }).getByRole('link', { name: 'Cẩm nang kiểu tóc nam' }).click();
  await expect(page).toHaveURL(/\/kieu-toc$/);
});

for (const [prefix, url] of [
  ['/kieu-toc/', '/kieu-toc/khong-co-kieu-nay'],
  ['/phong-an-ve-dep-trai/', '/phong-an-ve-dep-trai/999'],
] as const) {
  test.describe(`unknown ${prefix}`, () => {
    test.use({ expectedHttpErrors: [{ status: 404, path: prefix }] });
    test(`${url} is a 404 page`, async ({ page }) => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(404);
      await expect(page.getByTestId('content-not-found')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Không tìm thấy trang');
    });
  });
}

test('news slider: 1.3 cards at 390, 3.5 at 700 and 1366; arrows only at 1366, disabled at the ends', async ({ page }) => {
  for (const [width, perView, gap, arrows] of [
    [390, 1.3, 16, false],
    [700, 3.5, 20, false],
    [1366, 3.5, 20, true],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/tin-tuc');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tin tức mới nhất về Shine');
    const cards = page.getByTestId('news-card');
    await expect(cards).toHaveCount(19);
    const track = page.getByTestId('news-track');
    const trackWidth = (await track.boundingBox())!.width;
    const [first, second] = [(await cards.nth(0).boundingBox())!, (await cards.nth(1).boundingBox())!];
    expect(second.x - (first.x + first.width), `gap at ${width}`).toBeCloseTo(gap, 0);
    expect((trackWidth + gap) / (first.width + gap), `cards in view at ${width}`).toBeCloseTo(perView, 1);
    await expect(cards.first().getByRole('link', { name: /Xem chi tiết/ })).toHaveAttribute('target', '_blank');
    await expect(cards.first().getByRole('link', { name: /Xem chi tiết/ })).toHaveAttribute('href', /^https:\/\/[a-z0-9]+\.example\.com\//);
    if (!arrows) {
      await expect(page.getByTestId('news-next')).toHaveCount(0);
      continue;
    }
    const previous = page.getByTestId('news-prev');
    const next = page.getByTestId('news-next');
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
    await next.click();
    await expect(previous).toBeEnabled();
    await track.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    await expect(next).toBeDisabled();
  }
});

test('home: blog and press cards open their articles, the shop opens in a new tab, the video plays only on tap', async ({ page, context }) => {
  test.setTimeout(60_000);
  const youtube: string[] = [];
  await context.route(/youtube-nocookie\.com/, (route) => {
    youtube.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>video</title>' });
  });
  await page.goto('/');
  const blog = page.locator('[data-layout="blog"]');
  await expect(blog.getByRole('link', { name: /Trị gàu tại nhà/ })).toHaveAttribute('href', '/bi-kip-cham-soc-toc/tri-gau-tai-nha');
  await expect(blog.getByRole('link', { name: /Xem thêm/ })).toHaveAttribute('href', '/bi-kip-cham-soc-toc');
  const press = page.locator('[data-layout="media"]').getByRole('link').first();
  await expect(press).toHaveAttribute('href', /^https:\/\/tinnhanh24h\.example\.com\//);
  await expect(press).toHaveAttribute('target', '_blank');
  const shop = page.locator('[data-layout="shop"]').getByRole('link', { name: /Sáp vuốt tóc Matte Clay/ });
  await expect(shop).toHaveAttribute('href', /\/sap-vuot-toc-matte-clay$/);
  await expect(shop).toHaveAttribute('target', '_blank');

  expect(youtube).toEqual([]);
  // The banners hydrate from their own chunk after the page: the tap waits for them.
  await expect(page.locator('[data-testid=banner-carousel][data-hydrated]')).toBeAttached();
  await page.getByRole('button', { name: /Xem quy trình cắt gội 10 bước/ }).click();
  await expect(page.getByTestId('video-player')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
  await expect.poll(() => youtube.length).toBeGreaterThan(0);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('video-player')).toHaveCount(0);

  // Offline (as the browser reports it): the modal says the video cannot load, and YouTube is not asked.
  const asked = youtube.length;
  await page.evaluate(() => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    window.dispatchEvent(new Event('offline'));
  });
  await page.getByRole('button', { name: /Xem quy trình cắt gội 10 bước/ }).click();
  await expect(page.getByTestId('video-offline')).toContainText('Không tải được video');
  expect(youtube).toHaveLength(asked);
});
