import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type CallInput, type Endpoints } from '../../../lib/api-client';
import { salonKeys } from './keys';

/** The search's query: keyword, province, district, the two toggles, and a point to sort by distance. */
export type SalonFilter = NonNullable<CallInput<Endpoints['GET /api/v1/salon/salon-filter']>['query']>;

/** salon/salon-filter: search by keyword (accent-insensitive), province, district and the two toggles. */
export const filterSalons = (filter: SalonFilter, signal?: AbortSignal) =>
  callApi('GET /api/v1/salon/salon-filter', {
    query: { ...filter, parking: filter.parking || undefined, businessClass: filter.businessClass || undefined },
    signal,
  });

export const filterSalonsQueryOptions = (filter: SalonFilter, enabled: boolean) =>
  queryOptions({ queryKey: salonKeys.filter(filter), queryFn: ({ signal }) => filterSalons(filter, signal), enabled, placeholderData: keepPreviousData });

/** The keyword a page opened with (`?q=`, the search form sent before the scripts ran): trimmed, at most 100 characters. */
export const searchKeyword = (search: URLSearchParams): string => (search.get('q') ?? '').trim().slice(0, 100);

/** A keyword search with the toggles off: what the finder asks first, and the server renders for `?q=`. */
export const keywordSearchQueryOptions = (keyword: string) => filterSalonsQueryOptions({ keyword, parking: false, businessClass: false }, keyword !== '');

export const useFilterSalons = (filter: SalonFilter, enabled: boolean) => useQuery(filterSalonsQueryOptions(filter, enabled));
