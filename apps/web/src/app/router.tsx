import { redirect, type RouteObject } from 'react-router';
import { homeContentQueryOptions } from '../features/home/api/get-home-content';
import { HomePage } from '../features/home/home-page';
import { queryLoader, type RouteData } from '../lib/route-data';
import { RootLayout } from './layout/root-layout';
import { RouteError, RouteFallback } from './route-fallback';
import { pageRoutes } from './route-table';

/**
 * The route tree, shared by the server render (src/entry-server.tsx) and the browser (src/main.tsx);
 * each gives its own query client to the loaders.
 */
export function createRoutes(data: RouteData): RouteObject[] {
  return [
    {
      path: '/',
      Component: RootLayout,
      HydrateFallback: RouteFallback,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            { index: true, Component: HomePage, loader: queryLoader(data, () => [homeContentQueryOptions()]) },
            ...pageRoutes(data),
            // Spec section 2: unknown paths redirect to the home page (a 302 from the server).
            { path: '*', loader: () => redirect('/') },
          ],
        },
      ],
    },
  ];
}
