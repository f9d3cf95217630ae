import type { ParseKeys } from '../lib/i18n';
import type { LoaderFunction, RouteObject } from 'react-router';
import type { PageHandle } from '../lib/page-handle';
import type { RouteData } from '../lib/route-data';


// Every page but home is a lazy chunk, reached through ./pages (its own chunk), so the home bundle
// carries none of them.
const pages = () => import('./pages');


type PageName = Exclude<keyof typeof import('./pages'), 'PAGE_SOURCES' | 'PAGE_STYLES'>;

const page = (path: string, titleKey: ParseKeys, name: PageName, loader?: LoaderFunction): RouteObject => ({
  path,
  handle: { titleKey, page: name } satisfies PageHandle,
  lazy: () => pages().then((all) => all[name]()),
  loader,
});

/** A page with its own `<title>` and description built from its data. */
const withHead = (route: RouteObject, head: NonNullable<PageHandle['head']>): RouteObject => ({ ...route, handle: { ...(route.handle as PageHandle), head } });

type RouteLoaders = typeof import('./route-loaders');
type Head = NonNullable<PageHandle['head']>;
let routeLoaders: RouteLoaders | undefined;

/** A loader from the route-loaders chunk (loaded on first use): the home bundle carries none of them. */
const lazyData =
  (pick: (loaders: RouteLoaders) => LoaderFunction): LoaderFunction =>
  async (args) => {
    routeLoaders ??= await import('./route-loaders');
    return pick(routeLoaders)(args);
  };

/** A head from that chunk: heads are built on the server once the page's loader has run, so it is loaded. */
const lazyHead =
  (pick: (loaders: RouteLoaders) => Head): Head =>
  (context) =>
    routeLoaders ? pick(routeLoaders)(context) : null;

const contentRoute = (data: RouteData, path: string, titleKey: ParseKeys): RouteObject => ({
  ...page(path, titleKey, 'contentPage', lazyData((m) => m.contentPageData(data))),
  handle: { titleKey, page: 'contentPage', head: lazyHead((m) => m.contentHead(path)) } satisfies PageHandle,
});

