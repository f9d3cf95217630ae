import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** GET /api/v1/recruitment/jobs/:slug: one open job. */
export const jobQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['recruitment', 'job', slug],
    queryFn: ({ signal }) => callApi('GET /api/v1/recruitment/jobs/:slug', { params: { slug }, signal }),
    staleTime: 5 * 60_000,
  });

export const useJob = (slug: string) => useQuery(jobQueryOptions(slug));
