import { TOP_STYLIST_PAGE_SIZE } from '@shine/shared/rules/constants';
import type { TContentPage } from '@shine/shared/schemas/content-pages';
import type { TRewardDetail } from '@shine/shared/schemas/rewards';
import { generatePath, type LoaderFunction } from 'react-router';
import { salonIdFromQuery } from '@shine/shared/rules/booking-steps';
import type { TJobDetail } from '@shine/shared/schemas/recruitment';
import type { TSalonPage } from '@shine/shared/schemas/salon';
import { allSalonsQueryOptions } from '../features/salons/api/get-all-salons';
import { bookingQueryOptions } from '../features/booking/api/get-booking';
import { salonQueryOptions } from '../features/booking/api/get-salon';
import { citiesQueryOptions } from '../features/salons/api/list-cities';
import { keywordSearchQueryOptions, searchKeyword } from '../features/salons/api/filter-salons';
import { collectionRouteData } from '../features/collections/model/route-data';
import type { jobHeadOf as JobHeadOf } from '../features/recruitment/route-data';
import { salonPageQueryOptions } from '../features/salons/api/get-salon-page';
import { contentPageQueryOptions } from '../features/content/api/get-content-page';
import { newsQueryOptions } from '../features/content/api/get-news';
import { contentListQueryOptions } from '../features/content/api/list-content-pages';
import { contentPathOf, isArticlePage, listKindOf } from '../features/content/model/content-format';
import { serviceChangeQueryOptions } from '../features/service-change/api/service-change';
import { tiersQueryOptions } from '../features/membership/api/get-tiers';
import { topupProductsQueryOptions } from '../features/membership/api/get-topup-products';
import { bestLookListQueryOptions, bestLookQueryOptions } from '../features/rewards/api/best-look';
import { goldenHourQueryOptions, goldenHoursQueryOptions } from '../features/rewards/api/golden-hours';
import { rewardArchiveQueryOptions, rewardGroupsQueryOptions, rewardQueryOptions } from '../features/rewards/api/rewards';
import { wheelQueryOptions } from '../features/rewards/api/wheel';
import { homeServiceQueryOptions } from '../features/salons/api/home-service';
import { contestQueryOptions, leaderboardQueryOptions } from '../features/style-master/api/get-contest';
import { postsQueryOptions } from '../features/style-master/api/get-posts';
import { topRateQueryOptions } from '../features/style-master/api/get-top-rate';
import { monthFromQuery } from '../features/style-master/model/months';
import { BRAND } from '../lib/constants';
import { i18n } from '../lib/i18n';
import type { PageHandle } from '../lib/page-handle';
import { pageNotFound, queryLoader, type RouteData } from '../lib/route-data';

// The data loaders and heads of the pages: one chunk that route-table.ts imports on first use, so the home bundle
// carries none of their API modules. Heads are built on the server after the loaders ran.

/** The haircut-at-home landing: the areas served and the prices are in the server HTML. */
export const homeHaircutData = (data: RouteData) => queryLoader(data, () => [homeServiceQueryOptions()]);

/** A page of the content store, by the URL's path; unknown or unpublished is a 404 page (status 404 from the server). */
export const contentPageData = (data: RouteData) =>
  queryLoader(data, (url) => [contentPageQueryOptions(contentPathOf(url.pathname), contentLang())], { notFoundOnClientError: true });

/** A content page's title, description and picture are its own (the route's path with its params is the page's path); guides and campaign landings are articles. */
export const contentHead =
  (routePath: string): NonNullable<PageHandle['head']> =>
  ({ queryClient, params }) => {
    const page = queryClient.getQueryData<TContentPage>(contentPageQueryOptions(contentPathOf(generatePath(`/${routePath}`, params)), contentLang()).queryKey);
    if (!page) return null;
    const article = isArticlePage(page) ? { publishedTime: page.publishedAt, modifiedTime: page.updatedAt } : undefined;
    // The cover (not shown on a legal page) is the page's largest picture.
    const lcpImage = page.coverPc && page.kind !== 'legal' ? { desktop: page.coverPc, mobile: page.coverMb ?? undefined } : undefined;
    return { title: `${page.title} | ${BRAND}`, description: page.description, image: page.coverPc ?? undefined, lcpImage, article };
  };

/**
 * The success page of a booking link (`?bookingId=&key=`, the booking-scoped key): the server renders the
 * booking itself, so the page does not grow after hydration. In the browser the page has the booking
 * from the wizard or asks for it itself.
 */
