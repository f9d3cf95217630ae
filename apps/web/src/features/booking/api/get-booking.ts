import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { bookingTokenHeaders } from '../model/booking-tokens';
import type { BookingRecord } from '../model/booking-types';

/**
 * GET /api/v1/booking/:id: the booking for the success page. Only for the browser holding its
 * booking token (X-Booking-Token) or the owner logged in; anyone else gets 404.
 */
export const getBooking = (bookingId: number, token: string, signal?: AbortSignal) =>
  callApi('GET /api/v1/booking/:id', { params: { id: bookingId }, headers: bookingTokenHeaders(token), signal });

/** Keys of a booking's detail: one per key and viewer, all of them under `detail(bookingId)`. */
export const bookingDetailKeys = {
  detail: (bookingId: number) => ['booking', 'detail', bookingId] as const,
  view: (bookingId: number, token: string, viewer: string) => [...bookingDetailKeys.detail(bookingId), token, viewer] as const,
};

/** `viewer` (the logged-in phone, or '') is in the key: logging in asks again with the new session. */
export const bookingQueryOptions = (bookingId: number, token: string, viewer: string) =>
  queryOptions({
    queryKey: bookingDetailKeys.view(bookingId, token, viewer),
    queryFn: ({ signal }) => getBooking(bookingId, token, signal),
    enabled: bookingId > 0 && Boolean(token || viewer),
    retry: false,
  });

export const useBookingRecord = (bookingId: number, token: string, viewer: string, initial?: BookingRecord) =>
  useQuery({ ...bookingQueryOptions(bookingId, token, viewer), initialData: initial?.bookingId === bookingId ? initial : undefined });
