import { redirect, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { homeContentQueryOptions } from '../features/home/api/get-home-content';
import { HomePage } from '../features/home/home-page';
import { queryLoader, type RouteData } from '../lib/route-data';
import { RootLayout } from './layout/root-layout';
import { RouteError, RouteFallback } from '../components/ui/route-fallback';

/** The route under which the pages of ./page-routes sit, beside home. */
const PAGES_PARENT_ID = 'pages';

/**
 * The route tree, shared by the server render (src/entry-server.tsx) and the browser (src/main.tsx);
 * each gives its own query client to the loaders. `pages` are the routes of ./page-routes (every feature's pages): the server
 * always has them, the browser on home adds them on the first navigation away (discoverPageRoutes).
 */
export function createRoutes(data: RouteData, pages: RouteObject[]): RouteObject[] {
  return [
    {
      path: '/',
      Component: RootLayout,
      HydrateFallback: RouteFallback,
      children: [
        {
          id: PAGES_PARENT_ID,
          errorElement: <RouteError />,
          children: [
            { index: true, Component: HomePage, loader: queryLoader(data, () => [homeContentQueryOptions()]) },
            ...pages,
            // Spec section 2: unknown paths redirect to the home page (a 302 from the server).
            { path: '*', loader: () => redirect('/') },
          ],
        },
      ],
    },
  ];
}

/**
 * The browser's router on home starts without the other pages' routes (their paths stay out of the
 * first chunk): the first navigation that home alone does not match (the catch-all's splat) loads them
 * and the router matches again (react-router's patchRoutesOnNavigation).
 */
export function discoverPageRoutes(data: RouteData): PatchRoutesOnNavigationFunction {
  let added = false;
  return async ({ patch, signal }) => {
    if (added) return;
    const { pageRoutes } = await import('./page-routes');
    if (added || signal.aborted) return;
    patch(PAGES_PARENT_ID, pageRoutes(data));
    added = true;
  };
}
