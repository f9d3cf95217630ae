import type { RouteObject } from 'react-router';
import type { RouteData } from '../lib/route-data';

/**
 * The paths of spec section 2 (home and the catch-all redirect live in router.tsx): the server's routes,
 * the browser's once it leaves home (router.tsx discoverPageRoutes) or before it hydrates another page.
 * A page's title, loader, head and component come from the route table (./route-table, its own chunk
 * with ./pages) when the route is first matched.
 */
export const PAGE_PATHS = [
  'booking', 'booking/success', 'booking/salon', 'booking-at-home', 'booking-at-home/success', 'save-location',
  'lich-su-cat', 'history', 'topup', 'topup/ket-qua', 'dieu-khoan-topup', 'system-salon', 'salons/:id', 'about',
  'service', 'up-service', 'shine-care', 'collection', 'collections/:slug', 'shine-collection/bad-boy',
  'shine-collection/creative', 'shine-collection/k-perm', 'shine-collection/hair-style', 'lookbook', 'discover',
  'discovers/:id', 'shine-member', 'bi-kip-cham-soc-toc', 'bi-kip-cham-soc-toc/:slug', 'kieu-toc', 'kieu-toc/:slug',
  'kien-thuc-dich-vu', 'kien-thuc-dich-vu/:slug', 'spa-cham-soc-da', 'spa-cham-soc-da/:slug', 'reward',
  'rewards/:id', 'rewardOld', 'rewardOlds/:id', 'vong-quay-may-man', 'vong-quay-2024', 'vong-quay-may-man/lich-su',
  'gio-vang-san-uu-dai', 'gio-vang-san-uu-dai-chi-tiet/:id', 'gio-vang-san-uu-dai/:id', 'yours-the-best',
  'yours-the-best-detail/:id', 'yours-the-best/:id', 'style-master', 'top-tho-cat-trong-thang', 'cat-toc-tai-nha',
  'chinh-sach-bao-mat', 'dieu-kien-giao-dich-chung', 'giay-phep-giao-duc-nghe-nghiep', 'thong-tin-cuoc-thi',
  'thong-tin-cuoc-thi/bang-xep-hang', 'lien-he-nhuong-quyen', 'contact-advertising', 'recruitment',
  'recruitment/:slug', 'recruitment-office', 'delete-account', 'xac-nhan-thay-doi-dvsp/:id',
  'phong-an-ve-dep-trai/:id', 'tin-tuc', 'tin-tuc/:slug',
  // The salon staff's screens (issue 30): lazy, never in a customer page's bundle.
  'nhan-vien',
  // The chain's back office (issue 32): lazy, role-gated, never in a customer page's bundle.
  'quan-tri', 'quan-tri/*',
] as const;

export type PagePath = (typeof PAGE_PATHS)[number];

const routeTable = () => import('./route-table');

export const pageRoutes = (data: RouteData): RouteObject[] =>
  PAGE_PATHS.map((path) => ({
    path,
    // Beside the lazy part, as the router runs them: the page's data is asked for while its chunk loads.
    // The loaders' chunk (route-loaders.ts) is fetched together with the table, not after it.
    loader: async (args) => {
      const [table] = await Promise.all([routeTable(), import('./route-loaders')]);
      return table.pageLoader(path, data)(args);
    },
    lazy: () => routeTable().then((table) => table.pageRoute(path, data)),
  }));
