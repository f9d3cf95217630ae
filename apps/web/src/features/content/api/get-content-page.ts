import type { Lang } from '@shine/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** GET /api/v1/content/page?path=&lang=: one published page of the content store (sanitised HTML body), in English where it has one. */
export const getContentPage = (path: string, lang: Lang, signal?: AbortSignal) =>
  callApi('GET /api/v1/content/page', { signal, query: lang === 'en' ? { path, lang } : { path } });

export const contentPageQueryOptions = (path: string, lang: Lang) =>
  queryOptions({
    queryKey: ['content', 'page', path, lang],
    queryFn: ({ signal }) => getContentPage(path, lang, signal),
    staleTime: 10 * 60_000,
  });

/** While a page loads in the language just chosen, the page stays as it was (no skeleton in place of the text being read). */
export const useContentPage = (path: string, lang: Lang) => useQuery({ ...contentPageQueryOptions(path, lang), placeholderData: keepPreviousData });
