import type { Page } from '@playwright/test';
import { BOTH_SIZES, expect, test } from './fixtures';
import { photograph } from './support/shots';
import { axeOn } from './support/axe';

// Issue 12: the content store's pages, the news slider and the home page's links, at phone and desktop size.

const axe = (page: Page) => axeOn(page).analyze();

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

test('news slider: 1.3 cards at 390, 3.5 at 700 and 1366; arrows only at 1366, disabled at the ends', BOTH_SIZES, async ({ page }) => {
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
    await expect(cards.first().getByRole('link', { name: /Xem chi tiết/ })).toHaveAttribute('href', '/tin-tuc/khai-truong-salon-quy-nhon');
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

test("news: a card opens the article's own page, which names the press outlet it first ran in; no outside host is asked (issue 27 item 8)", async ({
  page,
}, testInfo) => {
  // Two pages, a full-page picture and an axe run.
  test.setTimeout(60_000);
  const outside: string[] = [];
  page.on('request', (request) => {
    const { hostname } = new URL(request.url());
    if (!['127.0.0.1', 'localhost'].includes(hostname) && !request.url().startsWith('data:')) outside.push(request.url());
  });
  await page.goto('/tin-tuc');
  const card = page.getByTestId('news-card').first();
  await expect(card.getByTestId('news-source')).toHaveText('Theo báo Tin Nhanh 24h');
  await expect(page.getByTestId('news-card').nth(2).getByTestId('news-source')).toHaveCount(0);
  await photograph(page, `/tmp/shots/h4/news-${testInfo.project.name}.png`);
  await card.getByRole('link', { name: /Xem chi tiết/ }).click();
  await expect(page).toHaveURL(/\/tin-tuc\/khai-truong-salon-quy-nhon$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chuỗi salon tóc nam sắp khai trương salon đầu tiên tại Quy Nhơn');
  await expect(page).toHaveTitle('Chuỗi salon tóc nam sắp khai trương salon đầu tiên tại Quy Nhơn | Shine');
  await expect(page.getByTestId('content-source')).toHaveText('Theo báo Tin Nhanh 24h');
  await expect(page.getByTestId('content-body')).toContainText('Vì sao là Quy Nhơn');
  await photograph(page, `/tmp/shots/h4/news-article-${testInfo.project.name}.png`, { fullPage: true });
  const { violations } = await axe(page);
  expect(violations.map((violation) => violation.id)).toEqual([]);
  await page.getByRole('navigation', { name: 'Đường dẫn' }).getByRole('link', { name: 'Tin tức' }).click();
  await expect(page).toHaveURL(/\/tin-tuc$/);
  expect(outside).toEqual([]);
});

test("a guide speaks to the reader as 'anh' (issue 27 item 15)", async ({ page }, testInfo) => {
  await page.goto('/kieu-toc/layer');
  const body = page.getByTestId('content-body');
  await expect(body).toContainText('anh nên nuôi tóc thêm 6-8 tuần');
  await expect(body).toContainText('hiểu đúng ý anh nhanh hơn');
  await expect(page.locator('main')).not.toContainText(/(^|[^\p{L}])bạn(?![\p{L}])/iu);
  await photograph(page, `/tmp/shots/h4/guide-${testInfo.project.name}.png`, { fullPage: true });
});

test('home: blog and press cards open our articles, the demo shop links nowhere, the video plays only on tap', async ({ page, context }, testInfo) => {
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
  // Issue 27 item 8: a press card opens our page of the outlet's story; the demo chain has no online shop to link to.
  const press = page.locator('[data-layout="media"]').getByRole('link').first();
  await expect(press).toHaveAttribute('href', '/tin-tuc/khai-truong-salon-quy-nhon');
  await expect(press).not.toHaveAttribute('target', '_blank');
  const shop = page.locator('[data-layout="shop"]');
  await expect(shop).toContainText('Sáp vuốt tóc Matte Clay');
  await expect(shop.getByRole('link')).toHaveCount(0);
  await photograph(page.locator('[data-layout="media"]'), `/tmp/shots/h4/home-press-${testInfo.project.name}.png`);
  await photograph(shop, `/tmp/shots/h4/home-shop-${testInfo.project.name}.png`);

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
