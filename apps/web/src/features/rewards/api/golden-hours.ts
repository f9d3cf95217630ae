import type { TClaimResult, TGoldenHour } from '@shine/shared/schemas/rewards';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/v1/golden-hours: deals with their window, status and what is left. */
export const goldenHoursQueryOptions = (who = 0) =>
  queryOptions({
    queryKey: ['rewards', 'golden-hours', 'all', who],
    queryFn: ({ signal }) => apiRequest<TGoldenHour[]>('/v1/golden-hours', { signal }),
    staleTime: 15_000,
  });
export const useGoldenHours = (who: number) => useQuery(goldenHoursQueryOptions(who));

export const goldenHourQueryOptions = (id: number, who = 0) =>
  queryOptions({
    queryKey: ['rewards', 'golden-hours', id, who],
    queryFn: ({ signal }) => apiRequest<TGoldenHour>(`/v1/golden-hours/${id}`, { signal }),
    staleTime: 15_000,
  });
export const useGoldenHour = (id: number, who: number) => useQuery(goldenHourQueryOptions(id, who));

/** POST /api/v1/campaign-customer/one-phone-campaign: one claim per phone, decided by the server. */
export function useClaimGoldenHour() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (dealId: number) => apiRequest<TClaimResult>('/v1/campaign-customer/one-phone-campaign', { method: 'POST', body: { dealId } }),
    onSettled: () => client.invalidateQueries({ queryKey: ['rewards'] }),
  });
}
