import { defineRoutes } from '../../lib/page-route';

type Pages = typeof import('./pages');

// The feature's pages share one chunk (pages/index.ts).
export const routes = defineRoutes({
  pages: import.meta.glob('./pages/index.ts'),
  data: () => import('./route-data'),
  routes: [
    {
      path: 'lien-he-nhuong-quyen',
      titleKey: 'pages.franchise',
      page: './pages/index.ts',
      parts: (m: Pages) => ({ Component: m.FranchisePage }),
      loader: (d, data) => d.recruitmentLoaders(data).figures,
    },
    {
      path: 'contact-advertising',
      titleKey: 'pages.advertising',
      page: './pages/index.ts',
      parts: (m: Pages) => ({ Component: m.AdvertisingPage }),
      loader: (d, data) => d.recruitmentLoaders(data).figures,
    },
    {
      path: 'recruitment',
      titleKey: 'pages.recruitment',
      page: './pages/index.ts',
      parts: (m: Pages) => ({ Component: m.SalonJobsPage }),
      loader: (d, data) => d.recruitmentLoaders(data).salonJobs,
    },
    {
      path: 'recruitment/:slug',
      titleKey: 'pages.recruitment',
      page: './pages/index.ts',
      parts: (m: Pages) => ({ Component: m.JobPage, ErrorBoundary: m.JobPageError }),
      loader: (d, data) => d.recruitmentLoaders(data).job,
      head: (d) => d.jobHead,
    },
    {
      path: 'recruitment-office',
      titleKey: 'pages.recruitmentOffice',
      page: './pages/index.ts',
      parts: (m: Pages) => ({ Component: m.OfficeJobsPage }),
      loader: (d, data) => d.recruitmentLoaders(data).officeJobs,
    },
  ],
});
