import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** GET /api/v1/customer/wallet: the logged-in customer's balance and package visits left. */
export const getWallet = (signal?: AbortSignal) => callApi('GET /api/v1/customer/wallet', { signal });

export const walletQueryOptions = (customerId: number) =>
  queryOptions({ queryKey: ['membership', 'wallet', customerId], queryFn: ({ signal }) => getWallet(signal), enabled: customerId > 0, staleTime: 30_000 });

export const useWallet = (customerId: number) => useQuery(walletQueryOptions(customerId));
