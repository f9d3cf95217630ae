import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { BookingRecord } from '../types';

/** GET /api/v1/booking?phone=: upcoming bookings of a phone (lookup popup, home panel). */
export const getUpcomingBookings = (phone: string, signal?: AbortSignal) =>
  apiRequest<BookingRecord[]>('/v1/booking', { query: { phone }, signal });

export const upcomingBookingsQueryOptions = (phone: string) =>
  queryOptions({
    queryKey: ['account', 'bookings', phone],
    queryFn: ({ signal }) => getUpcomingBookings(phone, signal),
    staleTime: 30_000,
  });
