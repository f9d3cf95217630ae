import type { TContentKind } from '@shine/shared/schemas/content-pages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** GET /api/v1/content/pages?kind=: the published pages of a list (summaries). */
export const listContentPages = (kind: TContentKind, signal?: AbortSignal) => callApi('GET /api/v1/content/pages', { query: { kind: [kind] }, signal });

export const contentListQueryOptions = (kind: TContentKind) =>
  queryOptions({
    queryKey: ['content', 'list', kind],
    queryFn: ({ signal }) => listContentPages(kind, signal),
    staleTime: 10 * 60_000,
  });

export const useContentList = (kind: TContentKind) => useQuery(contentListQueryOptions(kind));
