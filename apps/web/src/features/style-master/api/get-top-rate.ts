import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { styleMasterKeys } from './get-posts';

/** GET /api/v1/rating/top-rate-history: a month's top stylists ('' = this month), the first `pageSize`. */
export const getTopRate = (month: string, pageSize: number, signal?: AbortSignal) =>
  callApi('GET /api/v1/rating/top-rate-history', { query: { month: month || undefined, pageIndex: 1, pageSize }, signal });

export const topRateQueryOptions = (month: string, pageSize: number) =>
  queryOptions({ queryKey: styleMasterKeys.topRate(month, pageSize), queryFn: ({ signal }) => getTopRate(month, pageSize, signal), staleTime: 60_000 });

export const useTopRate = (month: string, pageSize: number) => useQuery({ ...topRateQueryOptions(month, pageSize), placeholderData: keepPreviousData });
