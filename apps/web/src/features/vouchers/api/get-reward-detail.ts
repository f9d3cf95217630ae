import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { voucherKeys } from './keys';

export interface RewardDetailParams {
  campaignId: number;
  salonId: number;
  serviceIds: number[];
  dateBook: string;
  lang: 'vi' | 'en';
}

/** GET /api/v1/booking/reward-detail: the campaign with salons, sanitised HTML and related services. */
export const getRewardDetail = (p: RewardDetailParams, signal?: AbortSignal) =>
  callApi('GET /api/v1/booking/reward-detail', {
    query: { campaignId: p.campaignId, salonId: p.salonId, services: p.serviceIds, dateBook: p.dateBook || undefined, lang: p.lang },
    signal,
  });

export const useRewardDetail = (p: RewardDetailParams) =>
  useQuery(
    queryOptions({
      queryKey: voucherKeys.detail(p),
      queryFn: ({ signal }) => getRewardDetail(p, signal),
    }),
  );
