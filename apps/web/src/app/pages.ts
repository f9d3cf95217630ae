import type { RouteObject } from 'react-router';

// The lazy page modules, one import() each. This chunk is loaded on the first visit to a page other than
// home, so the home bundle carries neither these imports nor the list of chunks each one needs.

export type LazyPage = Extract<NonNullable<RouteObject['lazy']>, () => unknown>;
type MembershipPage = keyof typeof import('../features/membership/pages');

export const serviceChange: LazyPage = () =>
  import('../features/service-change/pages/service-change-page').then((module) => ({ Component: module.ServiceChangePage, ErrorBoundary: module.ServiceChangePageError }));
export const booking: LazyPage = () =>
  import('../features/booking/pages/booking-page').then((module) => ({ Component: module.BookingPage }));
export const bookingSuccess: LazyPage = () =>
  import('../features/booking/pages/booking-success-page').then((module) => ({ Component: module.BookingSuccessPage }));
export const bookingAtHome: LazyPage = () =>
  import('../features/booking/pages/booking-at-home-page').then((module) => ({ Component: module.BookingAtHomePage }));
export const bookingAtHomeSuccess: LazyPage = () =>
  import('../features/booking/pages/booking-success-page').then((module) => ({ Component: module.BookingAtHomeSuccessPage }));
export const history: LazyPage = () =>
  import('../features/account/pages/history-page').then((module) => ({ Component: module.HistoryPage }));
export const systemSalon: LazyPage = () =>
  import('../features/salons/pages/system-salon-page').then((module) => ({ Component: module.SystemSalonPage }));
export const salonPage: LazyPage = () =>
  import('../features/salons/pages/salon-page').then((module) => ({ Component: module.SalonPage, ErrorBoundary: module.SalonPageError }));
export const bookingSalon: LazyPage = () =>
  import('../features/salons/pages/booking-salon-page').then((module) => ({ Component: module.BookingSalonPage }));
export const saveLocation: LazyPage = () =>
  import('../features/salons/pages/save-location-page').then((module) => ({ Component: module.SaveLocationPage }));
export const homeHaircut: LazyPage = () =>
  import('../features/salons/pages/home-haircut-page').then((module) => ({ Component: module.HomeHaircutPage }));
export const rewardList: LazyPage = () => import('../features/rewards/pages/reward-list-page').then((module) => ({ Component: module.RewardListPage }));
export const rewardDetail: LazyPage = () => import('../features/rewards/pages/reward-detail-page').then((module) => ({ Component: module.RewardDetailPage }));
export const rewardOld: LazyPage = () => import('../features/rewards/pages/reward-old-page').then((module) => ({ Component: module.RewardOldPage }));
export const goldenHours: LazyPage = () => import('../features/rewards/pages/golden-hour-page').then((module) => ({ Component: module.GoldenHourPage }));
export const goldenHourDetail: LazyPage = () => import('../features/rewards/pages/golden-hour-page').then((module) => ({ Component: module.GoldenHourDetailPage }));
export const luckyWheel: LazyPage = () => import('../features/rewards/pages/lucky-wheel-page').then((module) => ({ Component: module.LuckyWheelPage }));
export const wheelHistory: LazyPage = () => import('../features/rewards/pages/wheel-history-page').then((module) => ({ Component: module.WheelHistoryPage }));
export const yoursTheBest: LazyPage = () => import('../features/rewards/pages/yours-the-best-page').then((module) => ({ Component: module.YoursTheBestPage }));
export const yoursTheBestDetail: LazyPage = () => import('../features/rewards/pages/yours-the-best-page').then((module) => ({ Component: module.YoursTheBestDetailPage }));
const collectionsPages = () => import('../features/collections/pages/collection-page');
const servicePages = () => import('../features/collections/pages/service-page');
export const servicePage: LazyPage = () => servicePages().then((module) => ({ Component: module.ServicePage }));
export const upServicePage: LazyPage = () => servicePages().then((module) => ({ Component: module.UpServicePage }));
export const shineCarePage: LazyPage = () => servicePages().then((module) => ({ Component: module.ShineCarePage }));
export const collectionList: LazyPage = () =>
  import('../features/collections/pages/collection-list-page').then((module) => ({ Component: module.CollectionListPage }));
