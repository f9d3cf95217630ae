import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** GET /api/v1/booking/wait-time: the logged-in customer's wait at the salon today (GetDataBooking). */
export const getWaitTime = (signal?: AbortSignal) => callApi('GET /api/v1/booking/wait-time', { signal });

export const waitTimeQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'wait-time'],
    queryFn: ({ signal }) => getWaitTime(signal),
    // The queue moves: refresh each minute while the home page is open.
    refetchInterval: 60_000,
    staleTime: 30_000,
  });
