import { apiRequest } from '../../../lib/api-client';
import type { CreateBookingBody } from '../model/booking-payload';
import type { BookingRecord } from '../model/booking-types';

/**
 * booKingV2 (POST /api/v1/booking). Errors are ApiError: 409 STYLIST_BUSY / SALON_FULL with the
 * spec's text, 403 BOOKING_EXISTS (log in to change), 400 with a message.
 */
export async function createBooking(body: CreateBookingBody): Promise<BookingRecord> {
  const data = await apiRequest<{ booking: BookingRecord }>('/v1/booking', { method: 'POST', body });
  return data.booking;
}
