import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Issue 29: the first-screen (LCP) picture of every customer route of spec §2 is asked for at once: never
// loading="lazy", and fetchpriority="high". The browser's own largest-contentful-paint entry names the
// element; a route whose first screen has no picture has a text LCP (TEXT_LCP: the wizard, the forms, the
// lists without pictures, the legal pages). Phone size, the demo chain.
const ROUTES = [
  '/',
  '/booking',
  '/booking-at-home',
  '/booking/salon',
  '/save-location',
  '/lich-su-cat',
  '/history',
  '/topup',
  '/dieu-khoan-topup',
  '/system-salon',
  '/salons/1',
  '/about',
  '/service',
  '/up-service',
  '/shine-care',
  '/collection',
  '/collections/mua-he',
  '/shine-collection/bad-boy',
  '/shine-collection/creative',
  '/shine-collection/k-perm',
  '/shine-collection/hair-style',
  '/lookbook',
  '/discover',
  '/discovers/1',
  '/shine-member',
  '/bi-kip-cham-soc-toc',
  '/bi-kip-cham-soc-toc/tri-gau-tai-nha',
  '/kieu-toc',
  '/kieu-toc/kieu-toc-cho-mat-tron',
  '/kien-thuc-dich-vu/uon-con-sau',
  '/spa-cham-soc-da',
  '/reward',
  '/rewards/1',
  '/rewardOld',
  '/rewardOlds/1',
  '/vong-quay-may-man',
  '/vong-quay-2024',
  '/vong-quay-may-man/lich-su',
  '/gio-vang-san-uu-dai',
  '/gio-vang-san-uu-dai-chi-tiet/1',
  '/yours-the-best',
  '/yours-the-best-detail/1',
  '/style-master',
  '/top-tho-cat-trong-thang',
  '/cat-toc-tai-nha',
  '/chinh-sach-bao-mat',
  '/dieu-kien-giao-dich-chung',
  '/giay-phep-giao-duc-nghe-nghiep',
  '/thong-tin-cuoc-thi',
  '/thong-tin-cuoc-thi/bang-xep-hang',
  '/lien-he-nhuong-quyen',
  '/contact-advertising',
  '/recruitment',
  '/recruitment-office',
  '/delete-account',
  '/phong-an-ve-dep-trai/2',
  '/tin-tuc',
];

type Lcp = { tag: string; loading: string | null; fetchPriority: string | null; src: string | null; text: string };

/** The page's final largest-contentful-paint entry, once the network is quiet (buffered entries). */
async function lcpOf(page: Page, url: string): Promise<Lcp | null> {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  return page.evaluate(
    () =>
      new Promise<Lcp | null>((resolve) => {
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          const element = (list.getEntries().at(-1) as PerformanceEntry & { element: Element | null }).element;
          resolve(
            element && {
              tag: element.tagName.toLowerCase(),
              loading: element.getAttribute('loading'),
              fetchPriority: element.getAttribute('fetchpriority'),
              src: element.getAttribute('src'),
              text: (element.textContent ?? '').trim().slice(0, 60),
            },
          );
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

/** Routes whose first screen is text: their LCP must stay text (a picture turning up there would be checked). */
const TEXT_LCP = new Set([
  '/booking',
  '/booking-at-home',
  '/booking/salon',
  '/save-location',
  '/lich-su-cat',
  '/history',
  '/topup',
  '/dieu-khoan-topup',
  '/system-salon',
  '/service',
  '/up-service',
  '/shine-care',
  '/shine-member',
  '/vong-quay-may-man',
  '/vong-quay-2024',
  '/vong-quay-may-man/lich-su',
  '/top-tho-cat-trong-thang',
  '/cat-toc-tai-nha',
  '/chinh-sach-bao-mat',
  '/dieu-kien-giao-dich-chung',
  '/giay-phep-giao-duc-nghe-nghiep',
  '/lien-he-nhuong-quyen',
  '/contact-advertising',
  '/recruitment',
  '/recruitment-office',
  '/delete-account',
]);

for (const url of ROUTES) {
  const text = TEXT_LCP.has(url);
  test(`${url}: the LCP element is ${text ? 'text' : 'a picture asked for at once (not lazy, fetchpriority high)'}`, async ({ page }) => {
    const lcp = await lcpOf(page, url);
    expect(lcp, url).not.toBeNull();
    if (text) {
      expect(lcp!.tag, `${url}: ${JSON.stringify(lcp)}`).not.toBe('img');
    } else {
      expect(lcp, url).toMatchObject({ tag: 'img', fetchPriority: 'high' });
      expect(lcp!.loading, `${url}: ${lcp!.src}`).not.toBe('lazy');
    }
  });
}
