import type { Lang } from '@shine/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** GET /api/v1/collections: the signature and themed collections. */
export const collectionListQueryOptions = (lang: Lang) =>
  queryOptions({
    queryKey: ['collections', 'list', lang],
    queryFn: ({ signal }) => callApi('GET /api/v1/collections', { query: { lang }, signal }),
    staleTime: 5 * 60_000,
  });

/** GET /api/v1/collections/:slug: a collection and its styles (404 when unknown). */
export const collectionQueryOptions = (slug: string, lang: Lang) =>
  queryOptions({
    queryKey: ['collections', 'detail', slug, lang],
    queryFn: ({ signal }) => callApi('GET /api/v1/collections/:slug', { params: { slug }, query: { lang }, signal }),
    staleTime: 5 * 60_000,
  });

/** GET /api/v1/lookbooks: every lookbook with its styles. */
export const lookbooksQueryOptions = (lang: Lang) =>
  queryOptions({
    queryKey: ['collections', 'lookbooks', lang],
    queryFn: ({ signal }) => callApi('GET /api/v1/lookbooks', { query: { lang }, signal }),
    staleTime: 5 * 60_000,
  });

const keep = <T>(previous: T | undefined) => previous;
export const useCollectionList = (lang: Lang) => useQuery({ ...collectionListQueryOptions(lang), placeholderData: keep });
export const useCollection = (slug: string, lang: Lang) => useQuery({ ...collectionQueryOptions(slug, lang), placeholderData: keep });
export const useLookbooks = (lang: Lang) => useQuery({ ...lookbooksQueryOptions(lang), placeholderData: keep });
