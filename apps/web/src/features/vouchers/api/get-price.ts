import type { TPriceResult } from '@shine/shared/schemas/campaign';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/v1/booking/price for the campaign being checked (the struck old total beside the new one). */
export function usePrice(p: { salonId: number; dateBook: string; serviceIds: number[]; campaignId: number | null }) {
  return useQuery({
    queryKey: ['vouchers', 'price', p.salonId, p.dateBook, p.serviceIds.join(','), p.campaignId],
    queryFn: ({ signal }) =>
      apiRequest<TPriceResult>('/v1/booking/price', {
        method: 'POST',
        body: { salonId: p.salonId, dateBook: p.dateBook, services: p.serviceIds, campaignId: p.campaignId },
        signal,
      }),
    enabled: p.salonId > 0 && p.serviceIds.length > 0 && Boolean(p.dateBook),
    placeholderData: keepPreviousData,
  });
}
