import type { ParseKeys } from '../../lib/i18n';
import { defineRoutes, type PageRoute } from '../../lib/page-route';

type Data = typeof import('./route-data');

/** A page of the content store at `path` (legal pages, guides, articles): its own title and description. */
const storePage = (path: string, titleKey: ParseKeys): PageRoute<Data> => ({
  path,
  titleKey,
  page: './pages/content-page.tsx',
  parts: (m: typeof import('./pages/content-page')) => ({ Component: m.ContentPage, ErrorBoundary: m.ContentPageError }),
  loader: (d, data) => d.contentPageData(data),
  head: (d) => d.contentHead(path),
});

/** A list of the store's pages of one kind (guides). */
const storeList = (path: string, titleKey: ParseKeys): PageRoute<Data> => ({
  path,
  titleKey,
  page: './pages/content-list-page.tsx',
  parts: (m: typeof import('./pages/content-list-page')) => ({ Component: m.ContentListPage }),
  loader: (d, data) => d.contentListData(data),
});

export const routes = defineRoutes({
  pages: import.meta.glob('./pages/*-page.tsx'),
  data: () => import('./route-data'),
  routes: [
    storePage('about', 'pages.about'),
    storePage('dieu-khoan-topup', 'pages.topupTerms'),
    storePage('chinh-sach-bao-mat', 'pages.privacy'),
    storePage('dieu-kien-giao-dich-chung', 'pages.terms'),
    storePage('giay-phep-giao-duc-nghe-nghiep', 'pages.license'),
    storePage('phong-an-ve-dep-trai/:id', 'pages.handsomeSeal'),
    storeList('bi-kip-cham-soc-toc', 'pages.hairCareTips'),
    storePage('bi-kip-cham-soc-toc/:slug', 'pages.contentArticle'),
    storeList('kieu-toc', 'pages.hairstyleGuides'),
    storePage('kieu-toc/:slug', 'pages.contentArticle'),
    storeList('kien-thuc-dich-vu', 'pages.serviceGuides'),
    storePage('kien-thuc-dich-vu/:slug', 'pages.contentArticle'),
    storeList('spa-cham-soc-da', 'pages.spaGuides'),
    storePage('spa-cham-soc-da/:slug', 'pages.contentArticle'),
    {
      path: 'tin-tuc',
      titleKey: 'pages.news',
      page: './pages/news-page.tsx',
      parts: (m: typeof import('./pages/news-page')) => ({ Component: m.NewsPage }),
      loader: (d, data) => d.newsData(data),
    },
    storePage('tin-tuc/:slug', 'pages.contentArticle'),
  ],
});
