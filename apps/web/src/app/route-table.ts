import { TOP_STYLIST_PAGE_SIZE } from '@shine/shared/rules/constants';
import { salonIdFromQuery } from '@shine/shared/rules/booking-steps';
import type { TSalonPage } from '@shine/shared/schemas/salon';
import type { ParseKeys } from 'i18next';
import { generatePath, type LoaderFunction, type RouteObject } from 'react-router';
import { allSalonsQueryOptions } from '../features/booking/api/get-all-salons';
import { salonQueryOptions } from '../features/booking/api/get-salon';
import { citiesQueryOptions } from '../features/booking/api/list-cities';
import type { PageHandle } from '../lib/page-handle';
import { BRAND } from '../lib/constants';
import { i18n } from '../lib/i18n';
import { pageNotFound, queryLoader, type RouteData } from '../lib/route-data';
import { salonPageQueryOptions } from '../features/salons/api/get-salon-page';
import { homeServiceQueryOptions } from '../features/salons/api/home-service';
import { contentPageQueryOptions } from '../features/content/api/get-content-page';
import { contentListQueryOptions } from '../features/content/api/list-content-pages';
import { newsQueryOptions } from '../features/content/api/get-news';
import { contentPathOf, listKindOf } from '../features/content/model/content-format';
import type { TContentPage } from '@shine/shared/schemas/content-pages';
import { rewardArchiveQueryOptions, rewardGroupsQueryOptions, rewardQueryOptions } from '../features/rewards/api/rewards';
import { goldenHourQueryOptions, goldenHoursQueryOptions } from '../features/rewards/api/golden-hours';
import { wheelQueryOptions } from '../features/rewards/api/wheel';
import { bestLookListQueryOptions, bestLookQueryOptions } from '../features/rewards/api/best-look';
import type { TRewardDetail } from '@shine/shared/schemas/rewards';
import { collectionRouteData } from '../features/collections/model/route-data';
import { tiersQueryOptions } from '../features/membership/api/get-tiers';
import { topupProductsQueryOptions } from '../features/membership/api/get-topup-products';
import { contestQueryOptions, leaderboardQueryOptions } from '../features/style-master/api/get-contest';
import { postsQueryOptions } from '../features/style-master/api/get-posts';
import { topRateQueryOptions } from '../features/style-master/api/get-top-rate';
import { monthFromQuery } from '../features/style-master/model/months';
import type { TJobDetail } from '@shine/shared/schemas/recruitment';
import type { jobHeadOf as JobHeadOf } from '../features/recruitment/route-data';

type LazyPage = NonNullable<RouteObject['lazy']>;

// Every page but home is a lazy chunk, so the home bundle carries none of them.
const comingSoon: LazyPage = () =>
  import('../features/content/pages/coming-soon-page').then((module) => ({ Component: module.ComingSoonPage }));
const booking: LazyPage = () =>
  import('../features/booking/pages/booking-page').then((module) => ({ Component: module.BookingPage }));
const bookingSuccess: LazyPage = () =>
  import('../features/booking/pages/booking-success-page').then((module) => ({ Component: module.BookingSuccessPage }));
const bookingAtHome: LazyPage = () =>
  import('../features/booking/pages/booking-at-home-page').then((module) => ({ Component: module.BookingAtHomePage }));
const bookingAtHomeSuccess: LazyPage = () =>
  import('../features/booking/pages/booking-success-page').then((module) => ({ Component: module.BookingAtHomeSuccessPage }));
const history: LazyPage = () =>
  import('../features/account/pages/history-page').then((module) => ({ Component: module.HistoryPage }));
const systemSalon: LazyPage = () =>
  import('../features/salons/pages/system-salon-page').then((module) => ({ Component: module.SystemSalonPage }));
const salonPage: LazyPage = () =>
  import('../features/salons/pages/salon-page').then((module) => ({ Component: module.SalonPage, ErrorBoundary: module.SalonPageError }));
const bookingSalon: LazyPage = () =>
  import('../features/salons/pages/booking-salon-page').then((module) => ({ Component: module.BookingSalonPage }));
