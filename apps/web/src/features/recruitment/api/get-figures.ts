import type { TFranchiseFigures } from '@shine/shared/schemas/recruitment';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/v1/sti-connects/figures: the chain in figures (salons, provinces, stylists...). */
export const figuresQueryOptions = () =>
  queryOptions({
    queryKey: ['recruitment', 'figures'],
    queryFn: ({ signal }) => apiRequest<TFranchiseFigures>('/v1/sti-connects/figures', { signal }),
    staleTime: 10 * 60_000,
  });

export const useFigures = () => useQuery(figuresQueryOptions());
