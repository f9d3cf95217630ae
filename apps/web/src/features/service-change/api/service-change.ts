import type { TServiceChangeDecision } from '@shine/shared/schemas/service-change';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

const keys = { view: (token: string) => ['service-change', token] as const };

/** GET /api/v1/service-changes/{token}: the proposal the link in the customer's message points to. */
export const serviceChangeQueryOptions = (token: string) =>
  queryOptions({
    queryKey: keys.view(token),
    queryFn: ({ signal }) => callApi('GET /api/v1/service-changes/:token', { params: { token }, signal }),
    retry: false,
  });
export const useServiceChange = (token: string) => useQuery(serviceChangeQueryOptions(token));

/** POST /api/v1/service-changes/{token}: accept or decline, once; the answer is the proposal as it now stands. */
export function useDecideServiceChange(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (decision: TServiceChangeDecision) => callApi('POST /api/v1/service-changes/:token', { params: { token }, body: { decision } }),
    onSuccess: (view) => client.setQueryData(keys.view(token), view),
    // Refused (answered elsewhere, expired, replaced): show the proposal as the server now has it.
    onError: () => client.invalidateQueries({ queryKey: keys.view(token) }),
  });
}
