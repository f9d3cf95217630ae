import { defineRoutes } from '../../lib/page-route';

// The salon staff's screens (issue 30): lazy, never in a customer page's bundle.
export const routes = defineRoutes({
  pages: import.meta.glob('./pages/*-page.tsx'),
  routes: [
    {
      path: 'nhan-vien',
      titleKey: 'pages.floor',
      page: './pages/floor-page.tsx',
      parts: (m: typeof import('./pages/floor-page')) => ({ Component: m.FloorPage }),
    },
  ],
});
