import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { bookingTokenHeaders } from '../model/booking-tokens';
import type { TVerifiedBooking, TVerifyBookingOtpBody } from '@shine/shared/schemas/booking';
import type { BookingRecord } from '../model/booking-types';
import { bookingWriteKeys } from './keys';

/** checkOtp: confirms a held booking with its 6-digit code and token; a wrong code rejects with the server message. */
export async function verifyBookingOtp(input: TVerifyBookingOtpBody, token: string): Promise<BookingRecord> {
  const data = await apiRequest<TVerifiedBooking>('/v1/booking/verify-otp-booking', { method: 'PUT', body: input, headers: bookingTokenHeaders(token) });
  return data.booking;
}

export const useVerifyBookingOtp = () =>
  useMutation({
    mutationKey: bookingWriteKeys.verifyOtp,
    mutationFn: ({ input, token }: { input: TVerifyBookingOtpBody; token: string }) => verifyBookingOtp(input, token),
  });
