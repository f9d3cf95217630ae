import { apiRequest } from '../../../lib/api-client';

/** POST /api/v1/booking/postCode: claims a promo code into the vouchers of the customer logged in as the booking phone. */
export const postCode = (code: string, phone: string, lang: 'vi' | 'en') =>
  apiRequest<{ campaignId: number }>('/v1/booking/postCode', { method: 'POST', body: { code: code.trim(), phone, lang } });
