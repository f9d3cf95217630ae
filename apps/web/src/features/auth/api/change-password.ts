import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { authKeys } from './keys';

/** POST /api/v1/auth/change-password: sets the 6-digit password of the logged-in customer (step 4). */
export const changePassword = (phone: string, newPassword: string) => callApi('POST /api/v1/auth/change-password', { body: { phone, newPassword } });

export const useChangePassword = () =>
  useMutation({
    mutationKey: authKeys.loginStep('password-set'),
    mutationFn: ({ phone, password }: { phone: string; password: string }) => changePassword(phone, password),
    // The customer now has a password: the cached profile (changePassword, isRegistered) is stale.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: authKeys.me() }),
  });
