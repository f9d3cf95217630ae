import { SAVED_ADDRESS_SALON_LIMIT } from '@shine/shared';
import type { TSalonDistance } from '@shine/shared/schemas/salon';
import { apiRequest } from '../../../lib/api-client';

/** getListSalonFilterCustomerAddress: salons near a saved address or location chip, nearest first. */
export const getAddressSalons = (input: { phone: string; attrId: number; limit?: number }) =>
  apiRequest<TSalonDistance[]>('/v1/booking/getListSalonFilterCustomerAddress', {
    query: { phone: input.phone || undefined, attrId: input.attrId, limit: input.limit ?? SAVED_ADDRESS_SALON_LIMIT },
  });
