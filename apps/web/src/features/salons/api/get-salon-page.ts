import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** GET /api/v1/salon/:id/page: the salon, its hours, this week's stylists, free hours, nearby salons. */
export const getSalonPage = (salonId: number, signal?: AbortSignal) => callApi('GET /api/v1/salon/:id/page', { params: { id: salonId }, signal });

export const salonPageQueryOptions = (salonId: number) =>
  queryOptions({
    queryKey: ['salons', 'page', salonId],
    queryFn: ({ signal }) => getSalonPage(salonId, signal),
    // Free hours change with every booking: a minute old at most.
    staleTime: 60_000,
  });

export const useSalonPage = (salonId: number) => useQuery({ ...salonPageQueryOptions(salonId), enabled: salonId > 0 });
