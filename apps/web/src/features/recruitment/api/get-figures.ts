import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** GET /api/v1/sti-connects/figures: the chain in figures (salons, provinces, stylists...). */
export const figuresQueryOptions = () =>
  queryOptions({
    queryKey: ['recruitment', 'figures'],
    queryFn: ({ signal }) => callApi('GET /api/v1/sti-connects/figures', { signal }),
    staleTime: 10 * 60_000,
  });

export const useFigures = () => useQuery(figuresQueryOptions());
