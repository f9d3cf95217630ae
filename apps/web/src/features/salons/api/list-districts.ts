import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { salonKeys } from './keys';

/** district?cityId: districts of a province with their salon count. */
export const listDistricts = (cityId: number, signal?: AbortSignal) => callApi('GET /api/v1/district', { query: { cityId }, signal });

export const districtsQueryOptions = (cityId: number) =>
  queryOptions({ queryKey: salonKeys.districts(cityId), queryFn: ({ signal }) => listDistricts(cityId, signal), enabled: cityId > 0, staleTime: 30 * 60_000 });

export const useDistricts = (cityId: number) => useQuery(districtsQueryOptions(cityId));
