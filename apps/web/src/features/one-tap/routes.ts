import { defineRoutes } from '../../lib/page-route';

// The page of a booking message's one-tap link (issue 33, ADR 018): `/b/<token>`, a booking to confirm or
// cancel, or a freed chair of the waitlist to claim.
export const routes = defineRoutes({
  pages: import.meta.glob('./pages/*-page.tsx'),
  routes: [
    {
      path: 'b/:token',
      titleKey: 'pages.oneTap',
      page: './pages/one-tap-page.tsx',
      parts: (m: typeof import('./pages/one-tap-page')) => ({ Component: m.OneTapPage }),
    },
  ],
});
