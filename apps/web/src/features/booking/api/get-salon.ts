import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { bookingKeys } from './keys';

/** GET /api/v1/salon/:id: the salon card plus map, parking map and receptionist. */
export const getSalon = (salonId: number, signal?: AbortSignal) => callApi('GET /api/v1/salon/:id', { params: { id: salonId }, signal });

export const salonQueryOptions = (salonId: number) =>
  queryOptions({ queryKey: bookingKeys.salon(salonId), queryFn: ({ signal }) => getSalon(salonId, signal), enabled: salonId > 0, staleTime: 5 * 60_000 });

export const useSalon = (salonId: number) => useQuery(salonQueryOptions(salonId));
