import { useMutation } from '@tanstack/react-query';
import { callApi, type ApiData } from '../../../lib/api-client';
import { authKeys } from './keys';

type OtpResult = ApiData<'POST /api/v1/otp/send'>;

/** The server's answer; a resend refused as too soon is shown as one with no method. */
export type OtpSent = Omit<OtpResult, 'verificationMethod'> & { verificationMethod: OtpResult['verificationMethod'] | '' };

/** POST /api/v1/otp/send: a login code, by Zalo then SMS on each resend (spec §4). */
export const sendOtp = (phone: string, purpose: 'login' | 'delete_account' = 'login') => callApi('POST /api/v1/otp/send', { body: { phone, purpose } });

/** The login modal's code (the account page sends its own for deletion). */
export const useSendLoginOtp = () => useMutation({ mutationKey: authKeys.loginStep('send-otp'), mutationFn: (phone: string) => sendOtp(phone) });
