import type { RouteObject } from 'react-router';

// The lazy page modules. This chunk is loaded on the first visit to a page other than home, so the home
// bundle carries neither these imports nor the list of page modules.

type PageParts = Pick<RouteObject, 'Component' | 'ErrorBoundary'>;

/** A route's lazy part, with the source path of its module: Vite's build manifest names its chunk by it. */
export interface LazyPage {
  (): Promise<PageParts>;
  source: string;
}

// Every page module, one chunk each (membership and recruitment: one chunk for the feature's pages, their
// pages/index.ts), keyed by source path: the server finds the chunk of the page it renders in the build
// manifest by that path, and no list names a chunk by hand (issue 28 item 1).
const PAGE_MODULES = import.meta.glob([
  '../features/*/pages/*-page.tsx',
  '../features/*/pages/index.ts',
  '!../features/{membership,recruitment}/pages/*-page.tsx',
]);

/** The page module at `features/<path>`; `pick` takes its component (and error boundary). */
function lazyPage<M>(path: string, pick: (module: M) => PageParts): LazyPage {
  const load = PAGE_MODULES[`../features/${path}`];
  if (!load) throw new Error(`app/pages.ts: no page module at features/${path}`);
  return Object.assign(() => load().then((module) => pick(module as M)), { source: `src/features/${path}` });
}