export const collectionPage: LazyPage = () => collectionsPages().then((module) => ({ Component: module.CollectionPage, ErrorBoundary: module.CollectionPageError }));
export const badBoyPage: LazyPage = () => collectionsPages().then((module) => ({ Component: module.BadBoyPage, ErrorBoundary: module.CollectionPageError }));
export const creativePage: LazyPage = () => collectionsPages().then((module) => ({ Component: module.CreativePage, ErrorBoundary: module.CollectionPageError }));
export const kPermPage: LazyPage = () => collectionsPages().then((module) => ({ Component: module.KPermPage, ErrorBoundary: module.CollectionPageError }));
export const hairStylePage: LazyPage = () => collectionsPages().then((module) => ({ Component: module.HairStylePage, ErrorBoundary: module.CollectionPageError }));
export const lookbookPage: LazyPage = () => collectionsPages().then((module) => ({ Component: module.LookbookPage }));
export const discoverPage: LazyPage = () => import('../features/collections/pages/discover-page').then((module) => ({ Component: module.DiscoverPage }));
export const discoverPostPage: LazyPage = () =>
  import('../features/collections/pages/discover-post-page').then((module) => ({ Component: module.DiscoverPostPage, ErrorBoundary: module.DiscoverPostPageError }));
export const deleteAccount: LazyPage = () =>
  import('../features/account/pages/delete-account-page').then((module) => ({ Component: module.DeleteAccountPage }));
export const contentPage: LazyPage = () =>
  import('../features/content/pages/content-page').then((module) => ({ Component: module.ContentPage, ErrorBoundary: module.ContentPageError }));
export const contentList: LazyPage = () =>
  import('../features/content/pages/content-list-page').then((module) => ({ Component: module.ContentListPage }));
export const newsPage: LazyPage = () => import('../features/content/pages/news-page').then((module) => ({ Component: module.NewsPage }));
const membershipPage = (name: MembershipPage): LazyPage => () => import('../features/membership/pages').then((module) => ({ Component: module[name] }));
export const transactions = membershipPage('TransactionsPage');
export const topup = membershipPage('TopupPage');
export const topupResult = membershipPage('TopupResultPage');
export const shineMember = membershipPage('ShineMemberPage');
export const styleMaster: LazyPage = () =>
  import('../features/style-master/pages/style-master-page').then((module) => ({ Component: module.StyleMasterPage }));
export const topStylists: LazyPage = () =>
  import('../features/style-master/pages/top-stylists-page').then((module) => ({ Component: module.TopStylistsPage }));
export const contest: LazyPage = () =>
  import('../features/style-master/pages/contest-page').then((module) => ({ Component: module.ContestPage }));
export const contestRanking: LazyPage = () =>
  import('../features/style-master/pages/leaderboard-page').then((module) => ({ Component: module.LeaderboardPage }));
const recruitmentPages = () => import('../features/recruitment/pages');
export const franchise: LazyPage = () => recruitmentPages().then((module) => ({ Component: module.FranchisePage }));
export const advertising: LazyPage = () => recruitmentPages().then((module) => ({ Component: module.AdvertisingPage }));
export const salonJobs: LazyPage = () => recruitmentPages().then((module) => ({ Component: module.SalonJobsPage }));
export const officeJobs: LazyPage = () => recruitmentPages().then((module) => ({ Component: module.OfficeJobsPage }));
export const jobPage: LazyPage = () => recruitmentPages().then((module) => ({ Component: module.JobPage, ErrorBoundary: module.JobPageError }));

/**
 * Lazy parts a page's server render can include (the wizard opened at its salon step): their CSS is
 * linked with the page, so that markup is styled before their chunk loads; their JS is not preloaded.
 */
