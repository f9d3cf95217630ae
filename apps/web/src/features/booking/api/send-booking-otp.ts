import type { ZOtpResult } from '@shine/shared/schemas/booking';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type OtpResult = z.infer<typeof ZOtpResult>;

/** getOpt: sends the code confirming a held booking (zalo, sms, call in turn). */
export const sendBookingOtp = (input: { bookingId: number; customerPhone: string; lang: 'vi' | 'en' }) =>
  apiRequest<OtpResult>('/v1/booking/otp', { method: 'POST', body: input });