export const serviceChange = lazyPage('service-change/pages/service-change-page.tsx', (module: typeof import('../features/service-change/pages/service-change-page')) => ({ Component: module.ServiceChangePage, ErrorBoundary: module.ServiceChangePageError }));
export const booking = lazyPage('booking/pages/booking-page.tsx', (module: typeof import('../features/booking/pages/booking-page')) => ({ Component: module.BookingPage }));
export const bookingSuccess = lazyPage('booking/pages/booking-success-page.tsx', (module: typeof import('../features/booking/pages/booking-success-page')) => ({ Component: module.BookingSuccessPage }));
export const bookingAtHome = lazyPage('booking/pages/booking-at-home-page.tsx', (module: typeof import('../features/booking/pages/booking-at-home-page')) => ({ Component: module.BookingAtHomePage }));
export const bookingAtHomeSuccess = lazyPage('booking/pages/booking-success-page.tsx', (module: typeof import('../features/booking/pages/booking-success-page')) => ({ Component: module.BookingAtHomeSuccessPage }));
export const history = lazyPage('account/pages/history-page.tsx', (module: typeof import('../features/account/pages/history-page')) => ({ Component: module.HistoryPage }));
export const systemSalon = lazyPage('salons/pages/system-salon-page.tsx', (module: typeof import('../features/salons/pages/system-salon-page')) => ({ Component: module.SystemSalonPage }));
export const salonPage = lazyPage('salons/pages/salon-page.tsx', (module: typeof import('../features/salons/pages/salon-page')) => ({ Component: module.SalonPage, ErrorBoundary: module.SalonPageError }));
export const bookingSalon = lazyPage('salons/pages/booking-salon-page.tsx', (module: typeof import('../features/salons/pages/booking-salon-page')) => ({ Component: module.BookingSalonPage }));
export const saveLocation = lazyPage('salons/pages/save-location-page.tsx', (module: typeof import('../features/salons/pages/save-location-page')) => ({ Component: module.SaveLocationPage }));
export const homeHaircut = lazyPage('salons/pages/home-haircut-page.tsx', (module: typeof import('../features/salons/pages/home-haircut-page')) => ({ Component: module.HomeHaircutPage }));
export const rewardList = lazyPage('rewards/pages/reward-list-page.tsx', (module: typeof import('../features/rewards/pages/reward-list-page')) => ({ Component: module.RewardListPage }));
export const rewardDetail = lazyPage('rewards/pages/reward-detail-page.tsx', (module: typeof import('../features/rewards/pages/reward-detail-page')) => ({ Component: module.RewardDetailPage }));
export const rewardOld = lazyPage('rewards/pages/reward-old-page.tsx', (module: typeof import('../features/rewards/pages/reward-old-page')) => ({ Component: module.RewardOldPage }));
export const goldenHours = lazyPage('rewards/pages/golden-hour-page.tsx', (module: typeof import('../features/rewards/pages/golden-hour-page')) => ({ Component: module.GoldenHourPage }));
export const goldenHourDetail = lazyPage('rewards/pages/golden-hour-page.tsx', (module: typeof import('../features/rewards/pages/golden-hour-page')) => ({ Component: module.GoldenHourDetailPage }));
export const luckyWheel = lazyPage('rewards/pages/lucky-wheel-page.tsx', (module: typeof import('../features/rewards/pages/lucky-wheel-page')) => ({ Component: module.LuckyWheelPage }));
export const wheelHistory = lazyPage('rewards/pages/wheel-history-page.tsx', (module: typeof import('../features/rewards/pages/wheel-history-page')) => ({ Component: module.WheelHistoryPage }));
export const yoursTheBest = lazyPage('rewards/pages/yours-the-best-page.tsx', (module: typeof import('../features/rewards/pages/yours-the-best-page')) => ({ Component: module.YoursTheBestPage }));
export const yoursTheBestDetail = lazyPage('rewards/pages/yours-the-best-page.tsx', (module: typeof import('../features/rewards/pages/yours-the-best-page')) => ({ Component: module.YoursTheBestDetailPage }));
export const servicePage = lazyPage('collections/pages/service-page.tsx', (module: typeof import('../features/collections/pages/service-page')) => ({ Component: module.ServicePage }));
export const upServicePage = lazyPage('collections/pages/service-page.tsx', (module: typeof import('../features/collections/pages/service-page')) => ({ Component: module.UpServicePage }));
export const shineCarePage = lazyPage('collections/pages/service-page.tsx', (module: typeof import('../features/collections/pages/service-page')) => ({ Component: module.ShineCarePage }));
export const collectionList = lazyPage('collections/pages/collection-list-page.tsx', (module: typeof import('../features/collections/pages/collection-list-page')) => ({ Component: module.CollectionListPage }));
export const collectionPage = lazyPage('collections/pages/collection-page.tsx', (module: typeof import('../features/collections/pages/collection-page')) => ({ Component: module.CollectionPage, ErrorBoundary: module.CollectionPageError }));
export const badBoyPage = lazyPage('collections/pages/collection-page.tsx', (module: typeof import('../features/collections/pages/collection-page')) => ({ Component: module.BadBoyPage, ErrorBoundary: module.CollectionPageError }));
export const creativePage = lazyPage('collections/pages/collection-page.tsx', (module: typeof import('../features/collections/pages/collection-page')) => ({ Component: module.CreativePage, ErrorBoundary: module.CollectionPageError }));
export const kPermPage = lazyPage('collections/pages/collection-page.tsx', (module: typeof import('../features/collections/pages/collection-page')) => ({ Component: module.KPermPage, ErrorBoundary: module.CollectionPageError }));
export const hairStylePage = lazyPage('collections/pages/collection-page.tsx', (module: typeof import('../features/collections/pages/collection-page')) => ({ Component: module.HairStylePage, ErrorBoundary: module.CollectionPageError }));
export const lookbookPage = lazyPage('collections/pages/collection-page.tsx', (module: typeof import('../features/collections/pages/collection-page')) => ({ Component: module.LookbookPage }));
export const discoverPage = lazyPage('collections/pages/discover-page.tsx', (module: typeof import('../features/collections/pages/discover-page')) => ({ Component: module.DiscoverPage }));
export const discoverPostPage = lazyPage('collections/pages/discover-post-page.tsx', (module: typeof import('../features/collections/pages/discover-post-page')) => ({ Component: module.DiscoverPostPage, ErrorBoundary: module.DiscoverPostPageError }));
export const deleteAccount = lazyPage('account/pages/delete-account-page.tsx', (module: typeof import('../features/account/pages/delete-account-page')) => ({ Component: module.DeleteAccountPage }));
export const contentPage = lazyPage('content/pages/content-page.tsx', (module: typeof import('../features/content/pages/content-page')) => ({ Component: module.ContentPage, ErrorBoundary: module.ContentPageError }));
export const contentList = lazyPage('content/pages/content-list-page.tsx', (module: typeof import('../features/content/pages/content-list-page')) => ({ Component: module.ContentListPage }));
export const newsPage = lazyPage('content/pages/news-page.tsx', (module: typeof import('../features/content/pages/news-page')) => ({ Component: module.NewsPage }));
export const transactions = lazyPage('membership/pages/index.ts', (module: typeof import('../features/membership/pages')) => ({ Component: module.TransactionsPage }));
export const topup = lazyPage('membership/pages/index.ts', (module: typeof import('../features/membership/pages')) => ({ Component: module.TopupPage }));
export const topupResult = lazyPage('membership/pages/index.ts', (module: typeof import('../features/membership/pages')) => ({ Component: module.TopupResultPage }));
export const shineMember = lazyPage('membership/pages/index.ts', (module: typeof import('../features/membership/pages')) => ({ Component: module.ShineMemberPage }));
export const styleMaster = lazyPage('style-master/pages/style-master-page.tsx', (module: typeof import('../features/style-master/pages/style-master-page')) => ({ Component: module.StyleMasterPage }));
export const topStylists = lazyPage('style-master/pages/top-stylists-page.tsx', (module: typeof import('../features/style-master/pages/top-stylists-page')) => ({ Component: module.TopStylistsPage }));
export const contest = lazyPage('style-master/pages/contest-page.tsx', (module: typeof import('../features/style-master/pages/contest-page')) => ({ Component: module.ContestPage }));
export const contestRanking = lazyPage('style-master/pages/leaderboard-page.tsx', (module: typeof import('../features/style-master/pages/leaderboard-page')) => ({ Component: module.LeaderboardPage }));
export const franchise = lazyPage('recruitment/pages/index.ts', (module: typeof import('../features/recruitment/pages')) => ({ Component: module.FranchisePage }));
export const advertising = lazyPage('recruitment/pages/index.ts', (module: typeof import('../features/recruitment/pages')) => ({ Component: module.AdvertisingPage }));
export const salonJobs = lazyPage('recruitment/pages/index.ts', (module: typeof import('../features/recruitment/pages')) => ({ Component: module.SalonJobsPage }));
export const officeJobs = lazyPage('recruitment/pages/index.ts', (module: typeof import('../features/recruitment/pages')) => ({ Component: module.OfficeJobsPage }));
export const jobPage = lazyPage('recruitment/pages/index.ts', (module: typeof import('../features/recruitment/pages')) => ({ Component: module.JobPage, ErrorBoundary: module.JobPageError }));
export const backofficePage = lazyPage('backoffice/pages/backoffice-page.tsx', (module: typeof import('../features/backoffice/pages/backoffice-page')) => ({ Component: module.BackofficePage }));
export const floorPage = lazyPage('floor/pages/floor-page.tsx', (module: typeof import('../features/floor/pages/floor-page')) => ({ Component: module.FloorPage }));

/**
 * Lazy parts a page's server render can include (the wizard opened at its salon step): their CSS is
 * linked with the page, so that markup is styled before their chunk loads; their JS is not preloaded.
 */
export const PAGE_STYLES: Record<string, string[]> = {
  booking: ['src/features/salons/components/salon-chooser/salon-chooser.tsx'],
};
