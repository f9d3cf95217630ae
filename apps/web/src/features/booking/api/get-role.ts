import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type ApiData } from '../../../lib/api-client';
import { bookingKeys } from './keys';

export type BookingRoleData = ApiData<'GET /api/v1/booking/role'>;

/** Role fetch (spec §6): member type and the date options, days beyond the role inactive. */
export const getRole = (phone: string, salonId: number, signal?: AbortSignal) =>
  callApi('GET /api/v1/booking/role', { query: { phone: phone || undefined, salonId }, signal });

export const roleQueryOptions = (phone: string, salonId: number) =>
  queryOptions({ queryKey: bookingKeys.role(phone, salonId), queryFn: ({ signal }) => getRole(phone, salonId, signal), enabled: salonId > 0 });

/** A failed role fetch leaves the role null and shows nothing (spec §8). */
export const useRole = (phone: string, salonId: number) => useQuery(roleQueryOptions(phone, salonId));
