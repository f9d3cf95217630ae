import { defineRoutes } from '../../lib/page-route';

// The membership pages share one chunk (pages/index.ts).
export const routes = defineRoutes({
  pages: import.meta.glob('./pages/index.ts'),
  data: () => import('./route-data'),
  routes: [
    { path: 'history', titleKey: 'pages.history', page: './pages/index.ts', parts: (m: typeof import('./pages')) => ({ Component: m.TransactionsPage }) },
    {
      path: 'topup',
      titleKey: 'pages.topup',
      page: './pages/index.ts',
      parts: (m: typeof import('./pages')) => ({ Component: m.TopupPage }),
      loader: (d, data) => d.topupData(data),
    },
    {
      path: 'topup/ket-qua',
      titleKey: 'pages.topupResult',
      page: './pages/index.ts',
      parts: (m: typeof import('./pages')) => ({ Component: m.TopupResultPage }),
    },
    {
      path: 'shine-member',
      titleKey: 'pages.member',
      page: './pages/index.ts',
      parts: (m: typeof import('./pages')) => ({ Component: m.ShineMemberPage }),
      loader: (d, data) => d.shineMemberData(data),
    },
  ],
});