const saveLocation: LazyPage = () =>
  import('../features/salons/pages/save-location-page').then((module) => ({ Component: module.SaveLocationPage }));
const homeHaircut: LazyPage = () =>
  import('../features/salons/pages/home-haircut-page').then((module) => ({ Component: module.HomeHaircutPage }));
const rewardList: LazyPage = () => import('../features/rewards/pages/reward-list-page').then((module) => ({ Component: module.RewardListPage }));
const rewardDetail: LazyPage = () => import('../features/rewards/pages/reward-detail-page').then((module) => ({ Component: module.RewardDetailPage }));
const rewardOld: LazyPage = () => import('../features/rewards/pages/reward-old-page').then((module) => ({ Component: module.RewardOldPage }));
const goldenHours: LazyPage = () => import('../features/rewards/pages/golden-hour-page').then((module) => ({ Component: module.GoldenHourPage }));
const goldenHourDetail: LazyPage = () => import('../features/rewards/pages/golden-hour-page').then((module) => ({ Component: module.GoldenHourDetailPage }));
const luckyWheel: LazyPage = () => import('../features/rewards/pages/lucky-wheel-page').then((module) => ({ Component: module.LuckyWheelPage }));
const wheelHistory: LazyPage = () => import('../features/rewards/pages/wheel-history-page').then((module) => ({ Component: module.WheelHistoryPage }));
const yoursTheBest: LazyPage = () => import('../features/rewards/pages/yours-the-best-page').then((module) => ({ Component: module.YoursTheBestPage }));
const yoursTheBestDetail: LazyPage = () => import('../features/rewards/pages/yours-the-best-page').then((module) => ({ Component: module.YoursTheBestDetailPage }));
const collectionsPages = () => import('../features/collections/pages/collection-page');
const servicePages = () => import('../features/collections/pages/service-page');
const servicePage: LazyPage = () => servicePages().then((module) => ({ Component: module.ServicePage }));
const upServicePage: LazyPage = () => servicePages().then((module) => ({ Component: module.UpServicePage }));
const shineCarePage: LazyPage = () => servicePages().then((module) => ({ Component: module.ShineCarePage }));
const collectionList: LazyPage = () =>
  import('../features/collections/pages/collection-list-page').then((module) => ({ Component: module.CollectionListPage }));
const collectionPage: LazyPage = () => collectionsPages().then((module) => ({ Component: module.CollectionPage, ErrorBoundary: module.CollectionPageError }));
const badBoyPage: LazyPage = () => collectionsPages().then((module) => ({ Component: module.BadBoyPage, ErrorBoundary: module.CollectionPageError }));
const creativePage: LazyPage = () => collectionsPages().then((module) => ({ Component: module.CreativePage, ErrorBoundary: module.CollectionPageError }));
const kPermPage: LazyPage = () => collectionsPages().then((module) => ({ Component: module.KPermPage, ErrorBoundary: module.CollectionPageError }));
const hairStylePage: LazyPage = () => collectionsPages().then((module) => ({ Component: module.HairStylePage, ErrorBoundary: module.CollectionPageError }));
const lookbookPage: LazyPage = () => collectionsPages().then((module) => ({ Component: module.LookbookPage }));
const discoverPage: LazyPage = () => import('../features/collections/pages/discover-page').then((module) => ({ Component: module.DiscoverPage }));
const discoverPostPage: LazyPage = () =>
  import('../features/collections/pages/discover-post-page').then((module) => ({ Component: module.DiscoverPostPage, ErrorBoundary: module.DiscoverPostPageError }));
const deleteAccount: LazyPage = () =>
  import('../features/account/pages/delete-account-page').then((module) => ({ Component: module.DeleteAccountPage }));
const contentPage: LazyPage = () =>
  import('../features/content/pages/content-page').then((module) => ({ Component: module.ContentPage, ErrorBoundary: module.ContentPageError }));
const contentList: LazyPage = () =>
  import('../features/content/pages/content-list-page').then((module) => ({ Component: module.ContentListPage }));
