import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { salonKeys } from './keys';

/** GET /api/v1/customer/places: the logged-in customer's saved places and the salon serving each at home. */
export const placesQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: salonKeys.places(),
    queryFn: ({ signal }) => callApi('GET /api/v1/customer/places', { signal }),
    enabled,
  });

export const usePlaces = (enabled: boolean) => useQuery(placesQueryOptions(enabled));
