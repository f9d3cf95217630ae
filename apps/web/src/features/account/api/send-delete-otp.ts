import type { TOtpResult } from '@shine/shared/schemas/booking';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The account route answers the same as every code send (ZOtpResult). */
export type DeleteOtpSent = TOtpResult;

/** POST /api/v1/customer/delete-account/otp: the code that confirms deleting the account. */
export const sendDeleteOtp = () => apiRequest<DeleteOtpSent>('/v1/customer/delete-account/otp', { method: 'POST' });

export const useSendDeleteOtp = () => useMutation({ mutationFn: sendDeleteOtp });
