import { SAVED_ADDRESS_SALON_LIMIT } from '@shine/shared';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { salonKeys } from './keys';

/** getListSalonFilterCustomerAddress: salons near a saved address or location chip, nearest first. */
export const getAddressSalons = (input: { phone: string; attrId: number; limit?: number }, signal?: AbortSignal) =>
  callApi('GET /api/v1/booking/getListSalonFilterCustomerAddress', {
    query: { phone: input.phone || undefined, attrId: input.attrId, limit: input.limit ?? SAVED_ADDRESS_SALON_LIMIT },
    signal,
  });

export const addressSalonsQueryOptions = (phone: string, attrId: number, enabled: boolean) =>
  queryOptions({
    queryKey: salonKeys.nearAddress(phone, attrId),
    queryFn: ({ signal }) => getAddressSalons({ phone, attrId }, signal),
    enabled: enabled && attrId > 0,
  });
