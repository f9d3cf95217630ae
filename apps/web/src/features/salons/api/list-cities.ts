import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { salonKeys } from './keys';

/** city/list-city: provinces with their salon count, grouped by region (North, Central, South). */
export const listCities = (signal?: AbortSignal) => callApi('GET /api/v1/city/list-city', { signal });

export const citiesQueryOptions = () => queryOptions({ queryKey: salonKeys.cities(), queryFn: ({ signal }) => listCities(signal), staleTime: 30 * 60_000 });

export const useCities = () => useQuery(citiesQueryOptions());
