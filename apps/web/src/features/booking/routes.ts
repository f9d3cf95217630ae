import { defineRoutes } from '../../lib/page-route';

export const routes = defineRoutes({
  pages: import.meta.glob('./pages/*-page.tsx'),
  data: () => import('./route-data'),
  routes: [
    {
      path: 'booking',
      titleKey: 'pages.booking',
      page: './pages/booking-page.tsx',
      parts: (m: typeof import('./pages/booking-page')) => ({ Component: m.BookingPage }),
      loader: (d, data) => d.bookingData(data),
      // The wizard opened at its salon step renders the salon chooser on the server: its CSS comes with the page.
      styles: ['src/features/salons/components/salon-chooser/salon-chooser.tsx'],
    },
    {
      path: 'booking/success',
      titleKey: 'pages.bookingSuccess',
      page: './pages/booking-success-page.tsx',
      parts: (m: typeof import('./pages/booking-success-page')) => ({ Component: m.BookingSuccessPage }),
      loader: (d, data) => d.bookingSuccessData(data),
    },
    {
      path: 'booking-at-home',
      titleKey: 'pages.bookingAtHome',
      page: './pages/booking-at-home-page.tsx',
      parts: (m: typeof import('./pages/booking-at-home-page')) => ({ Component: m.BookingAtHomePage }),
    },
    {
      path: 'booking-at-home/success',
      titleKey: 'pages.bookingAtHomeSuccess',
      page: './pages/booking-success-page.tsx',
      parts: (m: typeof import('./pages/booking-success-page')) => ({ Component: m.BookingAtHomeSuccessPage }),
      loader: (d, data) => d.bookingSuccessData(data),
    },
  ],
});
