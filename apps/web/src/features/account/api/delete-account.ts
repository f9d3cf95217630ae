import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** POST /api/v1/customer/delete-account: deletes (anonymises) the logged-in customer's account. */
export const deleteAccount = (otp: string) => callApi('POST /api/v1/customer/delete-account', { body: { otp } });

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
