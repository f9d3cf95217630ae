import type { TTopupProducts } from '@shine/shared/schemas/membership';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';

/** GET /api/v1/product/topup: packages on sale and the free amount limits. */
export const getTopupProducts = (lang: string, signal?: AbortSignal) => apiRequest<TTopupProducts>('/v1/product/topup', { query: { lang }, signal });

export const topupProductsQueryOptions = (lang: string = i18n.language === 'en' ? 'en' : 'vi') =>
  queryOptions({ queryKey: ['membership', 'products', lang], queryFn: ({ signal }) => getTopupProducts(lang, signal), staleTime: 5 * 60_000 });

export const useTopupProducts = () => useQuery(topupProductsQueryOptions());
