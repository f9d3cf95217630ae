import { apiRequest } from '../../../lib/api-client';

/** POST /api/v1/booking/postCode: claims a promo code into the logged-in customer's vouchers. */
export const postCode = (code: string, lang: 'vi' | 'en') =>
  apiRequest<{ campaignId: number }>('/v1/booking/postCode', { method: 'POST', body: { code: code.trim(), lang } });
