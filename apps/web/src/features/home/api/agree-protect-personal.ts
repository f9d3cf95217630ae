import { apiRequest } from '../../../lib/api-client';

/** POST /api/v1/customer/agree-protect-personal: records the privacy consent of a phone (postAgreeProtectPersonalInfo). */
export const agreeProtectPersonal = (phone: string) =>
  apiRequest<unknown>('/v1/customer/agree-protect-personal', { method: 'POST', body: { phone }, keepalive: true });
