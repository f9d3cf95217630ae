import type { Lang } from '@shine/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';

/** GET /api/v1/product/topup: packages on sale and the free amount limits. */
export const getTopupProducts = (lang: Lang, signal?: AbortSignal) => callApi('GET /api/v1/product/topup', { query: { lang }, signal });

export const topupProductsQueryOptions = (lang: Lang = i18n.language === 'en' ? 'en' : 'vi') =>
  queryOptions({ queryKey: ['membership', 'products', lang], queryFn: ({ signal }) => getTopupProducts(lang, signal), staleTime: 5 * 60_000 });

export const useTopupProducts = () => useQuery(topupProductsQueryOptions());
