import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { declaredPages, pageRoutes } from '../src/app/page-routes';
import { en } from '../src/locales/en';
import { vi } from '../src/locales/vi';

// Spec section 2 routes (home is the index route of the router).
const SPEC_PATHS = [
  'booking',
  'booking/success',
  'booking/salon',
  'booking-at-home',
  'booking-at-home/success',
  'save-location',
  'lich-su-cat',
  'history',
  'topup',
  'dieu-khoan-topup',
  'system-salon',
  'salons/:id',
  'about',
  'service',
  'up-service',
  'shine-care',
  'shine-member',
  'collection',
  'collections/:slug',
  'shine-collection/bad-boy',
  'shine-collection/creative',
  'shine-collection/k-perm',
  'shine-collection/hair-style',
  'lookbook',
  'discover',
  'discovers/:id',
  'style-master',
  'top-tho-cat-trong-thang',
  'reward',
  'rewards/:id',
  'rewardOld',
  'rewardOlds/:id',
  'vong-quay-may-man',
  'vong-quay-2024',
  'vong-quay-may-man/lich-su',
  'gio-vang-san-uu-dai',
  'gio-vang-san-uu-dai-chi-tiet/:id',
  'yours-the-best',
  'yours-the-best-detail/:id',
  'bi-kip-cham-soc-toc',
  'lien-he-nhuong-quyen',
  'contact-advertising',
  'recruitment',
  'recruitment-office',
  'cat-toc-tai-nha',
  'thong-tin-cuoc-thi',
  'thong-tin-cuoc-thi/bang-xep-hang',
  'chinh-sach-bao-mat',
  'dieu-kien-giao-dich-chung',
  'giay-phep-giao-duc-nghe-nghiep',
  'delete-account',
  'xac-nhan-thay-doi-dvsp/:id',
  'phong-an-ve-dep-trai/:id',
  'tin-tuc',
  // issue 14: where the payment gateway sends the customer back
  'topup/ket-qua',
  // A page per job (issue 15).
  'recruitment/:slug',
  // The content store's list pages and their guides (issue 12).
  'bi-kip-cham-soc-toc/:slug',
  'kieu-toc',
  'kieu-toc/:slug',
  'kien-thuc-dich-vu',
  'kien-thuc-dich-vu/:slug',
  'spa-cham-soc-da',
  'spa-cham-soc-da/:slug',
  // The short detail addresses of the offers (issue 13), beside the spec's.
  'gio-vang-san-uu-dai/:id',
  'yours-the-best/:id',
  // A page per news article, ours or told by the press (issue 27 item 8).
  'tin-tuc/:slug',
  // The one-tap link of a booking message (issue 33).
  'b/:token',
  // Beyond the spec's customer pages: the salon staff's screens (issue 30).
  'nhan-vien',
  // The chain's back office (issue 32).
  'quan-tri',
  'quan-tri/*',
];

const DATA = { queryClient: new QueryClient(), awaitData: false };
const PAGE_ROUTES = pageRoutes(DATA);
const TABLE = declaredPages().map(({ route }) => [route.path, route] as const);

const lookup = (messages: object, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);

describe('the pages every feature declares (spec section 2)', () => {
  it('has a lazy page for every spec route', () => {
    expect(PAGE_ROUTES.map((route) => route.path).sort()).toEqual([...SPEC_PATHS].sort());
    for (const route of PAGE_ROUTES) expect(typeof route.lazy).toBe('function');
  });

  it('declares each path once, in one feature', () => {
    expect(TABLE.map(([path]) => path).sort()).toEqual([...SPEC_PATHS].sort());
  });

  it('titles every page in Vietnamese and English', () => {
    for (const [path, { titleKey }] of TABLE) {
      expect(lookup(vi, titleKey), `${path} vi`).toEqual(expect.any(String));
      expect(lookup(en, titleKey), `${path} en`).toEqual(expect.any(String));
    }
  });

  it('titles the news page after the brand', () => {
    expect(lookup(vi, TABLE.find(([path]) => path === 'tin-tuc')![1].titleKey)).toBe('Tin tức mới nhất về {product}');
  });
});
