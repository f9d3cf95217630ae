import type { Lang } from '@shine/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** GET /api/v1/membership/order-v2: one of the caller's orders as the server holds it. */
export const getOrder = (orderId: number, lang: Lang, signal?: AbortSignal) => callApi('GET /api/v1/membership/order-v2', { query: { orderId, lang }, signal });

/** Polls every 2 s while the order waits for the gateway's IPN (at most ~1 minute, then the page says so). */
export const orderQueryOptions = (customerId: number, orderId: number, lang: Lang) =>
  queryOptions({
    queryKey: ['membership', 'order', customerId, orderId, lang],
    queryFn: ({ signal }) => getOrder(orderId, lang, signal),
    enabled: customerId > 0 && orderId > 0,
    retry: false,
    refetchInterval: (query) => (query.state.data?.status === 'pending' && query.state.dataUpdateCount < 30 ? 2000 : false),
  });

export const useOrder = (customerId: number, orderId: number, lang: Lang) => useQuery(orderQueryOptions(customerId, orderId, lang));
