import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { salonKeys } from './keys';

/** fetchAllSalon: every salon as a card (the chooser's full list and the id → salon lookups). */
export const getAllSalons = (phone: string, signal?: AbortSignal) =>
  callApi('GET /api/v1/booking/fetchAllSalon', { query: { phone: phone || undefined }, signal });

export const allSalonsQueryOptions = (phone: string) =>
  queryOptions({ queryKey: salonKeys.all(phone), queryFn: ({ signal }) => getAllSalons(phone, signal), staleTime: 5 * 60_000 });

export const useAllSalons = (phone: string, enabled = true) => useQuery({ ...allSalonsQueryOptions(phone), enabled });
