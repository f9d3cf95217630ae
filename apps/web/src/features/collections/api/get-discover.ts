import type { Lang } from '@shine/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useAccessToken } from '../../../lib/auth-token';

/**
 * The feed and a post carry the logged-in customer's `liked`: the token is part of their keys, so the
 * server's anonymous answer (no token) is what hydration renders, and the customer's follows.
 */
export const discoverKeys = {
  all: ['discover'] as const,
  feed: (page: number, token: string | null) => ['discover', 'feed', page, token] as const,
  post: (id: number, lang: Lang, token: string | null) => ['discover', 'post', id, lang, token] as const,
};

export const discoverFeedQueryOptions = (page: number, token: string | null) =>
  queryOptions({
    queryKey: discoverKeys.feed(page, token),
    queryFn: ({ signal }) => callApi('GET /api/v1/discovers', { query: { page }, signal }),
    staleTime: 60_000,
  });

export const discoverPostQueryOptions = (id: number, lang: Lang, token: string | null) =>
  queryOptions({
    queryKey: discoverKeys.post(id, lang, token),
    queryFn: ({ signal }) => callApi('GET /api/v1/discovers/:id', { params: { id }, query: { lang }, signal }),
    staleTime: 60_000,
  });

export function useDiscoverFeed(page: number) {
  const token = useAccessToken();
  return useQuery({ ...discoverFeedQueryOptions(page, token), placeholderData: (previous) => previous });
}

export function useDiscoverPost(id: number, lang: Lang) {
  const token = useAccessToken();
  return useQuery({ ...discoverPostQueryOptions(id, lang, token), placeholderData: (previous) => previous });
}
