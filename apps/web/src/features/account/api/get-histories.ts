import { HISTORY_PAGE_SIZE } from '@shine/shared/rules/constants';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { HistoryPage } from '../types';

/** GET /api/v1/customer/histories: past visits, 5 a page (spec §9). */
export const getHistories = (pageIndex: number, signal?: AbortSignal) =>
  apiRequest<HistoryPage>('/v1/customer/histories', { query: { pageIndex, pageSize: HISTORY_PAGE_SIZE }, signal });

export const historiesQueryOptions = (pageIndex: number) =>
  queryOptions({
    queryKey: ['account', 'histories', pageIndex],
    queryFn: ({ signal }) => getHistories(pageIndex, signal),
    placeholderData: keepPreviousData,
  });