export const PAGE_STYLES: Record<string, string[]> = {
  booking: ['src/features/salons/components/salon-chooser/salon-chooser.tsx'],
};

/** Each page's module as the build manifest names it: the server preloads the chunk of the page it renders. */
export const PAGE_SOURCES: Record<string, string> = {
  servicePage: 'src/features/collections/pages/service-page.tsx',
  upServicePage: 'src/features/collections/pages/service-page.tsx',
  shineCarePage: 'src/features/collections/pages/service-page.tsx',
  collectionPage: 'src/features/collections/pages/collection-page.tsx',
  badBoyPage: 'src/features/collections/pages/collection-page.tsx',
  creativePage: 'src/features/collections/pages/collection-page.tsx',
  kPermPage: 'src/features/collections/pages/collection-page.tsx',
  hairStylePage: 'src/features/collections/pages/collection-page.tsx',
  lookbookPage: 'src/features/collections/pages/collection-page.tsx',
  serviceChange: 'src/features/service-change/pages/service-change-page.tsx',
  booking: 'src/features/booking/pages/booking-page.tsx',
  bookingSuccess: 'src/features/booking/pages/booking-success-page.tsx',
  bookingAtHome: 'src/features/booking/pages/booking-at-home-page.tsx',
  bookingAtHomeSuccess: 'src/features/booking/pages/booking-success-page.tsx',
  history: 'src/features/account/pages/history-page.tsx',
  systemSalon: 'src/features/salons/pages/system-salon-page.tsx',
  salonPage: 'src/features/salons/pages/salon-page.tsx',
  bookingSalon: 'src/features/salons/pages/booking-salon-page.tsx',
  saveLocation: 'src/features/salons/pages/save-location-page.tsx',
  homeHaircut: 'src/features/salons/pages/home-haircut-page.tsx',
  deleteAccount: 'src/features/account/pages/delete-account-page.tsx',
  contentPage: 'src/features/content/pages/content-page.tsx',
  contentList: 'src/features/content/pages/content-list-page.tsx',
  newsPage: 'src/features/content/pages/news-page.tsx',
  rewardList: 'src/features/rewards/pages/reward-list-page.tsx',
  rewardDetail: 'src/features/rewards/pages/reward-detail-page.tsx',
  rewardOld: 'src/features/rewards/pages/reward-old-page.tsx',
  goldenHours: 'src/features/rewards/pages/golden-hour-page.tsx',
  goldenHourDetail: 'src/features/rewards/pages/golden-hour-page.tsx',
  luckyWheel: 'src/features/rewards/pages/lucky-wheel-page.tsx',
  wheelHistory: 'src/features/rewards/pages/wheel-history-page.tsx',
  yoursTheBest: 'src/features/rewards/pages/yours-the-best-page.tsx',
  yoursTheBestDetail: 'src/features/rewards/pages/yours-the-best-page.tsx',
  lazy: 'src/features/collections/pages/service-page.tsx',
  collectionList: 'src/features/collections/pages/collection-list-page.tsx',
  discoverPage: 'src/features/collections/pages/discover-page.tsx',
  discoverPostPage: 'src/features/collections/pages/discover-post-page.tsx',
  transactions: 'src/features/membership/pages/index.ts',
  topup: 'src/features/membership/pages/index.ts',
  topupResult: 'src/features/membership/pages/index.ts',
  shineMember: 'src/features/membership/pages/index.ts',
  styleMaster: 'src/features/style-master/pages/style-master-page.tsx',
  topStylists: 'src/features/style-master/pages/top-stylists-page.tsx',
  contest: 'src/features/style-master/pages/contest-page.tsx',
  contestRanking: 'src/features/style-master/pages/leaderboard-page.tsx',
  franchise: 'src/features/recruitment/pages/index.ts',
  advertising: 'src/features/recruitment/pages/index.ts',
  salonJobs: 'src/features/recruitment/pages/index.ts',
  officeJobs: 'src/features/recruitment/pages/index.ts',
  jobPage: 'src/features/recruitment/pages/index.ts',
};
