import { queryOptions } from '@tanstack/react-query';
import { callApi, type ApiData } from '../../../lib/api-client';

/** What anyone may learn about a phone's upcoming booking: that it exists, day (DD-MM-YYYY), hour, salon. */
export type BookingExists = ApiData<'GET /api/v1/booking/lookup'>[number];

/**
 * GET /api/v1/booking/lookup?phone=: the lookup popup for anyone. Only day, hour and salon of each
 * upcoming booking (no id, stylist, price or address); seeing or changing more needs the login.
 * Rate-limited per IP: 429 with a message.
 */
export const lookupBookings = (phone: string, signal?: AbortSignal) => callApi('GET /api/v1/booking/lookup', { query: { phone }, signal });

export const bookingLookupQueryOptions = (phone: string) =>
  queryOptions({
    queryKey: ['account', 'booking-lookup', phone],
    queryFn: ({ signal }) => lookupBookings(phone, signal),
    staleTime: 0,
  });
