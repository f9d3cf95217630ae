import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { salonKeys } from './keys';

/** getSavingLocation: the logged-in customer's saved addresses (4 home, 5 office, 6 frequent place). */
export const getSavedLocations = (phone: string, signal?: AbortSignal) =>
  callApi('GET /api/v1/booking/getSavingLocation', { query: { phone: phone || undefined }, signal });

export const savedLocationsQueryOptions = (phone: string, enabled: boolean) =>
  queryOptions({ queryKey: salonKeys.savedLocations(phone), queryFn: ({ signal }) => getSavedLocations(phone, signal), enabled });

export const useSavedLocations = (phone: string, enabled: boolean) => useQuery(savedLocationsQueryOptions(phone, enabled));
