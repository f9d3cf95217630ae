import { defineRoutes } from '../../lib/page-route';

type RewardList = typeof import('./pages/reward-list-page');
type RewardDetail = typeof import('./pages/reward-detail-page');
type GoldenHour = typeof import('./pages/golden-hour-page');
type Wheel = typeof import('./pages/lucky-wheel-page');
type BestLook = typeof import('./pages/yours-the-best-page');

export const routes = defineRoutes({
  pages: import.meta.glob('./pages/*-page.tsx'),
  data: () => import('./route-data'),
  routes: [
    {
      path: 'reward',
      titleKey: 'pages.reward',
      page: './pages/reward-list-page.tsx',
      parts: (m: RewardList) => ({ Component: m.RewardListPage }),
      loader: (d, data) => d.rewardListData(data),
    },
    {
      path: 'rewards/:id',
      titleKey: 'pages.rewardDetail',
      page: './pages/reward-detail-page.tsx',
      parts: (m: RewardDetail) => ({ Component: m.RewardDetailPage }),
      loader: (d, data) => d.rewardDetailData(data),
      head: (d) => d.rewardHead,
    },
    {
      path: 'rewardOld',
      titleKey: 'pages.rewardOld',
      page: './pages/reward-old-page.tsx',
      parts: (m: typeof import('./pages/reward-old-page')) => ({ Component: m.RewardOldPage }),
      loader: (d, data) => d.rewardArchiveData(data),
    },
    {
      path: 'rewardOlds/:id',
      titleKey: 'pages.rewardOldDetail',
      page: './pages/reward-detail-page.tsx',
      parts: (m: RewardDetail) => ({ Component: m.RewardDetailPage }),
      loader: (d, data) => d.rewardDetailData(data),
      head: (d) => d.rewardHead,
    },
    {
      path: 'vong-quay-may-man',
      titleKey: 'pages.luckyWheel',
      page: './pages/lucky-wheel-page.tsx',
      parts: (m: Wheel) => ({ Component: m.LuckyWheelPage }),
      loader: (d, data) => d.wheelData(data, 'vong-quay-may-man'),
    },
    {
      path: 'vong-quay-2024',
      titleKey: 'pages.luckyWheel2024',
      page: './pages/lucky-wheel-page.tsx',
      parts: (m: Wheel) => ({ Component: m.LuckyWheelPage }),
      loader: (d, data) => d.wheelData(data, 'vong-quay-2024'),
    },
    {
      path: 'vong-quay-may-man/lich-su',
      titleKey: 'pages.luckyWheelHistory',
      page: './pages/wheel-history-page.tsx',
      parts: (m: typeof import('./pages/wheel-history-page')) => ({ Component: m.WheelHistoryPage }),
    },
    {
      path: 'gio-vang-san-uu-dai',
      titleKey: 'pages.goldenHour',
      page: './pages/golden-hour-page.tsx',
      parts: (m: GoldenHour) => ({ Component: m.GoldenHourPage }),
      loader: (d, data) => d.goldenHoursData(data),
    },
    {
      path: 'gio-vang-san-uu-dai-chi-tiet/:id',
      titleKey: 'pages.goldenHourDetail',
      page: './pages/golden-hour-page.tsx',
      parts: (m: GoldenHour) => ({ Component: m.GoldenHourDetailPage }),
      loader: (d, data) => d.goldenHourData(data),
    },
    {
      path: 'gio-vang-san-uu-dai/:id',
      titleKey: 'pages.goldenHourDetail',
      page: './pages/golden-hour-page.tsx',
      parts: (m: GoldenHour) => ({ Component: m.GoldenHourDetailPage }),
      loader: (d, data) => d.goldenHourData(data),
    },
    {
      path: 'yours-the-best',
      titleKey: 'pages.yoursTheBest',
      page: './pages/yours-the-best-page.tsx',
      parts: (m: BestLook) => ({ Component: m.YoursTheBestPage }),
      loader: (d, data) => d.bestLooksData(data),
    },
    {
      path: 'yours-the-best-detail/:id',
      titleKey: 'pages.yoursTheBestDetail',
      page: './pages/yours-the-best-page.tsx',
      parts: (m: BestLook) => ({ Component: m.YoursTheBestDetailPage }),
      loader: (d, data) => d.bestLookData(data),
    },
    {
      path: 'yours-the-best/:id',
      titleKey: 'pages.yoursTheBestDetail',
      page: './pages/yours-the-best-page.tsx',
      parts: (m: BestLook) => ({ Component: m.YoursTheBestDetailPage }),
      loader: (d, data) => d.bestLookData(data),
    },
  ],
});