const newsPage: LazyPage = () => import('../features/content/pages/news-page').then((module) => ({ Component: module.NewsPage }));
type MembershipPage = keyof typeof import('../features/membership/pages');
const membershipPage = (name: MembershipPage): LazyPage => () => import('../features/membership/pages').then((module) => ({ Component: module[name] }));
const transactions = membershipPage('TransactionsPage');
const topup = membershipPage('TopupPage');
const topupResult = membershipPage('TopupResultPage');
const topupTerms = membershipPage('TopupTermsPage');
const shineMember = membershipPage('ShineMemberPage');
const styleMaster: LazyPage = () =>
  import('../features/style-master/pages/style-master-page').then((module) => ({ Component: module.StyleMasterPage }));
const topStylists: LazyPage = () =>
  import('../features/style-master/pages/top-stylists-page').then((module) => ({ Component: module.TopStylistsPage }));
const contest: LazyPage = () =>
  import('../features/style-master/pages/contest-page').then((module) => ({ Component: module.ContestPage }));
const contestRanking: LazyPage = () =>
  import('../features/style-master/pages/leaderboard-page').then((module) => ({ Component: module.LeaderboardPage }));
const recruitmentPages = () => import('../features/recruitment/pages');
const franchise: LazyPage = () => recruitmentPages().then((module) => ({ Component: module.FranchisePage }));
const advertising: LazyPage = () => recruitmentPages().then((module) => ({ Component: module.AdvertisingPage }));
const salonJobs: LazyPage = () => recruitmentPages().then((module) => ({ Component: module.SalonJobsPage }));
const officeJobs: LazyPage = () => recruitmentPages().then((module) => ({ Component: module.OfficeJobsPage }));
const jobPage: LazyPage = () => recruitmentPages().then((module) => ({ Component: module.JobPage, ErrorBoundary: module.JobPageError }));

/**
 * Each lazy page's module as the build manifest names it (dist/.vite/manifest.json): the server
 * `modulepreload`s the chunk of the page it renders.
 */
const PAGE_SOURCES = new Map<LazyPage, string>([
  [comingSoon, 'src/features/content/pages/coming-soon-page.tsx'],
  [booking, 'src/features/booking/pages/booking-page.tsx'],
  [bookingSuccess, 'src/features/booking/pages/booking-success-page.tsx'],
  [bookingAtHome, 'src/features/booking/pages/booking-at-home-page.tsx'],
  [bookingAtHomeSuccess, 'src/features/booking/pages/booking-success-page.tsx'],
  [history, 'src/features/account/pages/history-page.tsx'],
  [systemSalon, 'src/features/salons/pages/system-salon-page.tsx'],
  [salonPage, 'src/features/salons/pages/salon-page.tsx'],
  [bookingSalon, 'src/features/salons/pages/booking-salon-page.tsx'],
  [saveLocation, 'src/features/salons/pages/save-location-page.tsx'],
  [homeHaircut, 'src/features/salons/pages/home-haircut-page.tsx'],
  [deleteAccount, 'src/features/account/pages/delete-account-page.tsx'],
  [contentPage, 'src/features/content/pages/content-page.tsx'],
  [contentList, 'src/features/content/pages/content-list-page.tsx'],
  [newsPage, 'src/features/content/pages/news-page.tsx'],
  [rewardList, 'src/features/rewards/pages/reward-list-page.tsx'],
  [rewardDetail, 'src/features/rewards/pages/reward-detail-page.tsx'],
  [rewardOld, 'src/features/rewards/pages/reward-old-page.tsx'],
  [goldenHours, 'src/features/rewards/pages/golden-hour-page.tsx'],
  [goldenHourDetail, 'src/features/rewards/pages/golden-hour-page.tsx'],
  [luckyWheel, 'src/features/rewards/pages/lucky-wheel-page.tsx'],
  [wheelHistory, 'src/features/rewards/pages/wheel-history-page.tsx'],
  [yoursTheBest, 'src/features/rewards/pages/yours-the-best-page.tsx'],
  [yoursTheBestDetail, 'src/features/rewards/pages/yours-the-best-page.tsx'],
  ...[servicePage, upServicePage, shineCarePage].map((lazy) => [lazy, 'src/features/collections/pages/service-page.tsx'] as const),
  [collectionList, 'src/features/collections/pages/collection-list-page.tsx'],
  ...[collectionPage, badBoyPage, creativePage, kPermPage, hairStylePage, lookbookPage].map((lazy) => [lazy, 'src/features/collections/pages/collection-page.tsx'] as const),
  [discoverPage, 'src/features/collections/pages/discover-page.tsx'],
  [discoverPostPage, 'src/features/collections/pages/discover-post-page.tsx'],
  [transactions, 'src/features/membership/pages/index.ts'],
  [topup, 'src/features/membership/pages/index.ts'],
  [topupResult, 'src/features/membership/pages/index.ts'],
  [topupTerms, 'src/features/membership/pages/index.ts'],
  [shineMember, 'src/features/membership/pages/index.ts'],
  [styleMaster, 'src/features/style-master/pages/style-master-page.tsx'],
  [topStylists, 'src/features/style-master/pages/top-stylists-page.tsx'],
  [contest, 'src/features/style-master/pages/contest-page.tsx'],
  [contestRanking, 'src/features/style-master/pages/leaderboard-page.tsx'],
  [franchise, 'src/features/recruitment/pages/index.ts'],
  [advertising, 'src/features/recruitment/pages/index.ts'],
  [salonJobs, 'src/features/recruitment/pages/index.ts'],
  [officeJobs, 'src/features/recruitment/pages/index.ts'],
  [jobPage, 'src/features/recruitment/pages/index.ts'],
]);

