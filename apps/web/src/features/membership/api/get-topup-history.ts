import type { Lang } from '@shine/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const HISTORY_PAGE_SIZE = 10;

/** GET /api/v1/customer/topup/history: wallet, orders and one page of ledger entries. */
export const getTopupHistory = (pageIndex: number, lang: Lang, signal?: AbortSignal) =>
  callApi('GET /api/v1/customer/topup/history', { query: { pageIndex, pageSize: HISTORY_PAGE_SIZE, lang }, signal });

export const topupHistoryQueryOptions = (customerId: number, pageIndex: number, lang: Lang) =>
  queryOptions({
    queryKey: ['membership', 'history', customerId, pageIndex, lang],
    queryFn: ({ signal }) => getTopupHistory(pageIndex, lang, signal),
    enabled: customerId > 0,
    placeholderData: keepPreviousData,
  });

export const useTopupHistory = (customerId: number, pageIndex: number, lang: Lang) => useQuery(topupHistoryQueryOptions(customerId, pageIndex, lang));
