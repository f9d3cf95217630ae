import { salonIdFromQuery } from '@shine/shared/rules/booking-steps';
import type { TSalonPage } from '@shine/shared/schemas/salon';
import type { ParseKeys } from 'i18next';
import type { LoaderFunction, RouteObject } from 'react-router';
import { allSalonsQueryOptions } from '../features/booking/api/get-all-salons';
import { salonQueryOptions } from '../features/booking/api/get-salon';
import { citiesQueryOptions } from '../features/booking/api/list-cities';
import type { PageHandle } from '../lib/page-handle';
import { BRAND } from '../lib/constants';
import { i18n } from '../lib/i18n';
import { pageNotFound, queryLoader, type RouteData } from '../lib/route-data';
import { salonPageQueryOptions } from '../features/salons/api/get-salon-page';
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
const deleteAccount: LazyPage = () =>
  import('../features/account/pages/delete-account-page').then((module) => ({ Component: module.DeleteAccountPage }));
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
  [deleteAccount, 'src/features/account/pages/delete-account-page.tsx'],
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

/** The salon named in a booking link (`?salonId=`), so the wizard's first screen has it at once. */
const bookingData = (data: RouteData) =>
  queryLoader(data, (url) => {
    const salonId = salonIdFromQuery(url.searchParams.get('salonId'));
    return salonId > 0 ? [salonQueryOptions(salonId)] : [];
  });

/** The salon finder's first screen: every salon (first cards) and the provinces by region. */
const systemSalonData = (data: RouteData) => queryLoader(data, () => [allSalonsQueryOptions(''), citiesQueryOptions()]);

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
  page('booking/salon', 'pages.bookingSalon'),
  page('booking-at-home', 'pages.bookingAtHome', bookingAtHome),
  page('booking-at-home/success', 'pages.bookingAtHomeSuccess', bookingAtHomeSuccess),
  page('save-location', 'pages.saveLocation'),
  page('lich-su-cat', 'pages.cutHistory', history),
  page('history', 'pages.history', history),
  page('topup', 'pages.topup'),
  page('dieu-khoan-topup', 'pages.topupTerms'),
  page('system-salon', 'pages.systemSalon', systemSalon, systemSalonData(data)),
  { ...page('salons/:id', 'pages.salonDetail', salonPage, salonPageData(data)), handle: { titleKey: 'pages.salonDetail', source: PAGE_SOURCES.get(salonPage), head: salonHead } satisfies PageHandle },
  page('about', 'pages.about'),
  page('service', 'pages.service'),
  page('up-service', 'pages.upService'),
  page('shine-care', 'pages.care'),
  page('shine-member', 'pages.member'),
  page('collection', 'pages.collection'),
  page('collections/:slug', 'pages.collectionDetail'),
  page('shine-collection/bad-boy', 'pages.collectionBadBoy'),
  page('shine-collection/creative', 'pages.collectionCreative'),
  page('shine-collection/k-perm', 'pages.collectionKPerm'),
  page('shine-collection/hair-style', 'pages.collectionHairStyle'),
  page('lookbook', 'pages.lookbook'),
  page('discover', 'pages.discover'),
  page('discovers/:id', 'pages.discoverDetail'),
  page('style-master', 'pages.styleMaster'),
  page('top-tho-cat-trong-thang', 'pages.topStylists'),
  page('reward', 'pages.reward'),
  page('rewards/:id', 'pages.rewardDetail'),
  page('rewardOld', 'pages.rewardOld'),
  page('rewardOlds/:id', 'pages.rewardOldDetail'),
  page('vong-quay-may-man', 'pages.luckyWheel'),
  page('vong-quay-2024', 'pages.luckyWheel2024'),
  page('vong-quay-may-man/lich-su', 'pages.luckyWheelHistory'),
  page('gio-vang-san-uu-dai', 'pages.goldenHour'),
  page('gio-vang-san-uu-dai-chi-tiet/:id', 'pages.goldenHourDetail'),
  page('yours-the-best', 'pages.yoursTheBest'),
  page('yours-the-best-detail/:id', 'pages.yoursTheBestDetail'),
  page('bi-kip-cham-soc-toc', 'pages.hairCareTips'),
  page('lien-he-nhuong-quyen', 'pages.franchise', franchise, recruitmentData(data, 'figures')),
  page('contact-advertising', 'pages.advertising', advertising, recruitmentData(data, 'figures')),
  page('recruitment', 'pages.recruitment', salonJobs, recruitmentData(data, 'salonJobs')),
  { ...page('recruitment/:slug', 'pages.recruitment', jobPage, recruitmentData(data, 'job')), handle: { titleKey: 'pages.recruitment', source: PAGE_SOURCES.get(jobPage), head: jobHead } satisfies PageHandle },
  page('recruitment-office', 'pages.recruitmentOffice', officeJobs, recruitmentData(data, 'officeJobs')),
  page('cat-toc-tai-nha', 'pages.homeHaircut'),
  page('thong-tin-cuoc-thi', 'pages.contest'),
  page('thong-tin-cuoc-thi/bang-xep-hang', 'pages.contestRanking'),
  page('chinh-sach-bao-mat', 'pages.privacy'),
  page('dieu-kien-giao-dich-chung', 'pages.terms'),
  page('giay-phep-giao-duc-nghe-nghiep', 'pages.license'),
  page('delete-account', 'pages.deleteAccount', deleteAccount),
  page('xac-nhan-thay-doi-dvsp/:id', 'pages.serviceChange'),
  page('phong-an-ve-dep-trai/:id', 'pages.handsomeSeal'),
  page('tin-tuc', 'pages.news'),
];
