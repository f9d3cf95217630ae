import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { salonKeys } from './keys';

/** booking/salon-near: salons nearest first with distance and travel time (30 kept when over 10). */
export const getNearbySalons = (point: { latitude: number; longitude: number }, signal?: AbortSignal) =>
  callApi('GET /api/v1/booking/salon-near', { query: point, signal });

export const nearbySalonsQueryOptions = (point: { latitude: number; longitude: number } | null, enabled: boolean) =>
  queryOptions({ queryKey: salonKeys.nearby(point), queryFn: ({ signal }) => getNearbySalons(point!, signal), enabled: enabled && point !== null });
