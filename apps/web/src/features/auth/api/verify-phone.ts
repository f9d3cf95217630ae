import type { TVerifyResult } from '@shine/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { authKeys } from './keys';

export type VerifyPhoneResult = TVerifyResult;

/** POST /api/v1/auth/verify: is the phone a new customer, and must the password step show a captcha. */
export const verifyPhone = (phone: string) => apiRequest<VerifyPhoneResult>('/v1/auth/verify', { method: 'POST', body: { phone } });

export const useVerifyPhone = () => useMutation({ mutationKey: authKeys.loginStep('verify'), mutationFn: verifyPhone });
