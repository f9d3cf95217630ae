import { useMutation } from '@tanstack/react-query';
import { callApi, type ApiData } from '../../../lib/api-client';

/** The account route answers the same as every code send (ZOtpResult). */
export type DeleteOtpSent = ApiData<'POST /api/v1/customer/delete-account/otp'>;

/** POST /api/v1/customer/delete-account/otp: the code that confirms deleting the account. */
export const sendDeleteOtp = () => callApi('POST /api/v1/customer/delete-account/otp');

export const useSendDeleteOtp = () => useMutation({ mutationFn: sendDeleteOtp });
