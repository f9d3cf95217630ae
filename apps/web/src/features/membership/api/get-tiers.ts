import type { TTiers } from '@shine/shared/schemas/membership';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/v1/membership/tiers: thresholds and perks of every tier (public). */
export const getTiers = (signal?: AbortSignal) => apiRequest<TTiers>('/v1/membership/tiers', { signal });

export const tiersQueryOptions = () => queryOptions({ queryKey: ['membership', 'tiers'], queryFn: ({ signal }) => getTiers(signal), staleTime: 10 * 60_000 });

export const useTiers = () => useQuery(tiersQueryOptions());
