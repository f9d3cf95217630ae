import { createBrowserRouter, Navigate } from 'react-router';
import { HomePage } from '../features/home/home-page';
import { RootLayout } from './layout/root-layout';
import { RouteError, RouteFallback } from './route-fallback';
import { PAGE_ROUTES } from './route-table';

export const router = createBrowserRouter([
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: RouteFallback,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, Component: HomePage },
          ...PAGE_ROUTES,
          // Spec section 2: unknown paths redirect to the home page.
          { path: '*', element: <Navigate to="/" replace /> },
        ],
      },
    ],
  },
]);
