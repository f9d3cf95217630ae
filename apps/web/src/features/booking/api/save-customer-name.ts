import { apiRequest } from '../../../lib/api-client';

/** saveCustomerName (PUT /api/v1/booking/customer): the logged-in customer names himself. */
export const saveCustomerName = (body: { phone: string; name: string }) =>
  apiRequest<{ name: string }>('/v1/booking/customer', { method: 'PUT', body });
