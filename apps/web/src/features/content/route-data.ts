import type { TContentPage } from '@shine/shared/schemas/content-pages';
import { generatePath } from 'react-router';
import { BRAND } from '../../lib/constants';
import { i18n } from '../../lib/i18n';
import type { PageHandle } from '../../lib/page-handle';
import { pageQueryLoader } from '../../lib/page-not-found';
import { queryLoader, type RouteData } from '../../lib/route-data';
import { contentPageQueryOptions } from './api/get-content-page';
import { newsQueryOptions } from './api/get-news';
import { contentListQueryOptions } from './api/list-content-pages';
import { contentPathOf, isArticlePage, listKindOf } from './model/content-format';

// The content store's pages: loaders and heads (routes.ts loads this chunk with the first of them).

const contentLang = () => (i18n.language === 'en' ? 'en' : 'vi');

/** A page of the content store, by the URL's path; unknown or unpublished is a 404 page (status 404 from the server). */
export const contentPageData = (data: RouteData) => pageQueryLoader(data, (url) => [contentPageQueryOptions(contentPathOf(url.pathname), contentLang())]);

/** A content page's title, description and picture are its own (the route's path with its params is the page's path); guides and campaign landings are articles. */
export const contentHead =
  (routePath: string): NonNullable<PageHandle['head']> =>
  ({ queryClient, params }) => {
    const page = queryClient.getQueryData<TContentPage>(contentPageQueryOptions(contentPathOf(generatePath(`/${routePath}`, params)), contentLang()).queryKey);
    if (!page) return null;
    const article = isArticlePage(page) ? { publishedTime: page.publishedAt, modifiedTime: page.updatedAt } : undefined;
    // The cover (not shown on a legal page) is the page's largest picture.
    const lcpImage = page.coverPc && page.kind !== 'legal' ? { desktop: page.coverPc, mobile: page.coverMb ?? undefined } : undefined;
    return { title: `${page.title} | ${BRAND}`, description: page.description, image: page.coverPc ?? undefined, lcpImage, article };
  };

/** A list of the store's pages (the kind named by the path). */
export const contentListData = (data: RouteData) => queryLoader(data, (url) => [contentListQueryOptions(listKindOf(url.pathname) ?? 'article')]);

/** The news page's articles. */
export const newsData = (data: RouteData) => queryLoader(data, () => [newsQueryOptions()]);
