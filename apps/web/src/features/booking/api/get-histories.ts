import { HISTORY_PAGE_SIZE } from '@shine/shared/rules/constants';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi, type ApiData } from '../../../lib/api-client';

/** A page of the customer's past visits (spec §3 "Customer history item"). */
export type HistoryPage = ApiData<'GET /api/v1/customer/histories'>;

/**
 * GET /api/v1/customer/histories: past visits, 5 a page (spec §9). The account's history page and the
 * booking photo picker's recent cuts share this fetcher and its cache entry.
 */
export const getHistories = (pageIndex: number, signal?: AbortSignal) =>
  callApi('GET /api/v1/customer/histories', { query: { pageIndex, pageSize: HISTORY_PAGE_SIZE }, signal });

export const historiesQueryOptions = (pageIndex: number) =>
  queryOptions({
    queryKey: ['account', 'histories', pageIndex],
    queryFn: ({ signal }) => getHistories(pageIndex, signal),
    placeholderData: keepPreviousData,
  });