const page = (path: string, titleKey: ParseKeys, lazy: LazyPage = comingSoon, loader?: LoaderFunction): RouteObject => ({
  path,
  handle: { titleKey, source: PAGE_SOURCES.get(lazy) } satisfies PageHandle,
  lazy,
  loader,
});

/** A page with its own `<title>` and description built from its data. */
const withHead = (route: RouteObject, head: NonNullable<PageHandle['head']>): RouteObject => ({ ...route, handle: { ...(route.handle as PageHandle), head } });

/** The salon named in a booking link (`?salonId=`), so the wizard's first screen has it at once. */
const bookingData = (data: RouteData) =>
  queryLoader(data, (url) => {
    const salonId = salonIdFromQuery(url.searchParams.get('salonId'));
    return salonId > 0 ? [salonQueryOptions(salonId)] : [];
  });

/** The salon finder's first screen: every salon (first cards) and the provinces by region. */
const systemSalonData = (data: RouteData) => queryLoader(data, () => [allSalonsQueryOptions(''), citiesQueryOptions()]);

/** The haircut-at-home landing: the areas served and the prices are in the server HTML. */
const homeHaircutData = (data: RouteData) => queryLoader(data, () => [homeServiceQueryOptions()]);

/** The salon page's data; a malformed, unknown or closed id is a 404 page (status 404 from the server). */
const salonPageData = (data: RouteData) =>
  queryLoader(
    data,
    (_url, params) => {
      const salonId = salonIdFromQuery(params.id);
      if (salonId <= 0) throw pageNotFound();
      return [salonPageQueryOptions(salonId)];
    },
    { notFoundOnClientError: true },
  );

/** The salon page's title and description name the salon. */
const salonHead: NonNullable<PageHandle['head']> = ({ queryClient, params, meta }) => {
  const page = queryClient.getQueryData<TSalonPage>(salonPageQueryOptions(salonIdFromQuery(params.id)).queryKey);
  if (!page) return null;
  const { salon } = page;
  const address = salon.addressNew ?? salon.address;
  return {
    title: `${i18n.t('pages.salonDetailOf', { name: salon.name, district: salon.districtName, city: salon.cityName })} | ${BRAND}`,
    description: meta('salonDetailOf', { name: salon.name, address, opens: page.opens, closes: page.closes }),
  };
};

/** A page of the content store, by the URL's path; unknown or unpublished is a 404 page (status 404 from the server). */
const contentPageData = (data: RouteData) =>
  queryLoader(data, (url) => [contentPageQueryOptions(contentPathOf(url.pathname))], { notFoundOnClientError: true });

