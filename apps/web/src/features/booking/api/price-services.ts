import type { TPriceResult } from '@shine/shared/schemas/campaign';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

interface Input {
  salonId: number;
  dateBook: string;
  services: number[];
  campaignId: number | null;
}

/** POST /api/v1/booking/price: the booking's prices on a date, with the campaign when given. */
export const priceServices = (input: Input, signal?: AbortSignal) =>
  apiRequest<TPriceResult>('/v1/booking/price', {
    method: 'POST',
    body: { ...input, services: input.services.join(','), campaignId: input.campaignId ?? undefined },
    signal,
  });

export const priceQueryOptions = (input: Input) =>
  queryOptions({
    queryKey: ['booking', 'price', input],
    queryFn: ({ signal }) => priceServices(input, signal),
    enabled: input.salonId > 0 && input.services.length > 0,
    retry: false,
    placeholderData: keepPreviousData,
  });

export const usePrice = (input: Input) => useQuery(priceQueryOptions(input));
