import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/v1/customer/delete-account: deletes (anonymises) the logged-in customer's account. */
export const deleteAccount = (otp: string) => apiRequest<unknown>('/v1/customer/delete-account', { method: 'POST', body: { otp } });

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
