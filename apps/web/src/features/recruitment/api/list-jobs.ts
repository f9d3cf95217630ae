import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type ApiData } from '../../../lib/api-client';
import type { JobFilters } from '../model/job-filters';

/** GET /api/v1/recruitment/jobs: open jobs of a kind with the filter choices and their counts. */
export const jobsQueryOptions = (filters: JobFilters) =>
  queryOptions({
    queryKey: ['recruitment', 'jobs', filters],
    queryFn: ({ signal }) =>
      callApi('GET /api/v1/recruitment/jobs', {
        signal,
        query: {
          kind: filters.kind,
          provinceId: filters.provinceId || undefined,
          salonId: filters.salonId || undefined,
          // the filters from the URL keep only known positions
          position: (filters.position || undefined) as ApiData<'GET /api/v1/recruitment/jobs'>['positions'][number]['position'] | undefined,
        },
      }),
    staleTime: 5 * 60_000,
  });

export const useJobs = (filters: JobFilters) => useQuery({ ...jobsQueryOptions(filters), placeholderData: keepPreviousData });
