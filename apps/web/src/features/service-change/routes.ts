import { defineRoutes } from '../../lib/page-route';

export const routes = defineRoutes({
  pages: import.meta.glob('./pages/*-page.tsx'),
  data: () => import('./route-data'),
  routes: [
    {
      path: 'xac-nhan-thay-doi-dvsp/:id',
      titleKey: 'pages.serviceChange',
      page: './pages/service-change-page.tsx',
      parts: (m: typeof import('./pages/service-change-page')) => ({ Component: m.ServiceChangePage, ErrorBoundary: m.ServiceChangePageError }),
      loader: (d, data) => d.serviceChangeData(data),
    },
  ],
});
