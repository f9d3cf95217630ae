import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** GET /api/v1/home-service: the salons that come to customers, their areas and the services' prices. */
export const homeServiceQueryOptions = () =>
  queryOptions({
    queryKey: ['salons', 'home-service'],
    queryFn: ({ signal }) => callApi('GET /api/v1/home-service', { signal }),
    staleTime: 5 * 60_000,
  });

export const useHomeService = () => useQuery(homeServiceQueryOptions());
