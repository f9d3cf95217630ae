import type { ParseKeys } from '../lib/i18n';
import type { LoaderFunction } from 'react-router';
import type { PageHandle } from '../lib/page-handle';
import type { RouteData } from '../lib/route-data';
import type { PagePath } from './page-paths';
import * as pages from './pages';

// What each page route of page-paths.ts resolves to: its title, lazy page, loader and head. A chunk of
// its own with ./pages, loaded with the first page other than home.

type PageName = Exclude<keyof typeof pages, 'PAGE_STYLES'>;
type RouteLoaders = typeof import('./route-loaders');
type Head = NonNullable<PageHandle['head']>;

interface PageRoute {
  titleKey: ParseKeys;
  page: PageName;
  loader?: LoaderFunction;
  /** A page with its own `<title>` and description built from its data. */
  head?: Head;
}

const page = (titleKey: ParseKeys, name: PageName, loader?: LoaderFunction): PageRoute => ({ titleKey, page: name, loader });

let routeLoaders: RouteLoaders | undefined;

/** A loader from the route-loaders chunk (loaded on first use): the page chunks carry none of them. */
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

/** The spec section 2 pages by path, on the loaders' query client. */
export const routeTable = (data: RouteData): Record<PagePath, PageRoute> => {
  const contentRoute = (path: string, titleKey: ParseKeys): PageRoute => ({
    ...page(titleKey, 'contentPage', lazyData((m) => m.contentPageData(data))),
    head: lazyHead((m) => m.contentHead(path)),
  });
  return {
    'booking': page('pages.booking', 'booking', lazyData((m) => m.bookingData(data))),
    'booking/success': page('pages.bookingSuccess', 'bookingSuccess', lazyData((m) => m.bookingSuccessData(data))),
    'booking/salon': page('pages.bookingSalon', 'bookingSalon'),
    'booking-at-home': page('pages.bookingAtHome', 'bookingAtHome'),
    'booking-at-home/success': page('pages.bookingAtHomeSuccess', 'bookingAtHomeSuccess', lazyData((m) => m.bookingSuccessData(data))),
    'save-location': page('pages.saveLocation', 'saveLocation'),
    'lich-su-cat': page('pages.cutHistory', 'history'),
    'history': page('pages.history', 'transactions'),
    'topup': page('pages.topup', 'topup', lazyData((m) => m.topupData(data))),
    'topup/ket-qua': page('pages.topupResult', 'topupResult'),
    'dieu-khoan-topup': contentRoute('dieu-khoan-topup', 'pages.topupTerms'),
    'system-salon': page('pages.systemSalon', 'systemSalon', lazyData((m) => m.systemSalonData(data))),
    'salons/:id': { ...page('pages.salonDetail', 'salonPage', lazyData((m) => m.salonPageData(data))), head: lazyHead((m) => m.salonHead) },
    'about': contentRoute('about', 'pages.about'),
    'service': { ...page('pages.service', 'servicePage', lazyData((m) => m.collectionRouteData.service(data))), head: lazyHead((m) => m.collectionRouteData.serviceHead('service')) },
    'up-service': { ...page('pages.upService', 'upServicePage', lazyData((m) => m.collectionRouteData.service(data, 'up-service'))), head: lazyHead((m) => m.collectionRouteData.serviceHead('up-service')) },
    'shine-care': { ...page('pages.care', 'shineCarePage', lazyData((m) => m.collectionRouteData.service(data, 'shine-care'))), head: lazyHead((m) => m.collectionRouteData.serviceHead('shine-care')) },
    'collection': page('pages.collection', 'collectionList', lazyData((m) => m.collectionRouteData.list(data))),
    'collections/:slug': { ...page('pages.collectionDetail', 'collectionPage', lazyData((m) => m.collectionRouteData.detail(data))), head: lazyHead((m) => m.collectionRouteData.detailHead()) },
    'shine-collection/bad-boy': { ...page('pages.collectionBadBoy', 'badBoyPage', lazyData((m) => m.collectionRouteData.detail(data, 'bad-boy'))), head: lazyHead((m) => m.collectionRouteData.detailHead('bad-boy')) },
    'shine-collection/creative': { ...page('pages.collectionCreative', 'creativePage', lazyData((m) => m.collectionRouteData.detail(data, 'creative'))), head: lazyHead((m) => m.collectionRouteData.detailHead('creative')) },
    'shine-collection/k-perm': { ...page('pages.collectionKPerm', 'kPermPage', lazyData((m) => m.collectionRouteData.detail(data, 'k-perm'))), head: lazyHead((m) => m.collectionRouteData.detailHead('k-perm')) },
    'shine-collection/hair-style': { ...page('pages.collectionHairStyle', 'hairStylePage', lazyData((m) => m.collectionRouteData.detail(data, 'hair-style'))), head: lazyHead((m) => m.collectionRouteData.detailHead('hair-style')) },
    'lookbook': page('pages.lookbook', 'lookbookPage', lazyData((m) => m.collectionRouteData.lookbook(data))),
    'discover': page('pages.discover', 'discoverPage', lazyData((m) => m.collectionRouteData.discover(data))),
    'discovers/:id': { ...page('pages.discoverDetail', 'discoverPostPage', lazyData((m) => m.collectionRouteData.post(data))), head: lazyHead((m) => m.collectionRouteData.postHead()) },
    'shine-member': page('pages.member', 'shineMember', lazyData((m) => m.shineMemberData(data))),
    'bi-kip-cham-soc-toc': page('pages.hairCareTips', 'contentList', lazyData((m) => m.contentListData(data))),
    'bi-kip-cham-soc-toc/:slug': contentRoute('bi-kip-cham-soc-toc/:slug', 'pages.contentArticle'),
    'kieu-toc': page('pages.hairstyleGuides', 'contentList', lazyData((m) => m.contentListData(data))),
    'kieu-toc/:slug': contentRoute('kieu-toc/:slug', 'pages.contentArticle'),
    'kien-thuc-dich-vu': page('pages.serviceGuides', 'contentList', lazyData((m) => m.contentListData(data))),
    'kien-thuc-dich-vu/:slug': contentRoute('kien-thuc-dich-vu/:slug', 'pages.contentArticle'),
    'spa-cham-soc-da': page('pages.spaGuides', 'contentList', lazyData((m) => m.contentListData(data))),
    'spa-cham-soc-da/:slug': contentRoute('spa-cham-soc-da/:slug', 'pages.contentArticle'),
    'reward': page('pages.reward', 'rewardList', lazyData((m) => m.rewardData.list(data))),
    'rewards/:id': { ...page('pages.rewardDetail', 'rewardDetail', lazyData((m) => m.rewardData.detail(data))), head: lazyHead((m) => m.rewardHead) },
    'rewardOld': page('pages.rewardOld', 'rewardOld', lazyData((m) => m.rewardData.archive(data))),
    'rewardOlds/:id': { ...page('pages.rewardOldDetail', 'rewardDetail', lazyData((m) => m.rewardData.detail(data))), head: lazyHead((m) => m.rewardHead) },
    'vong-quay-may-man': page('pages.luckyWheel', 'luckyWheel', lazyData((m) => m.rewardData.wheel(data, 'vong-quay-may-man'))),
    'vong-quay-2024': page('pages.luckyWheel2024', 'luckyWheel', lazyData((m) => m.rewardData.wheel(data, 'vong-quay-2024'))),
    'vong-quay-may-man/lich-su': page('pages.luckyWheelHistory', 'wheelHistory'),
    'gio-vang-san-uu-dai': page('pages.goldenHour', 'goldenHours', lazyData((m) => m.rewardData.golden(data))),
    'gio-vang-san-uu-dai-chi-tiet/:id': page('pages.goldenHourDetail', 'goldenHourDetail', lazyData((m) => m.rewardData.goldenDetail(data))),
    'gio-vang-san-uu-dai/:id': page('pages.goldenHourDetail', 'goldenHourDetail', lazyData((m) => m.rewardData.goldenDetail(data))),
    'yours-the-best': page('pages.yoursTheBest', 'yoursTheBest', lazyData((m) => m.rewardData.best(data))),
    'yours-the-best-detail/:id': page('pages.yoursTheBestDetail', 'yoursTheBestDetail', lazyData((m) => m.rewardData.bestDetail(data))),
    'yours-the-best/:id': page('pages.yoursTheBestDetail', 'yoursTheBestDetail', lazyData((m) => m.rewardData.bestDetail(data))),
    'style-master': page('pages.styleMaster', 'styleMaster', lazyData((m) => m.styleMasterData(data))),
    'top-tho-cat-trong-thang': page('pages.topStylists', 'topStylists', lazyData((m) => m.topStylistsData(data))),
    'cat-toc-tai-nha': page('pages.homeHaircut', 'homeHaircut', lazyData((m) => m.homeHaircutData(data))),
    'chinh-sach-bao-mat': contentRoute('chinh-sach-bao-mat', 'pages.privacy'),
    'dieu-kien-giao-dich-chung': contentRoute('dieu-kien-giao-dich-chung', 'pages.terms'),
    'giay-phep-giao-duc-nghe-nghiep': contentRoute('giay-phep-giao-duc-nghe-nghiep', 'pages.license'),
    'thong-tin-cuoc-thi': page('pages.contest', 'contest', lazyData((m) => m.contestData(data))),
    'thong-tin-cuoc-thi/bang-xep-hang': page('pages.contestRanking', 'contestRanking', lazyData((m) => m.contestRankingData(data))),
    'lien-he-nhuong-quyen': page('pages.franchise', 'franchise', lazyData((m) => m.recruitmentData(data, 'figures'))),
    'contact-advertising': page('pages.advertising', 'advertising', lazyData((m) => m.recruitmentData(data, 'figures'))),
    'recruitment': page('pages.recruitment', 'salonJobs', lazyData((m) => m.recruitmentData(data, 'salonJobs'))),
    'recruitment/:slug': { ...page('pages.recruitment', 'jobPage', lazyData((m) => m.recruitmentData(data, 'job'))), head: lazyHead((m) => m.jobHead) },
    'recruitment-office': page('pages.recruitmentOffice', 'officeJobs', lazyData((m) => m.recruitmentData(data, 'officeJobs'))),
    'delete-account': page('pages.deleteAccount', 'deleteAccount'),
    'xac-nhan-thay-doi-dvsp/:id': page('pages.serviceChange', 'serviceChange', lazyData((m) => m.serviceChangeData(data))),
    'phong-an-ve-dep-trai/:id': contentRoute('phong-an-ve-dep-trai/:id', 'pages.handsomeSeal'),
    'tin-tuc': page('pages.news', 'newsPage', lazyData((m) => m.newsData(data))),
    'tin-tuc/:slug': contentRoute('tin-tuc/:slug', 'pages.contentArticle'),
    'nhan-vien': page('pages.floor', 'floorPage'),
    'quan-tri': page('pages.floor', 'backofficePage'),
    'quan-tri/*': page('pages.floor', 'backofficePage'),
  };
};

/** A page route's lazy part: its page module (component, error boundary) and handle. */
export async function pageRoute(path: PagePath, data: RouteData): Promise<Awaited<ReturnType<pages.LazyPage>> & { handle: PageHandle }> {
  const { titleKey, page: name, head } = routeTable(data)[path];
  return { ...(await pages[name]()), handle: { titleKey, page: name, source: pages[name].source, head } satisfies PageHandle };
}

/** A page route's loader (page-paths.ts): the page's own from route-loaders.ts, or none. */
export const pageLoader = (path: PagePath, data: RouteData): LoaderFunction => routeTable(data)[path].loader ?? (() => null);
