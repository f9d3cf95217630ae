import { defineRoutes } from '../../lib/page-route';

export const routes = defineRoutes({
  pages: import.meta.glob('./pages/*-page.tsx'),
  routes: [
    {
      path: 'lich-su-cat',
      titleKey: 'pages.cutHistory',
      page: './pages/history-page.tsx',
      parts: (m: typeof import('./pages/history-page')) => ({ Component: m.HistoryPage }),
    },
    {
      path: 'delete-account',
      titleKey: 'pages.deleteAccount',
      page: './pages/delete-account-page.tsx',
      parts: (m: typeof import('./pages/delete-account-page')) => ({ Component: m.DeleteAccountPage }),
    },
  ],
});
