import type { THomeContent } from '@shine/shared/schemas/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/**
 * GET /api/v1/content/home: banners and layout sections of the home page (spec 'getDataHomeV2').
 * The API checks this response against ZHomeContent before it leaves the server; parsing it again
 * here would put zod (~27 KB gzip) into the home bundle, so the client only guards the lists.
 */
export async function getHomeContent(signal?: AbortSignal): Promise<THomeContent> {
  const data: Partial<THomeContent> | null = await callApi('GET /api/v1/content/home', { signal });
  return { banners: data?.banners ?? [], sections: data?.sections ?? [] };
}

export const homeContentQueryOptions = () =>
  queryOptions({
    queryKey: ['content', 'home'],
    queryFn: ({ signal }) => getHomeContent(signal),
    staleTime: 5 * 60_000,
  });

export const useHomeContent = () => useQuery(homeContentQueryOptions());
