import { RECENT_CUT_HISTORY_MAX } from '@shine/shared';
import type { THistoryItem } from '@shine/shared/schemas/customer';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** getListHistoryCustomer: the logged-in customer's visits; the 3 latest with a picture feed the photo picker. */
export async function getCutHistoryImages(signal?: AbortSignal): Promise<{ url: string; name: string }[]> {
  const page = await apiRequest<{ items: THistoryItem[] }>('/v1/customer/histories', { query: { pageIndex: 1, pageSize: 5 }, signal });
  return page.items
    .filter((item) => item.finalImage)
    .slice(0, RECENT_CUT_HISTORY_MAX)
    .map((item) => ({ url: item.finalImage ?? '', name: item.createdDate }));
}

export const cutHistoryQueryOptions = (enabled: boolean) =>
  queryOptions({ queryKey: ['booking', 'cut-history'], queryFn: ({ signal }) => getCutHistoryImages(signal), enabled, retry: false });

export const useCutHistoryImages = (enabled: boolean) => useQuery(cutHistoryQueryOptions(enabled));
