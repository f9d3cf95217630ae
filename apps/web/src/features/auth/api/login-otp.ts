import { apiRequest } from '../../../lib/api-client';
import type { LoginResult } from '../types';

/** POST /api/v1/auth/login-otp: logs in (or registers) with the 6-digit code. */
export const loginOtp = (phone: string, otp: string) =>
  apiRequest<LoginResult>('/v1/auth/login-otp', { method: 'POST', body: { phone, otp } });
