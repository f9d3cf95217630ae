import { apiRequest } from '../../../lib/api-client';

export interface VerifyPhoneResult {
  isNewUser: boolean;
  captchaRequired: boolean;
}

/** POST /api/v1/auth/verify: is the phone a new customer, and must the password step show a captcha. */
export const verifyPhone = (phone: string) => apiRequest<VerifyPhoneResult>('/v1/auth/verify', { method: 'POST', body: { phone } });
