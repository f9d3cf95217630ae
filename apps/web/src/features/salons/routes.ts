import { defineRoutes } from '../../lib/page-route';

export const routes = defineRoutes({
  pages: import.meta.glob('./pages/*-page.tsx'),
  data: () => import('./route-data'),
  routes: [
    {
      path: 'system-salon',
      titleKey: 'pages.systemSalon',
      page: './pages/system-salon-page.tsx',
      parts: (m: typeof import('./pages/system-salon-page')) => ({ Component: m.SystemSalonPage }),
      loader: (d, data) => d.systemSalonData(data),
    },
    {
      path: 'salons/:id',
      titleKey: 'pages.salonDetail',
      page: './pages/salon-page.tsx',
      parts: (m: typeof import('./pages/salon-page')) => ({ Component: m.SalonPage, ErrorBoundary: m.SalonPageError }),
      loader: (d, data) => d.salonPageData(data),
      head: (d) => d.salonHead,
    },
    {
      path: 'booking/salon',
      titleKey: 'pages.bookingSalon',
      page: './pages/booking-salon-page.tsx',
      parts: (m: typeof import('./pages/booking-salon-page')) => ({ Component: m.BookingSalonPage }),
    },
    {
      path: 'save-location',
      titleKey: 'pages.saveLocation',
      page: './pages/save-location-page.tsx',
      parts: (m: typeof import('./pages/save-location-page')) => ({ Component: m.SaveLocationPage }),
    },
    {
      path: 'cat-toc-tai-nha',
      titleKey: 'pages.homeHaircut',
      page: './pages/home-haircut-page.tsx',
      parts: (m: typeof import('./pages/home-haircut-page')) => ({ Component: m.HomeHaircutPage }),
      loader: (d, data) => d.homeHaircutData(data),
    },
  ],
});
