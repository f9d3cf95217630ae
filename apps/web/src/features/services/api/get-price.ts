import type { TPriceResult } from '@shine/shared/schemas/campaign';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface PriceParams {
  salonId: number;
  /** DD-MM-YYYY */
  dateBook: string;
  serviceIds: number[];
  campaignId: number | null;
}

/** POST /api/v1/booking/price: the totals of the chosen services with the campaign's benefit. */
export const getPrice = (p: PriceParams, signal?: AbortSignal) =>
  apiRequest<TPriceResult>('/v1/booking/price', {
    method: 'POST',
    body: { salonId: p.salonId, dateBook: p.dateBook, services: p.serviceIds, campaignId: p.campaignId },
    signal,
  });

/** Asked only when a campaign is chosen; without one the list prices are the totals. */
export const usePrice = (p: PriceParams) =>
  useQuery({
    ...queryOptions({
      queryKey: ['services', 'price', p.salonId, p.dateBook, p.serviceIds.join(','), p.campaignId],
      queryFn: ({ signal }) => getPrice(p, signal),
    }),
    enabled: p.campaignId !== null && p.salonId > 0 && p.serviceIds.length > 0,
    placeholderData: keepPreviousData,
  });
