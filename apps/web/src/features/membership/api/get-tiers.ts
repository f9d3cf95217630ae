import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** GET /api/v1/membership/tiers: thresholds and perks of every tier (public). */
export const getTiers = (signal?: AbortSignal) => callApi('GET /api/v1/membership/tiers', { signal });

export const tiersQueryOptions = () => queryOptions({ queryKey: ['membership', 'tiers'], queryFn: ({ signal }) => getTiers(signal), staleTime: 10 * 60_000 });

export const useTiers = () => useQuery(tiersQueryOptions());
