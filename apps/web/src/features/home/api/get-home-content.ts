import type { THomeContent } from '@shine/shared/schemas/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, type ApiData } from '../../../lib/api-client';

/**
 * GET /api/v1/content/home: banners and layout sections of the home page (spec 'getDataHomeV2').
 * The API checks this response against ZHomeContent before it leaves the server; parsing it again
 * here would put zod (~27 KB gzip) into the home bundle, so the client only guards the lists.
 */
export async function getHomeContent(signal?: AbortSignal): Promise<THomeContent> {
  // apiRequest, not callApi: home's first-visit JavaScript is at its budget (120 KB gzip) and callApi is not in it.
  const data = await apiRequest<Partial<ApiData<'GET /api/v1/content/home'>> | null>('/v1/content/home', { signal });
  return { banners: data?.banners ?? [], sections: data?.sections ?? [] };
}

export const homeContentQueryOptions = () =>
  queryOptions({
    queryKey: ['content', 'home'],
    queryFn: ({ signal }) => getHomeContent(signal),
    staleTime: 5 * 60_000,
  });

export const useHomeContent = () => useQuery(homeContentQueryOptions());