/** A content page's title, description and picture are its own (the route's path with its params is the page's path). */
const contentHead =
  (routePath: string): NonNullable<PageHandle['head']> =>
  ({ queryClient, params }) => {
    const page = queryClient.getQueryData<TContentPage>(contentPageQueryOptions(contentPathOf(generatePath(`/${routePath}`, params))).queryKey);
    return page ? { title: `${page.title} | ${BRAND}`, description: page.description, image: page.coverPc ?? undefined } : null;
  };

const contentRoute = (data: RouteData, path: string, titleKey: ParseKeys): RouteObject => ({
  ...page(path, titleKey, contentPage, contentPageData(data)),
  handle: { titleKey, source: PAGE_SOURCES.get(contentPage), head: contentHead(path) } satisfies PageHandle,
});

/** A list of the store's pages (the kind named by the path). */
const contentListData = (data: RouteData) => queryLoader(data, (url) => [contentListQueryOptions(listKindOf(url.pathname) ?? 'article')]);

/** An id from the path (a positive whole number) or a 404 page. */
const idParam = (value: string | undefined) => {
  const id = Number(value);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw pageNotFound();
  return id;
};

/** Offers pages (issue 13): the server HTML holds the rewards, deals, wheel prizes and looks. */
const rewardData = {
  list: (data: RouteData) => queryLoader(data, () => [rewardGroupsQueryOptions()]),
  detail: (data: RouteData) => queryLoader(data, (_url, params) => [rewardQueryOptions(idParam(params.id))], { notFoundOnClientError: true }),
  archive: (data: RouteData) => queryLoader(data, () => [rewardArchiveQueryOptions()]),
  golden: (data: RouteData) => queryLoader(data, () => [goldenHoursQueryOptions()]),
  goldenDetail: (data: RouteData) => queryLoader(data, (_url, params) => [goldenHourQueryOptions(idParam(params.id))], { notFoundOnClientError: true }),
  wheel: (data: RouteData, slug: string) => queryLoader(data, () => [wheelQueryOptions(slug)]),
  best: (data: RouteData) => queryLoader(data, () => [bestLookListQueryOptions()]),
  bestDetail: (data: RouteData) => queryLoader(data, (_url, params) => [bestLookQueryOptions(idParam(params.id))], { notFoundOnClientError: true }),
};

/** A reward page's title and description name the reward. */
const rewardHead: NonNullable<PageHandle['head']> = ({ queryClient, params }) => {
  const reward = queryClient.getQueryData<TRewardDetail>(rewardQueryOptions(Number(params.id)).queryKey);
  if (!reward) return null;
  return { title: `${reward.title} | ${BRAND}`, description: `${reward.title}. ${reward.validity}. ${reward.campaign?.name ?? ''}`.trim() };
};
/** The packages on sale and the tiers are in the server HTML (indexable pages). */
const topupData = (data: RouteData) => queryLoader(data, () => [topupProductsQueryOptions()]);
const shineMemberData = (data: RouteData) => queryLoader(data, () => [tiersQueryOptions()]);
/** Style Master, top stylists and the contest: their first screen in the server HTML (lists as a visitor sees them). */
const contentLang = () => (i18n.language === 'en' ? 'en' : 'vi');
const styleMasterData = (data: RouteData) => queryLoader(data, () => [postsQueryOptions(TOP_STYLIST_PAGE_SIZE)]);
const topStylistsData = (data: RouteData) =>
  queryLoader(data, (url) => [topRateQueryOptions(monthFromQuery(url.searchParams.get('month')), TOP_STYLIST_PAGE_SIZE)]);
const contestData = (data: RouteData) => queryLoader(data, () => [contestQueryOptions(contentLang())]);
const contestRankingData = (data: RouteData) => queryLoader(data, () => [leaderboardQueryOptions(contentLang())]);

/** The franchise, partner and recruitment loaders, from their own chunk (not in the home bundle). */
const recruitmentLoaders = () => import('../features/recruitment/route-data');
let jobHeadOf: typeof JobHeadOf | undefined;
const recruitmentData =
  (data: RouteData, name: 'figures' | 'salonJobs' | 'officeJobs' | 'job'): LoaderFunction =>
  async (args) => {
    const module = await recruitmentLoaders();
    jobHeadOf = module.jobHeadOf;
    return module.recruitmentLoaders(data)[name](args);
  };
