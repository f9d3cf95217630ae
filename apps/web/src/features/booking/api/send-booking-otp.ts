import { useMutation } from '@tanstack/react-query';
import { callApi, type ApiData, type CallInput, type Endpoints } from '../../../lib/api-client';
import { bookingTokenHeaders } from '../model/booking-tokens';
import { bookingWriteKeys } from './keys';

export type OtpResult = ApiData<'POST /api/v1/booking/otp'>;
type BookingOtpBody = CallInput<Endpoints['POST /api/v1/booking/otp']>['body'];

/**
 * getOpt: sends the code confirming a held booking (zalo, sms, call in turn), with the booking token.
 * A resend before the countdown ends is HTTP 429 OTP_RESEND_TOO_SOON with `retryAfterSeconds`.
 */
export const sendBookingOtp = (input: BookingOtpBody, token: string) =>
  callApi('POST /api/v1/booking/otp', { body: input, headers: bookingTokenHeaders(token) });

export const useSendBookingOtp = () =>
  useMutation({
    mutationKey: bookingWriteKeys.sendOtp,
    mutationFn: ({ input, token }: { input: BookingOtpBody; token: string }) => sendBookingOtp(input, token),
  });
