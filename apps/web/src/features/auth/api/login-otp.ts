import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { authKeys } from './keys';

/** POST /api/v1/auth/login-otp: logs in (or registers) with the 6-digit code. */
export const loginOtp = (phone: string, otp: string) => callApi('POST /api/v1/auth/login-otp', { body: { phone, otp } });

export const useLoginOtp = () =>
  useMutation({ mutationKey: authKeys.loginStep('otp'), mutationFn: ({ phone, otp }: { phone: string; otp: string }) => loginOtp(phone, otp) });
