import { useMutation } from '@tanstack/react-query';
import { callApi, type ApiData } from '../../../lib/api-client';
import { authKeys } from './keys';

export type VerifyPhoneResult = ApiData<'POST /api/v1/auth/verify'>;

/** POST /api/v1/auth/verify: is the phone a new customer, and must the password step show a captcha. */
export const verifyPhone = (phone: string) => callApi('POST /api/v1/auth/verify', { body: { phone } });

export const useVerifyPhone = () => useMutation({ mutationKey: authKeys.loginStep('verify'), mutationFn: verifyPhone });
