import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/**
 * GET /api/v1/booking?phone=: the logged-in customer's upcoming bookings (home panel, the lookup popup
 * after login). Login required: anonymous 401, another phone than the logged-in one 403; so only
 * called with the logged-in customer's own phone.
 */
export const getUpcomingBookings = (phone: string, signal?: AbortSignal) => callApi('GET /api/v1/booking', { query: { phone }, signal });

export const upcomingBookingsQueryOptions = (phone: string) =>
  queryOptions({
    queryKey: ['account', 'bookings', phone],
    queryFn: ({ signal }) => getUpcomingBookings(phone, signal),
    enabled: Boolean(phone),
    staleTime: 30_000,
  });
