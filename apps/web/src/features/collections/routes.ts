import type { ParseKeys } from '../../lib/i18n';
import { defineRoutes, type PageRoute } from '../../lib/page-route';

type Data = typeof import('./model/route-data');
type ServicePage = typeof import('./pages/service-page');
type CollectionPage = typeof import('./pages/collection-page');

/** A fixed collection of spec section 2 (`/shine-collection/<slug>`). */
const fixedCollection = (slug: string, titleKey: ParseKeys, parts: (m: CollectionPage) => CollectionPage['CollectionPage']): PageRoute<Data> => ({
  path: `shine-collection/${slug}`,
  titleKey,
  page: './pages/collection-page.tsx',
  parts: (m: CollectionPage) => ({ Component: parts(m), ErrorBoundary: m.CollectionPageError }),
  loader: (d, data) => d.collectionRouteData.detail(data, slug),
  head: (d) => d.collectionRouteData.detailHead(slug),
});

export const routes = defineRoutes({
  pages: import.meta.glob('./pages/*-page.tsx'),
  data: () => import('./model/route-data'),
  routes: [
    {
      path: 'service',
      titleKey: 'pages.service',
      page: './pages/service-page.tsx',
      parts: (m: ServicePage) => ({ Component: m.ServicePage }),
      loader: (d, data) => d.collectionRouteData.service(data),
      head: (d) => d.collectionRouteData.serviceHead('service'),
    },
    {
      path: 'up-service',
      titleKey: 'pages.upService',
      page: './pages/service-page.tsx',
      parts: (m: ServicePage) => ({ Component: m.UpServicePage }),
      loader: (d, data) => d.collectionRouteData.service(data, 'up-service'),
      head: (d) => d.collectionRouteData.serviceHead('up-service'),
    },
    {
      path: 'shine-care',
      titleKey: 'pages.care',
      page: './pages/service-page.tsx',
      parts: (m: ServicePage) => ({ Component: m.ShineCarePage }),
      loader: (d, data) => d.collectionRouteData.service(data, 'shine-care'),
      head: (d) => d.collectionRouteData.serviceHead('shine-care'),
    },
    {
      path: 'collection',
      titleKey: 'pages.collection',
      page: './pages/collection-list-page.tsx',
      parts: (m: typeof import('./pages/collection-list-page')) => ({ Component: m.CollectionListPage }),
      loader: (d, data) => d.collectionRouteData.list(data),
    },
    {
      path: 'collections/:slug',
      titleKey: 'pages.collectionDetail',
      page: './pages/collection-page.tsx',
      parts: (m: CollectionPage) => ({ Component: m.CollectionPage, ErrorBoundary: m.CollectionPageError }),
      loader: (d, data) => d.collectionRouteData.detail(data),
      head: (d) => d.collectionRouteData.detailHead(),
    },
    fixedCollection('bad-boy', 'pages.collectionBadBoy', (m) => m.BadBoyPage),
    fixedCollection('creative', 'pages.collectionCreative', (m) => m.CreativePage),
    fixedCollection('k-perm', 'pages.collectionKPerm', (m) => m.KPermPage),
    fixedCollection('hair-style', 'pages.collectionHairStyle', (m) => m.HairStylePage),
    {
      path: 'lookbook',
      titleKey: 'pages.lookbook',
      page: './pages/collection-page.tsx',
      parts: (m: CollectionPage) => ({ Component: m.LookbookPage }),
      loader: (d, data) => d.collectionRouteData.lookbook(data),
    },
    {
      path: 'discover',
      titleKey: 'pages.discover',
      page: './pages/discover-page.tsx',
      parts: (m: typeof import('./pages/discover-page')) => ({ Component: m.DiscoverPage }),
      loader: (d, data) => d.collectionRouteData.discover(data),
    },
    {
      path: 'discovers/:id',
      titleKey: 'pages.discoverDetail',
      page: './pages/discover-post-page.tsx',
      parts: (m: typeof import('./pages/discover-post-page')) => ({ Component: m.DiscoverPostPage, ErrorBoundary: m.DiscoverPostPageError }),
      loader: (d, data) => d.collectionRouteData.post(data),
      head: (d) => d.collectionRouteData.postHead(),
    },
  ],
});
