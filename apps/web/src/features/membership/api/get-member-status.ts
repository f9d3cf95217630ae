import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** GET /api/v1/membership/status: the logged-in customer's tier, spend, what is left, wallet. */
export const getMemberStatus = (signal?: AbortSignal) => callApi('GET /api/v1/membership/status', { signal });

export const memberStatusQueryOptions = (customerId: number) =>
  queryOptions({ queryKey: ['membership', 'status', customerId], queryFn: ({ signal }) => getMemberStatus(signal), enabled: customerId > 0 });

export const useMemberStatus = (customerId: number) => useQuery(memberStatusQueryOptions(customerId));
