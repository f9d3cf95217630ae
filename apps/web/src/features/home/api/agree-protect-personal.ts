import type { TConsentBody } from '@shine/shared/schemas/customer';
import { callApi } from '../../../lib/api-client';

/**
 * POST /api/v1/customer/agree-protect-personal: records the privacy consent of a phone with its purpose and the
 * version of the text agreed to (postAgreeProtectPersonalInfo, ADR 012).
 */
export const agreeProtectPersonal = (body: Pick<TConsentBody, 'phone' | 'purpose' | 'textVersion'>) =>
  callApi('POST /api/v1/customer/agree-protect-personal', { body, keepalive: true });
