import type { LoaderFunction, RouteObject } from 'react-router';
import type { ParseKeys } from './i18n';
import type { PageHandle } from './page-handle';
import type { RouteData } from './route-data';

/** What the router takes from a page module. */
export type PageParts = Pick<RouteObject, 'Component' | 'ErrorBoundary'>;
type Head = NonNullable<PageHandle['head']>;

/**
 * One page of a feature (spec section 2): its path, title, page module and, from the feature's data module
 * (loaded on first use), its loader and its head.
 */
export interface PageRoute<D> {
  path: string;
  titleKey: ParseKeys;
  /** The page module, as the feature's `pages` glob names it ('./pages/booking-page.tsx'). */
  page: string;
  /** What the router takes from that module (typed by the module: `(m: typeof import('./pages/x-page')) => …`). */
  parts: (module: never) => PageParts;
  /** The page's loader, built from the data module. */
  loader?: (data: D, routeData: RouteData) => LoaderFunction;
  /** The server's `<title>` and description built from the page's data (the data module is loaded by then). */
  head?: (data: D) => Head;
  /** Source paths of lazy parts the server render can include: their CSS is linked with the page. */
  styles?: string[];
}

/** A feature's pages: declared in its `routes.ts` and collected by app/page-routes.ts. */
export interface FeatureRoutes<D = never> {
  /** The feature's page modules, `import.meta.glob('./pages/*-page.tsx')`: each its own chunk, which the
   * build manifest names by its path (the server preloads it; no list names a chunk by hand). */
  pages: Record<string, () => Promise<unknown>>;
  /** The module of the pages' loaders and heads: a chunk of its own, loaded with the first of them. */
  data?: () => Promise<D>;
  routes: PageRoute<D>[];
}

/** Types a feature's page declarations (the loaders' and heads' module type is inferred from `data`). */
export const defineRoutes = <D = never>(feature: FeatureRoutes<D>): FeatureRoutes<D> => feature;