/** Spec section 2 routes (home and the catch-all redirect live in router.tsx). */
export const pageRoutes = (data: RouteData): RouteObject[] => [
  page('booking', 'pages.booking', 'booking', lazyData((m) => m.bookingData(data))),
  page('booking/success', 'pages.bookingSuccess', 'bookingSuccess', lazyData((m) => m.bookingSuccessData(data))),
  page('booking/salon', 'pages.bookingSalon', 'bookingSalon'),
  page('booking-at-home', 'pages.bookingAtHome', 'bookingAtHome'),
  page('booking-at-home/success', 'pages.bookingAtHomeSuccess', 'bookingAtHomeSuccess', lazyData((m) => m.bookingSuccessData(data))),
  page('save-location', 'pages.saveLocation', 'saveLocation'),
  page('lich-su-cat', 'pages.cutHistory', 'history'),
  page('history', 'pages.history', 'transactions'),
  page('topup', 'pages.topup', 'topup', lazyData((m) => m.topupData(data))),
  page('topup/ket-qua', 'pages.topupResult', 'topupResult'),
  page('dieu-khoan-topup', 'pages.topupTerms', 'topupTerms'),
  page('system-salon', 'pages.systemSalon', 'systemSalon', lazyData((m) => m.systemSalonData(data))),
  { ...page('salons/:id', 'pages.salonDetail', 'salonPage', lazyData((m) => m.salonPageData(data))), handle: { titleKey: 'pages.salonDetail', page: 'salonPage', head: lazyHead((m) => m.salonHead) } satisfies PageHandle },
  contentRoute(data, 'about', 'pages.about'),
  withHead(page('service', 'pages.service', 'servicePage', lazyData((m) => m.collectionRouteData.service(data))), lazyHead((m) => m.collectionRouteData.serviceHead('service'))),
  withHead(page('up-service', 'pages.upService', 'upServicePage', lazyData((m) => m.collectionRouteData.service(data, 'up-service'))), lazyHead((m) => m.collectionRouteData.serviceHead('up-service'))),
  withHead(page('shine-care', 'pages.care', 'shineCarePage', lazyData((m) => m.collectionRouteData.service(data, 'shine-care'))), lazyHead((m) => m.collectionRouteData.serviceHead('shine-care'))),
  page('collection', 'pages.collection', 'collectionList', lazyData((m) => m.collectionRouteData.list(data))),
  withHead(page('collections/:slug', 'pages.collectionDetail', 'collectionPage', lazyData((m) => m.collectionRouteData.detail(data))), lazyHead((m) => m.collectionRouteData.detailHead())),
  withHead(page('shine-collection/bad-boy', 'pages.collectionBadBoy', 'badBoyPage', lazyData((m) => m.collectionRouteData.detail(data, 'bad-boy'))), lazyHead((m) => m.collectionRouteData.detailHead('bad-boy'))),
  withHead(page('shine-collection/creative', 'pages.collectionCreative', 'creativePage', lazyData((m) => m.collectionRouteData.detail(data, 'creative'))), lazyHead((m) => m.collectionRouteData.detailHead('creative'))),
  withHead(page('shine-collection/k-perm', 'pages.collectionKPerm', 'kPermPage', lazyData((m) => m.collectionRouteData.detail(data, 'k-perm'))), lazyHead((m) => m.collectionRouteData.detailHead('k-perm'))),
  withHead(page('shine-collection/hair-style', 'pages.collectionHairStyle', 'hairStylePage', lazyData((m) => m.collectionRouteData.detail(data, 'hair-style'))), lazyHead((m) => m.collectionRouteData.detailHead('hair-style'))),
  page('lookbook', 'pages.lookbook', 'lookbookPage', lazyData((m) => m.collectionRouteData.lookbook(data))),
  page('discover', 'pages.discover', 'discoverPage', lazyData((m) => m.collectionRouteData.discover(data))),
  withHead(page('discovers/:id', 'pages.discoverDetail', 'discoverPostPage', lazyData((m) => m.collectionRouteData.post(data))), lazyHead((m) => m.collectionRouteData.postHead())),
  page('shine-member', 'pages.member', 'shineMember', lazyData((m) => m.shineMemberData(data))),
  page('bi-kip-cham-soc-toc', 'pages.hairCareTips', 'contentList', lazyData((m) => m.contentListData(data))),
  contentRoute(data, 'bi-kip-cham-soc-toc/:slug', 'pages.contentArticle'),
  page('kieu-toc', 'pages.hairstyleGuides', 'contentList', lazyData((m) => m.contentListData(data))),
  contentRoute(data, 'kieu-toc/:slug', 'pages.contentArticle'),
  page('kien-thuc-dich-vu', 'pages.serviceGuides', 'contentList', lazyData((m) => m.contentListData(data))),
  contentRoute(data, 'kien-thuc-dich-vu/:slug', 'pages.contentArticle'),
  page('spa-cham-soc-da', 'pages.spaGuides', 'contentList', lazyData((m) => m.contentListData(data))),
  contentRoute(data, 'spa-cham-soc-da/:slug', 'pages.contentArticle'),
  page('reward', 'pages.reward', 'rewardList', lazyData((m) => m.rewardData.list(data))),
  withHead(page('rewards/:id', 'pages.rewardDetail', 'rewardDetail', lazyData((m) => m.rewardData.detail(data))), lazyHead((m) => m.rewardHead)),
  page('rewardOld', 'pages.rewardOld', 'rewardOld', lazyData((m) => m.rewardData.archive(data))),
  withHead(page('rewardOlds/:id', 'pages.rewardOldDetail', 'rewardDetail', lazyData((m) => m.rewardData.detail(data))), lazyHead((m) => m.rewardHead)),
  page('vong-quay-may-man', 'pages.luckyWheel', 'luckyWheel', lazyData((m) => m.rewardData.wheel(data, 'vong-quay-may-man'))),
  page('vong-quay-2024', 'pages.luckyWheel2024', 'luckyWheel', lazyData((m) => m.rewardData.wheel(data, 'vong-quay-2024'))),
  page('vong-quay-may-man/lich-su', 'pages.luckyWheelHistory', 'wheelHistory'),
  page('gio-vang-san-uu-dai', 'pages.goldenHour', 'goldenHours', lazyData((m) => m.rewardData.golden(data))),
  page('gio-vang-san-uu-dai-chi-tiet/:id', 'pages.goldenHourDetail', 'goldenHourDetail', lazyData((m) => m.rewardData.goldenDetail(data))),
  page('gio-vang-san-uu-dai/:id', 'pages.goldenHourDetail', 'goldenHourDetail', lazyData((m) => m.rewardData.goldenDetail(data))),
  page('yours-the-best', 'pages.yoursTheBest', 'yoursTheBest', lazyData((m) => m.rewardData.best(data))),
  page('yours-the-best-detail/:id', 'pages.yoursTheBestDetail', 'yoursTheBestDetail', lazyData((m) => m.rewardData.bestDetail(data))),
  page('yours-the-best/:id', 'pages.yoursTheBestDetail', 'yoursTheBestDetail', lazyData((m) => m.rewardData.bestDetail(data))),
  page('style-master', 'pages.styleMaster', 'styleMaster', lazyData((m) => m.styleMasterData(data))),
  page('top-tho-cat-trong-thang', 'pages.topStylists', 'topStylists', lazyData((m) => m.topStylistsData(data))),
  page('cat-toc-tai-nha', 'pages.homeHaircut', 'homeHaircut', lazyData((m) => m.homeHaircutData(data))),
  contentRoute(data, 'chinh-sach-bao-mat', 'pages.privacy'),
  contentRoute(data, 'dieu-kien-giao-dich-chung', 'pages.terms'),
  contentRoute(data, 'giay-phep-giao-duc-nghe-nghiep', 'pages.license'),
  page('thong-tin-cuoc-thi', 'pages.contest', 'contest', lazyData((m) => m.contestData(data))),
  page('thong-tin-cuoc-thi/bang-xep-hang', 'pages.contestRanking', 'contestRanking', lazyData((m) => m.contestRankingData(data))),
  page('lien-he-nhuong-quyen', 'pages.franchise', 'franchise', lazyData((m) => m.recruitmentData(data, 'figures'))),
  page('contact-advertising', 'pages.advertising', 'advertising', lazyData((m) => m.recruitmentData(data, 'figures'))),
  page('recruitment', 'pages.recruitment', 'salonJobs', lazyData((m) => m.recruitmentData(data, 'salonJobs'))),
  { ...page('recruitment/:slug', 'pages.recruitment', 'jobPage', lazyData((m) => m.recruitmentData(data, 'job'))), handle: { titleKey: 'pages.recruitment', page: 'jobPage', head: lazyHead((m) => m.jobHead) } satisfies PageHandle },
  page('recruitment-office', 'pages.recruitmentOffice', 'officeJobs', lazyData((m) => m.recruitmentData(data, 'officeJobs'))),
  page('delete-account', 'pages.deleteAccount', 'deleteAccount'),
  page('xac-nhan-thay-doi-dvsp/:id', 'pages.serviceChange', 'serviceChange', lazyData((m) => m.serviceChangeData(data))),
  contentRoute(data, 'phong-an-ve-dep-trai/:id', 'pages.handsomeSeal'),
  page('tin-tuc', 'pages.news', 'newsPage', lazyData((m) => m.newsData(data))),
];
