import { defineRoutes } from '../../lib/page-route';

type Page = typeof import('./pages/backoffice-page');

// The chain's back office (issue 32): lazy, role-gated, never in a customer page's bundle; its sections are
// its own routes below /quan-tri (sections.ts).
export const routes = defineRoutes({
  pages: import.meta.glob('./pages/*-page.tsx'),
  routes: [
    { path: 'quan-tri', titleKey: 'pages.backoffice', page: './pages/backoffice-page.tsx', parts: (m: Page) => ({ Component: m.BackofficePage }) },
    { path: 'quan-tri/*', titleKey: 'pages.backoffice', page: './pages/backoffice-page.tsx', parts: (m: Page) => ({ Component: m.BackofficePage }) },
  ],
});
