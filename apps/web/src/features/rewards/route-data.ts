import type { TRewardDetail } from '@shine/shared/schemas/rewards';
import { BRAND } from '../../lib/constants';
import type { PageHandle } from '../../lib/page-handle';
import { pageNotFound, pageQueryLoader } from '../../lib/page-not-found';
import { queryLoader, type RouteData } from '../../lib/route-data';
import { bestLookListQueryOptions, bestLookQueryOptions } from './api/best-look';
import { goldenHourQueryOptions, goldenHoursQueryOptions } from './api/golden-hours';
import { rewardArchiveQueryOptions, rewardGroupsQueryOptions, rewardQueryOptions } from './api/rewards';
import { wheelQueryOptions } from './api/wheel';

// Offers pages (issue 13): the server HTML holds the rewards, deals, wheel prizes and looks. Loaded with the
// first of them (routes.ts).

/** An id from the path (a positive whole number) or a 404 page. */
const idParam = (value: string | undefined) => {
  const id = Number(value);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw pageNotFound();
  return id;
};

export const rewardListData = (data: RouteData) => queryLoader(data, () => [rewardGroupsQueryOptions()]);
export const rewardDetailData = (data: RouteData) => pageQueryLoader(data, (_url, params) => [rewardQueryOptions(idParam(params.id))]);
export const rewardArchiveData = (data: RouteData) => queryLoader(data, () => [rewardArchiveQueryOptions()]);
export const goldenHoursData = (data: RouteData) => queryLoader(data, () => [goldenHoursQueryOptions()]);
export const goldenHourData = (data: RouteData) => pageQueryLoader(data, (_url, params) => [goldenHourQueryOptions(idParam(params.id))]);
export const wheelData = (data: RouteData, slug: string) => queryLoader(data, () => [wheelQueryOptions(slug)]);
export const bestLooksData = (data: RouteData) => queryLoader(data, () => [bestLookListQueryOptions()]);
export const bestLookData = (data: RouteData) => pageQueryLoader(data, (_url, params) => [bestLookQueryOptions(idParam(params.id))]);

/** A reward page's title and description name the reward. */
export const rewardHead: NonNullable<PageHandle['head']> = ({ queryClient, params }) => {
  const reward = queryClient.getQueryData<TRewardDetail>(rewardQueryOptions(Number(params.id)).queryKey);
  if (!reward) return null;
  return { title: `${reward.title} | ${BRAND}`, description: `${reward.title}. ${reward.validity}. ${reward.campaign?.name ?? ''}`.trim() };
};
