import type { Lang } from '@shine/shared';
import type { TCollectionDetail, TDiscoverPost, TServicePage, TServicePageKind } from '@shine/shared/schemas/collections';
import { getAccessToken } from '../../../lib/auth-token';
import { BRAND } from '../../../lib/constants';
import { i18n } from '../../../lib/i18n';
import type { PageHandle } from '../../../lib/page-handle';
import { pageNotFound, pageQueryLoader } from '../../../lib/page-not-found';
import { queryLoader, type RouteData } from '../../../lib/route-data';
import { collectionListQueryOptions, collectionQueryOptions, lookbooksQueryOptions } from '../api/get-collections';
import { discoverFeedQueryOptions, discoverPostQueryOptions } from '../api/get-discover';
import { servicePageQueryOptions } from '../api/get-service-page';
import { discoverIdFromParam, discoverPageFromQuery } from './discover-page';

// Loaders (the server HTML holds each page's content) and heads (its own title and description) of
// the catalogue, collection and discover pages; ../routes.ts wires them to the routes.

type Head = NonNullable<PageHandle['head']>;

/** The server renders Vietnamese; in the browser the visitor's language. */
const lang = (): Lang => (i18n.language === 'en' ? 'en' : 'vi');
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const collectionRouteData = {
  service: (data: RouteData, kind: TServicePageKind = 'service') => queryLoader(data, () => [servicePageQueryOptions(kind, lang())]),
  serviceHead:
    (kind: TServicePageKind): Head =>
    ({ queryClient }) => {
      const page = queryClient.getQueryData<TServicePage>(servicePageQueryOptions(kind, 'vi').queryKey);
      return page ? { title: `${page.title} | ${BRAND}`, description: page.description } : null;
    },

  list: (data: RouteData) => queryLoader(data, () => [collectionListQueryOptions(lang())]),
  lookbook: (data: RouteData) => queryLoader(data, () => [lookbooksQueryOptions(lang())]),

  /** A collection (fixed slug for /shine-collection/*); an unknown or malformed slug is a 404 page. */
  detail: (data: RouteData, fixed?: string) =>
    pageQueryLoader(data, (_url, params) => {
      const slug = fixed ?? params.slug ?? '';
      if (!SLUG.test(slug)) throw pageNotFound();
      return [collectionQueryOptions(slug, lang())];
    }),
  detailHead:
    (fixed?: string): Head =>
    ({ queryClient, params }) => {
      const c = queryClient.getQueryData<TCollectionDetail>(collectionQueryOptions(fixed ?? params.slug ?? '', 'vi').queryKey);
      return c ? { title: `${i18n.t('pages.collectionDetail')} ${c.title} | ${BRAND}`, description: c.description } : null;
    },

  discover: (data: RouteData) => queryLoader(data, (url) => [discoverFeedQueryOptions(discoverPageFromQuery(url.searchParams.get('page')), getAccessToken())]),
  post: (data: RouteData) =>
    pageQueryLoader(data, (_url, params) => {
      const id = discoverIdFromParam(params.id);
      if (id === 0) throw pageNotFound();
      return [discoverPostQueryOptions(id, lang(), getAccessToken())];
    }),
  postHead:
    (): Head =>
    ({ queryClient, params }) => {
      const post = queryClient.getQueryData<TDiscoverPost>(discoverPostQueryOptions(discoverIdFromParam(params.id), 'vi', null).queryKey);
      return post ? { title: `${post.title} | ${BRAND}`, description: post.summary, image: post.imagePc, article: { publishedTime: post.publishedAt } } : null;
    },
};
