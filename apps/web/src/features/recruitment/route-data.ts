import type { TJobDetail } from '@shine/shared/schemas/recruitment';
import type { LoaderFunction } from 'react-router';
import { BRAND } from '../../lib/constants';
import type { PageHandle } from '../../lib/page-handle';
import { pageNotFound, pageQueryLoader } from '../../lib/page-not-found';
import { queryLoader, type RouteData } from '../../lib/route-data';
import { figuresQueryOptions } from './api/get-figures';
import { jobQueryOptions } from './api/get-job';
import { jobsQueryOptions } from './api/list-jobs';
import { filtersFromUrl, jobTitle } from './model/job-filters';

// The loaders of the franchise, partner and recruitment routes, loaded with the first of them (routes.ts
// imports this file lazily, so the home bundle carries none of it).

export const recruitmentLoaders = (data: RouteData): Record<'figures' | 'salonJobs' | 'officeJobs' | 'job', LoaderFunction> => ({
  /** Franchise and partner pages: the chain's figures. */
  figures: queryLoader(data, () => [figuresQueryOptions()]),
  /** Job lists: the jobs of the URL's filters. */
  salonJobs: queryLoader(data, (url) => [jobsQueryOptions(filtersFromUrl('salon', url.searchParams))]),
  officeJobs: queryLoader(data, (url) => [jobsQueryOptions(filtersFromUrl('office', url.searchParams))]),
  /** A job page; an unknown or closed job is a 404 page. */
  job: pageQueryLoader(data, (_url, params) => {
    if (!params.slug || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(params.slug)) throw pageNotFound();
    return [jobQueryOptions(params.slug)];
  }),
});

/** A job page's title and description name the job and where it is, from the job its loader fetched. */
export const jobHead: NonNullable<PageHandle['head']> = ({ queryClient, params, meta }) => {
  const job = queryClient.getQueryData<TJobDetail>(jobQueryOptions(params.slug ?? '').queryKey);
  if (!job) return null;
  return {
    title: `${jobTitle(job)} | ${BRAND}`,
    description: meta('recruitmentJob', { title: job.title, location: job.location, min: job.payMin / 1_000_000, max: job.payMax / 1_000_000 }),
  };
};
