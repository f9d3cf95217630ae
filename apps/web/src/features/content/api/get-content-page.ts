import type { TContentPage } from '@shine/shared/schemas/content-pages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/v1/content/page?path=: one published page of the content store (sanitised HTML body). */
export const getContentPage = (path: string, signal?: AbortSignal) =>
  apiRequest<TContentPage>(`/v1/content/page?path=${encodeURIComponent(path)}`, { signal });

export const contentPageQueryOptions = (path: string) =>
  queryOptions({
    queryKey: ['content', 'page', path],
    queryFn: ({ signal }) => getContentPage(path, signal),
    staleTime: 10 * 60_000,
  });

export const useContentPage = (path: string) => useQuery(contentPageQueryOptions(path));
