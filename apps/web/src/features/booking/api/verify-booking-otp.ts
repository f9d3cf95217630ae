import { useMutation } from '@tanstack/react-query';
import { callApi, type CallInput, type Endpoints } from '../../../lib/api-client';
import { bookingTokenHeaders } from '../model/booking-tokens';
import type { BookingRecord } from '../model/booking-types';
import { bookingWriteKeys } from './keys';

type VerifyOtpBody = CallInput<Endpoints['PUT /api/v1/booking/verify-otp-booking']>['body'];

/** checkOtp: confirms a held booking with its 6-digit code and token; a wrong code rejects with the server message. */
export async function verifyBookingOtp(input: VerifyOtpBody, token: string): Promise<BookingRecord> {
  const data = await callApi('PUT /api/v1/booking/verify-otp-booking', { body: input, headers: bookingTokenHeaders(token) });
  return data.booking;
}

export const useVerifyBookingOtp = () =>
  useMutation({
    mutationKey: bookingWriteKeys.verifyOtp,
    mutationFn: ({ input, token }: { input: VerifyOtpBody; token: string }) => verifyBookingOtp(input, token),
  });
