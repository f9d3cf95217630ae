import { RECENT_CUT_HISTORY_MAX } from '@shine/shared';
import { useQuery } from '@tanstack/react-query';
import { historiesQueryOptions } from './get-histories';

/**
 * The photo picker's recent cuts: the first page of the customer's visits (the account's history page's
 * fetcher and cache entry, dropped with the session), its 3 latest pictures.
 */
export const useCutHistoryImages = (enabled: boolean) =>
  useQuery({
    ...historiesQueryOptions(1),
    enabled,
    retry: false,
    select: (page) =>
      page.items
        .filter((item) => item.finalImage)
        .slice(0, RECENT_CUT_HISTORY_MAX)
        .map((item) => ({ url: item.finalImage ?? '', name: item.createdDate })),
  });
