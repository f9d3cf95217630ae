import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const bestLookListQueryOptions = () =>
  queryOptions({
    queryKey: ['rewards', 'best-look'],
    queryFn: ({ signal }) => callApi('GET /api/v1/yours-the-best', { signal }),
    staleTime: 300_000,
  });
export const useBestLookList = () => useQuery(bestLookListQueryOptions());

export const bestLookQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['rewards', 'best-look', id],
    queryFn: ({ signal }) => callApi('GET /api/v1/yours-the-best/:id', { params: { id }, signal }),
    staleTime: 300_000,
  });
export const useBestLook = (id: number) => useQuery(bestLookQueryOptions(id));
