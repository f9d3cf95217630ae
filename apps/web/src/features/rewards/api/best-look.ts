import type { TBestLookCampaign, TBestLookDetail } from '@shine/shared/schemas/rewards';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const bestLookListQueryOptions = () =>
  queryOptions({
    queryKey: ['rewards', 'best-look'],
    queryFn: ({ signal }) => apiRequest<TBestLookCampaign[]>('/v1/yours-the-best', { signal }),
    staleTime: 300_000,
  });
export const useBestLookList = () => useQuery(bestLookListQueryOptions());

export const bestLookQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['rewards', 'best-look', id],
    queryFn: ({ signal }) => apiRequest<TBestLookDetail>(`/v1/yours-the-best/${id}`, { signal }),
    staleTime: 300_000,
  });
export const useBestLook = (id: number) => useQuery(bestLookQueryOptions(id));
