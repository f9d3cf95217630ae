import { apiRequest } from '../../../lib/api-client';

/** POST /api/v1/auth/change-password: sets the 6-digit password of the logged-in customer (step 4). */
export const changePassword = (phone: string, newPassword: string) =>
  apiRequest<{ ok: boolean }>('/v1/auth/change-password', { method: 'POST', body: { phone, newPassword } });
