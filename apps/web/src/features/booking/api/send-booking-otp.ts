import type { TBookingOtpBody, TOtpResult } from '@shine/shared/schemas/booking';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { bookingTokenHeaders } from '../model/booking-tokens';
import { bookingWriteKeys } from './keys';

export type OtpResult = TOtpResult;

/**
 * getOpt: sends the code confirming a held booking (zalo, sms, call in turn), with the booking token.
 * A resend before the countdown ends is HTTP 429 OTP_RESEND_TOO_SOON with `retryAfterSeconds`.
 */
export const sendBookingOtp = (input: TBookingOtpBody, token: string) =>
  apiRequest<OtpResult>('/v1/booking/otp', { method: 'POST', body: input, headers: bookingTokenHeaders(token) });

export const useSendBookingOtp = () =>
  useMutation({
    mutationKey: bookingWriteKeys.sendOtp,
    mutationFn: ({ input, token }: { input: TBookingOtpBody; token: string }) => sendBookingOtp(input, token),
  });
