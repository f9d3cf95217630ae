import type { TSalonDetail } from '@shine/shared/schemas/salon';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { bookingKeys } from './keys';

/** GET /api/v1/salon/:id: the salon card plus map, parking map and receptionist. */
export const getSalon = (salonId: number, signal?: AbortSignal) => apiRequest<TSalonDetail>(`/v1/salon/${salonId}`, { signal });

export const salonQueryOptions = (salonId: number) =>
  queryOptions({ queryKey: bookingKeys.salon(salonId), queryFn: ({ signal }) => getSalon(salonId, signal), enabled: salonId > 0, staleTime: 5 * 60_000 });

export const useSalon = (salonId: number) => useQuery(salonQueryOptions(salonId));
