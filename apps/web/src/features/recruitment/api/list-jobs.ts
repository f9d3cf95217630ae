import type { TJobList } from '@shine/shared/schemas/recruitment';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { JobFilters } from '../model/job-filters';

/** GET /api/v1/recruitment/jobs: open jobs of a kind with the filter choices and their counts. */
export const jobsQueryOptions = (filters: JobFilters) =>
  queryOptions({
    queryKey: ['recruitment', 'jobs', filters],
    queryFn: ({ signal }) =>
      apiRequest<TJobList>('/v1/recruitment/jobs', {
        signal,
        query: {
          kind: filters.kind,
          provinceId: filters.provinceId || undefined,
          salonId: filters.salonId || undefined,
          position: filters.position || undefined,
        },
      }),
    staleTime: 5 * 60_000,
  });

export const useJobs = (filters: JobFilters) => useQuery({ ...jobsQueryOptions(filters), placeholderData: keepPreviousData });
