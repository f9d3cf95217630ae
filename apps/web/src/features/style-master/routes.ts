import { defineRoutes } from '../../lib/page-route';

export const routes = defineRoutes({
  pages: import.meta.glob('./pages/*-page.tsx'),
  data: () => import('./route-data'),
  routes: [
    {
      path: 'style-master',
      titleKey: 'pages.styleMaster',
      page: './pages/style-master-page.tsx',
      parts: (m: typeof import('./pages/style-master-page')) => ({ Component: m.StyleMasterPage }),
      loader: (d, data) => d.styleMasterData(data),
    },
    {
      path: 'top-tho-cat-trong-thang',
      titleKey: 'pages.topStylists',
      page: './pages/top-stylists-page.tsx',
      parts: (m: typeof import('./pages/top-stylists-page')) => ({ Component: m.TopStylistsPage }),
      loader: (d, data) => d.topStylistsData(data),
    },
    {
      path: 'thong-tin-cuoc-thi',
      titleKey: 'pages.contest',
      page: './pages/contest-page.tsx',
      parts: (m: typeof import('./pages/contest-page')) => ({ Component: m.ContestPage }),
      loader: (d, data) => d.contestData(data),
    },
    {
      path: 'thong-tin-cuoc-thi/bang-xep-hang',
      titleKey: 'pages.contestRanking',
      page: './pages/leaderboard-page.tsx',
      parts: (m: typeof import('./pages/leaderboard-page')) => ({ Component: m.LeaderboardPage }),
      loader: (d, data) => d.contestRankingData(data),
    },
  ],
});
