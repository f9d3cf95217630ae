import type { ZOtpResult } from '@shine/shared/schemas/booking';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { bookingTokenHeaders } from '../model/booking-tokens';

export type OtpResult = z.infer<typeof ZOtpResult>;

/**
 * getOpt: sends the code confirming a held booking (zalo, sms, call in turn), with the booking token.
 * A resend before the countdown ends is HTTP 429 OTP_RESEND_TOO_SOON with `retryAfterSeconds`.
 */
export const sendBookingOtp = (input: { bookingId: number; customerPhone: string; lang: 'vi' | 'en' }, token: string) =>
  apiRequest<OtpResult>('/v1/booking/otp', { method: 'POST', body: input, headers: bookingTokenHeaders(token) });