export const bookingSuccessData =
  (data: RouteData): LoaderFunction =>
  (args) => {
    if (!data.awaitData) return null;
    return queryLoader(data, (url) => {
      const id = Number(url.searchParams.get('bookingId'));
      const key = url.searchParams.get('key') ?? '';
      return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 && key ? [bookingQueryOptions(id, key, '')] : [];
    })(args);
  };

/** A proposed change of services, by the link's token; an unknown or malformed link is a 404 page. */
export const serviceChangeData = (data: RouteData) =>
  queryLoader(data, (_url, params) => [serviceChangeQueryOptions(params.id ?? '')], { notFoundOnClientError: true });

/** A list of the store's pages (the kind named by the path). */
export const contentListData = (data: RouteData) => queryLoader(data, (url) => [contentListQueryOptions(listKindOf(url.pathname) ?? 'article')]);

/** An id from the path (a positive whole number) or a 404 page. */
const idParam = (value: string | undefined) => {
  const id = Number(value);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw pageNotFound();
  return id;
};

/** Offers pages (issue 13): the server HTML holds the rewards, deals, wheel prizes and looks. */
export const rewardData = {
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
export const rewardHead: NonNullable<PageHandle['head']> = ({ queryClient, params }) => {
  const reward = queryClient.getQueryData<TRewardDetail>(rewardQueryOptions(Number(params.id)).queryKey);
  if (!reward) return null;
  return { title: `${reward.title} | ${BRAND}`, description: `${reward.title}. ${reward.validity}. ${reward.campaign?.name ?? ''}`.trim() };
};
/** The packages on sale and the tiers are in the server HTML (indexable pages). */
export const topupData = (data: RouteData) => queryLoader(data, () => [topupProductsQueryOptions()]);
export const shineMemberData = (data: RouteData) => queryLoader(data, () => [tiersQueryOptions()]);
/** Style Master, top stylists and the contest: their first screen in the server HTML (lists as a visitor sees them). */
const contentLang = () => (i18n.language === 'en' ? 'en' : 'vi');
export const styleMasterData = (data: RouteData) => queryLoader(data, () => [postsQueryOptions(TOP_STYLIST_PAGE_SIZE)]);
export const topStylistsData = (data: RouteData) =>
  queryLoader(data, (url) => [topRateQueryOptions(monthFromQuery(url.searchParams.get('month')), TOP_STYLIST_PAGE_SIZE)]);
export const contestData = (data: RouteData) => queryLoader(data, () => [contestQueryOptions(contentLang())]);
export const contestRankingData = (data: RouteData) => queryLoader(data, () => [leaderboardQueryOptions(contentLang())]);


/** The news page's articles. */
export const newsData = (data: RouteData) => queryLoader(data, () => [newsQueryOptions()]);

export { collectionRouteData };

/** The salon named in a booking link (`?salonId=`), so the wizard's first screen has it at once. */
export const bookingData = (data: RouteData) =>
  queryLoader(data, (url) => {
    const salonId = salonIdFromQuery(url.searchParams.get('salonId'));
    return salonId > 0 ? [salonQueryOptions(salonId)] : [];
  });

/** The salon finder's first screen: every salon (first cards) and the provinces by region. */
/** The salon finder; with `?q=` (its search form sent before the scripts ran) the results too. */
export const systemSalonData = (data: RouteData) =>
  queryLoader(data, (url) => {
    const keyword = searchKeyword(url.searchParams);
    return [allSalonsQueryOptions(''), citiesQueryOptions(), ...(keyword ? [keywordSearchQueryOptions(keyword)] : [])];
  });

/** The salon page's data; a malformed, unknown or closed id is a 404 page (status 404 from the server). */
export const salonPageData = (data: RouteData) =>
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
export const salonHead: NonNullable<PageHandle['head']> = ({ queryClient, params, meta }) => {
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
export const recruitmentData =
  (data: RouteData, name: 'figures' | 'salonJobs' | 'officeJobs' | 'job'): LoaderFunction =>
  async (args) => {
    const module = await recruitmentLoaders();
    jobHeadOf = module.jobHeadOf;
    return module.recruitmentLoaders(data)[name](args);
  };
/** A job page's title and description name the job and where it is (its loader has loaded the helper). */
export const jobHead: NonNullable<PageHandle['head']> = ({ queryClient, params, meta }) => {
  const job = queryClient.getQueryData<TJobDetail>(['recruitment', 'job', params.slug ?? '']);
  if (!job || !jobHeadOf) return null;
  const head = jobHeadOf(job, meta);
  return { title: `${head.title} | ${BRAND}`, description: head.description };
};

