import type { TOtpResult } from '@shine/shared/schemas/booking';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { authKeys } from './keys';

/** The server's answer (TOtpResult); a resend refused as too soon is shown as one with no method. */
export type OtpSent = Omit<TOtpResult, 'verificationMethod'> & { verificationMethod: TOtpResult['verificationMethod'] | '' };

/** POST /api/v1/otp/send: a login code, by Zalo then SMS on each resend (spec §4). */
export const sendOtp = (phone: string, purpose: 'login' | 'delete_account' = 'login') =>
  apiRequest<TOtpResult>('/v1/otp/send', { method: 'POST', body: { phone, purpose } });

/** The login modal's code (the account page sends its own for deletion). */
export const useSendLoginOtp = () => useMutation({ mutationKey: authKeys.loginStep('send-otp'), mutationFn: (phone: string) => sendOtp(phone) });
