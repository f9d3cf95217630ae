import { TOP_STYLIST_PAGE_SIZE } from '@shine/shared/rules/constants';
import { i18n } from '../../lib/i18n';
import { queryLoader, type RouteData } from '../../lib/route-data';
import { contestQueryOptions, leaderboardQueryOptions } from './api/get-contest';
import { postsQueryOptions } from './api/get-posts';
import { topRateQueryOptions } from './api/get-top-rate';
import { monthFromQuery } from './model/months';

// Style Master, top stylists and the contest: their first screen in the server HTML (lists as a visitor sees them).

const contentLang = () => (i18n.language === 'en' ? 'en' : 'vi');
export const styleMasterData = (data: RouteData) => queryLoader(data, () => [postsQueryOptions(TOP_STYLIST_PAGE_SIZE)]);
export const topStylistsData = (data: RouteData) =>
  queryLoader(data, (url) => [topRateQueryOptions(monthFromQuery(url.searchParams.get('month')), TOP_STYLIST_PAGE_SIZE)]);
export const contestData = (data: RouteData) => queryLoader(data, () => [contestQueryOptions(contentLang())]);
export const contestRankingData = (data: RouteData) => queryLoader(data, () => [leaderboardQueryOptions(contentLang())]);
