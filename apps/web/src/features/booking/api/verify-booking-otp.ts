import { apiRequest } from '../../../lib/api-client';
import { bookingTokenHeaders } from '../model/booking-tokens';
import type { BookingRecord } from '../model/booking-types';

/** checkOtp: confirms a held booking with its 6-digit code and token; a wrong code rejects with the server message. */
export async function verifyBookingOtp(input: { bookingId: number; phone: string; code: string; lang: 'vi' | 'en' }, token: string): Promise<BookingRecord> {
  const data = await apiRequest<{ booking: BookingRecord }>('/v1/booking/verify-otp-booking', { method: 'PUT', body: input, headers: bookingTokenHeaders(token) });
  return data.booking;
}
