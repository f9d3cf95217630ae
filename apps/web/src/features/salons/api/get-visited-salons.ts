import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { salonKeys } from './keys';

/** getSalonHasCameNew: ids of the salons the logged-in customer visited, most recent first. */
export const getVisitedSalons = (customerPhone: string, signal?: AbortSignal) =>
  callApi('GET /api/v1/booking/getSalonHasCameNew', { query: { customerPhone: customerPhone || undefined }, signal });

export const visitedSalonsQueryOptions = (phone: string, enabled: boolean) =>
  queryOptions({ queryKey: salonKeys.visited(phone), queryFn: ({ signal }) => getVisitedSalons(phone, signal), enabled });

export const useVisitedSalons = (phone: string, enabled: boolean) => useQuery(visitedSalonsQueryOptions(phone, enabled));