/** A job page's title and description name the job and where it is (its loader has loaded the helper). */
const jobHead: NonNullable<PageHandle['head']> = ({ queryClient, params, meta }) => {
  const job = queryClient.getQueryData<TJobDetail>(['recruitment', 'job', params.slug ?? '']);
  if (!job || !jobHeadOf) return null;
  const head = jobHeadOf(job, meta);
  return { title: `${head.title} | ${BRAND}`, description: head.description };
};

/** Spec section 2 routes (home and the catch-all redirect live in router.tsx). */
export const pageRoutes = (data: RouteData): RouteObject[] => [
  page('booking', 'pages.booking', booking, bookingData(data)),
  page('booking/success', 'pages.bookingSuccess', bookingSuccess),
  page('booking/salon', 'pages.bookingSalon', bookingSalon),
  page('booking-at-home', 'pages.bookingAtHome', bookingAtHome),
  page('booking-at-home/success', 'pages.bookingAtHomeSuccess', bookingAtHomeSuccess),
  page('save-location', 'pages.saveLocation', saveLocation),
  page('lich-su-cat', 'pages.cutHistory', history),
  page('history', 'pages.history', transactions),
  page('topup', 'pages.topup', topup, topupData(data)),
  page('topup/ket-qua', 'pages.topupResult', topupResult),
  page('dieu-khoan-topup', 'pages.topupTerms', topupTerms),
  page('system-salon', 'pages.systemSalon', systemSalon, systemSalonData(data)),
  { ...page('salons/:id', 'pages.salonDetail', salonPage, salonPageData(data)), handle: { titleKey: 'pages.salonDetail', source: PAGE_SOURCES.get(salonPage), head: salonHead } satisfies PageHandle },
  contentRoute(data, 'about', 'pages.about'),
  withHead(page('service', 'pages.service', servicePage, collectionRouteData.service(data)), collectionRouteData.serviceHead('service')),
  withHead(page('up-service', 'pages.upService', upServicePage, collectionRouteData.service(data, 'up-service')), collectionRouteData.serviceHead('up-service')),
  withHead(page('shine-care', 'pages.care', shineCarePage, collectionRouteData.service(data, 'shine-care')), collectionRouteData.serviceHead('shine-care')),
  page('collection', 'pages.collection', collectionList, collectionRouteData.list(data)),
  withHead(page('collections/:slug', 'pages.collectionDetail', collectionPage, collectionRouteData.detail(data)), collectionRouteData.detailHead()),
  withHead(page('shine-collection/bad-boy', 'pages.collectionBadBoy', badBoyPage, collectionRouteData.detail(data, 'bad-boy')), collectionRouteData.detailHead('bad-boy')),
  withHead(page('shine-collection/creative', 'pages.collectionCreative', creativePage, collectionRouteData.detail(data, 'creative')), collectionRouteData.detailHead('creative')),
  withHead(page('shine-collection/k-perm', 'pages.collectionKPerm', kPermPage, collectionRouteData.detail(data, 'k-perm')), collectionRouteData.detailHead('k-perm')),
  withHead(page('shine-collection/hair-style', 'pages.collectionHairStyle', hairStylePage, collectionRouteData.detail(data, 'hair-style')), collectionRouteData.detailHead('hair-style')),
  page('lookbook', 'pages.lookbook', lookbookPage, collectionRouteData.lookbook(data)),
  page('discover', 'pages.discover', discoverPage, collectionRouteData.discover(data)),
  withHead(page('discovers/:id', 'pages.discoverDetail', discoverPostPage, collectionRouteData.post(data)), collectionRouteData.postHead()),
  page('shine-member', 'pages.member', shineMember, shineMemberData(data)),
  page('bi-kip-cham-soc-toc', 'pages.hairCareTips', contentList, contentListData(data)),
  contentRoute(data, 'bi-kip-cham-soc-toc/:slug', 'pages.contentArticle'),
  page('kieu-toc', 'pages.hairstyleGuides', contentList, contentListData(data)),
  contentRoute(data, 'kieu-toc/:slug', 'pages.contentArticle'),
  page('kien-thuc-dich-vu', 'pages.serviceGuides', contentList, contentListData(data)),
  contentRoute(data, 'kien-thuc-dich-vu/:slug', 'pages.contentArticle'),
  page('spa-cham-soc-da', 'pages.spaGuides', contentList, contentListData(data)),
  contentRoute(data, 'spa-cham-soc-da/:slug', 'pages.contentArticle'),
  page('reward', 'pages.reward', rewardList, rewardData.list(data)),
  withHead(page('rewards/:id', 'pages.rewardDetail', rewardDetail, rewardData.detail(data)), rewardHead),
  page('rewardOld', 'pages.rewardOld', rewardOld, rewardData.archive(data)),
  withHead(page('rewardOlds/:id', 'pages.rewardOldDetail', rewardDetail, rewardData.detail(data)), rewardHead),
  page('vong-quay-may-man', 'pages.luckyWheel', luckyWheel, rewardData.wheel(data, 'vong-quay-may-man')),
  page('vong-quay-2024', 'pages.luckyWheel2024', luckyWheel, rewardData.wheel(data, 'vong-quay-2024')),
  page('vong-quay-may-man/lich-su', 'pages.luckyWheelHistory', wheelHistory),
  page('gio-vang-san-uu-dai', 'pages.goldenHour', goldenHours, rewardData.golden(data)),
  page('gio-vang-san-uu-dai-chi-tiet/:id', 'pages.goldenHourDetail', goldenHourDetail, rewardData.goldenDetail(data)),
  page('gio-vang-san-uu-dai/:id', 'pages.goldenHourDetail', goldenHourDetail, rewardData.goldenDetail(data)),
  page('yours-the-best', 'pages.yoursTheBest', yoursTheBest, rewardData.best(data)),
  page('yours-the-best-detail/:id', 'pages.yoursTheBestDetail', yoursTheBestDetail, rewardData.bestDetail(data)),
  page('yours-the-best/:id', 'pages.yoursTheBestDetail', yoursTheBestDetail, rewardData.bestDetail(data)),
  page('style-master', 'pages.styleMaster', styleMaster, styleMasterData(data)),
  page('top-tho-cat-trong-thang', 'pages.topStylists', topStylists, topStylistsData(data)),
  page('cat-toc-tai-nha', 'pages.homeHaircut', homeHaircut, homeHaircutData(data)),
  contentRoute(data, 'chinh-sach-bao-mat', 'pages.privacy'),
  contentRoute(data, 'dieu-kien-giao-dich-chung', 'pages.terms'),
  contentRoute(data, 'giay-phep-giao-duc-nghe-nghiep', 'pages.license'),
  page('thong-tin-cuoc-thi', 'pages.contest', contest, contestData(data)),
  page('thong-tin-cuoc-thi/bang-xep-hang', 'pages.contestRanking', contestRanking, contestRankingData(data)),
  page('lien-he-nhuong-quyen', 'pages.franchise', franchise, recruitmentData(data, 'figures')),
  page('contact-advertising', 'pages.advertising', advertising, recruitmentData(data, 'figures')),
  page('recruitment', 'pages.recruitment', salonJobs, recruitmentData(data, 'salonJobs')),
  { ...page('recruitment/:slug', 'pages.recruitment', jobPage, recruitmentData(data, 'job')), handle: { titleKey: 'pages.recruitment', source: PAGE_SOURCES.get(jobPage), head: jobHead } satisfies PageHandle },
  page('recruitment-office', 'pages.recruitmentOffice', officeJobs, recruitmentData(data, 'officeJobs')),
  page('delete-account', 'pages.deleteAccount', deleteAccount),
  page('xac-nhan-thay-doi-dvsp/:id', 'pages.serviceChange'),
  contentRoute(data, 'phong-an-ve-dep-trai/:id', 'pages.handsomeSeal'),
  page('tin-tuc', 'pages.news', newsPage, queryLoader(data, () => [newsQueryOptions()])),
];
