import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** GET /api/v1/golden-hours: deals with their window, status and what is left. */
export const goldenHoursQueryOptions = (who = 0) =>
  queryOptions({
    queryKey: ['rewards', 'golden-hours', 'all', who],
    queryFn: ({ signal }) => callApi('GET /api/v1/golden-hours', { signal }),
    staleTime: 15_000,
  });
export const useGoldenHours = (who: number) => useQuery(goldenHoursQueryOptions(who));

export const goldenHourQueryOptions = (id: number, who = 0) =>
  queryOptions({
    queryKey: ['rewards', 'golden-hours', id, who],
    queryFn: ({ signal }) => callApi('GET /api/v1/golden-hours/:id', { params: { id }, signal }),
    staleTime: 15_000,
  });
export const useGoldenHour = (id: number, who: number) => useQuery(goldenHourQueryOptions(id, who));

/** POST /api/v1/campaign-customer/one-phone-campaign: one claim per phone, decided by the server. */
export function useClaimGoldenHour() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (dealId: number) => callApi('POST /api/v1/campaign-customer/one-phone-campaign', { body: { dealId } }),
    onSettled: () => client.invalidateQueries({ queryKey: ['rewards'] }),
  });
}
