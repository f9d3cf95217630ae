import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { BookingRecord } from '../model/booking-types';

/** GET /api/v1/booking/:id?phone=: the booking for the success page (owner only). */
export const getBooking = (bookingId: number, phone: string, signal?: AbortSignal) =>
  apiRequest<BookingRecord>(`/v1/booking/${bookingId}`, { query: { phone: phone || undefined }, signal });

export const bookingQueryOptions = (bookingId: number, phone: string) =>
  queryOptions({ queryKey: ['booking', 'detail', bookingId, phone], queryFn: ({ signal }) => getBooking(bookingId, phone, signal), enabled: bookingId > 0, retry: false });

export const useBookingRecord = (bookingId: number, phone: string, initial?: BookingRecord) =>
  useQuery({ ...bookingQueryOptions(bookingId, phone), initialData: initial?.bookingId === bookingId ? initial : undefined });
