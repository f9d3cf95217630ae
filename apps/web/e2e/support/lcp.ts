import type { Page } from '@playwright/test';
import { expect } from '../fixtures';

// Issue 29: the first-screen (LCP) picture of every customer route of spec §2 is asked for at once: never
// loading="lazy", and fetchpriority="high". The browser's own largest-contentful-paint entry names the
// element. It is checked at the phone's size during the visit the accessibility specs make of each route
// anyway (support/axe.ts), not by a page load of its own (issue 28: CI time).

/** Routes whose first screen is text (the wizard, the forms, the lists without pictures, the legal pages): their LCP must stay text. */
const TEXT_LCP = [
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
];

/** Routes whose first screen is led by a picture. */
const PICTURE_LCP = [
  '/',
  '/salons/1',
  '/about',
  '/collection',
  '/collections/mua-he',
  '/shine-collection/bad-boy',
  '/shine-collection/creative',
  '/shine-collection/k-perm',
  '/shine-collection/hair-style',
  '/lookbook',
  '/discover',
  '/discovers/1',
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
  '/gio-vang-san-uu-dai',
  '/gio-vang-san-uu-dai-chi-tiet/1',
  '/yours-the-best',
  '/yours-the-best-detail/1',
  '/style-master',
  '/thong-tin-cuoc-thi',
  '/thong-tin-cuoc-thi/bang-xep-hang',
  '/phong-an-ve-dep-trai/1',
  '/tin-tuc',
];

/** Every route with an LCP expectation: each must be visited by one of the accessibility specs. */
export const LCP_ROUTES = [...TEXT_LCP, ...PICTURE_LCP];

type Lcp = { tag: string; loading: string | null; fetchPriority: string | null; src: string | null; text: string };

/** The page's final largest-contentful-paint entry, once the network is quiet (buffered entries). */
async function lcpOf(page: Page): Promise<Lcp | null> {
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

/** At the phone's size, on a route with an expectation: its LCP element is text, or a picture asked for at once. */
export async function expectLcp(page: Page, route: string): Promise<void> {
  const text = TEXT_LCP.includes(route);
  if (!text && !PICTURE_LCP.includes(route)) return;
  if ((page.viewportSize()?.width ?? 0) >= 768) return;
  const lcp = await lcpOf(page);
  expect(lcp, `${route}: an LCP entry`).not.toBeNull();
  if (text) {
    expect(lcp!.tag, `${route}: text LCP, got ${JSON.stringify(lcp)}`).not.toBe('img');
  } else {
    expect(lcp, `${route}: the LCP picture`).toMatchObject({ tag: 'img', fetchPriority: 'high' });
    expect(lcp!.loading, `${route}: ${lcp!.src} is not lazy`).not.toBe('lazy');
  }
}
