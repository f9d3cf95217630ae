import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface DeleteOtpSent {
  success: boolean;
  message: string;
  allowResendAfterSeconds: number;
  verificationMethod: string;
}

/** POST /api/v1/customer/delete-account/otp: the code that confirms deleting the account. */
export const sendDeleteOtp = () => apiRequest<DeleteOtpSent>('/v1/customer/delete-account/otp', { method: 'POST' });

export const useSendDeleteOtp = () => useMutation({ mutationFn: sendDeleteOtp });
