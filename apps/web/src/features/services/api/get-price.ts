import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export interface PriceParams {
  salonId: number;
  /** DD-MM-YYYY */
  dateBook: string;
  serviceIds: number[];
  campaignId: number | null;
}

/** Query keys of the booking's prices: every screen asking the same question shares one answer. */
export const priceKeys = {
  all: ['price'] as const,
  of: (p: PriceParams) => [...priceKeys.all, p.salonId, p.dateBook, p.serviceIds.join(','), p.campaignId] as const,
};

/** POST /api/v1/booking/price: the totals of the chosen services on a date, with the campaign's benefit. */
export const getPrice = (p: PriceParams, signal?: AbortSignal) =>
  callApi('POST /api/v1/booking/price', {
    body: { salonId: p.salonId, dateBook: p.dateBook, services: p.serviceIds, campaignId: p.campaignId ?? undefined },
    signal,
  });

export const priceQueryOptions = (p: PriceParams) =>
  queryOptions({
    queryKey: priceKeys.of(p),
    queryFn: ({ signal }) => getPrice(p, signal),
    // A refused offer is an answer to show (the step drops it), not a failure to retry.
    retry: false,
    placeholderData: keepPreviousData,
  });

/** The prices of the booking's services (step 0, the service step's sticky bar, the voucher step). */
export const usePrice = (p: PriceParams, options: { enabled?: boolean } = {}) =>
  useQuery({ ...priceQueryOptions(p), enabled: (options.enabled ?? true) && p.salonId > 0 && p.serviceIds.length > 0 && Boolean(p.dateBook) });
