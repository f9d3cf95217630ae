import type { Lang } from '@shine/shared';
import type { TServicePageKind } from '@shine/shared/schemas/collections';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** GET /api/v1/service-pages/:kind: the page's texts and its services grouped as in the booking picker. */
export const getServicePage = (kind: TServicePageKind, lang: Lang, signal?: AbortSignal) =>
  callApi('GET /api/v1/service-pages/:kind', { params: { kind }, query: { lang }, signal });

export const servicePageQueryOptions = (kind: TServicePageKind, lang: Lang) =>
  queryOptions({
    queryKey: ['collections', 'service-page', kind, lang],
    queryFn: ({ signal }) => getServicePage(kind, lang, signal),
    staleTime: 5 * 60_000,
  });

export const useServicePage = (kind: TServicePageKind, lang: Lang) =>
  useQuery({ ...servicePageQueryOptions(kind, lang), placeholderData: (previous) => previous });
