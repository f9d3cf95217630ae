import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** GET /api/v1/customer/rating/check: a recent visit waiting for its rating, or null. */
export const getRatingCheck = (signal?: AbortSignal) => callApi('GET /api/v1/customer/rating/check', { signal });

export const ratingCheckQueryOptions = () => queryOptions({ queryKey: ['account', 'rating-check'], queryFn: ({ signal }) => getRatingCheck(signal) });
