import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { RatingPrompt } from '../types';

/** GET /api/v1/customer/rating/check: a recent visit waiting for its rating, or null. */
export const getRatingCheck = (signal?: AbortSignal) => apiRequest<RatingPrompt | null>('/v1/customer/rating/check', { signal });

export const ratingCheckQueryOptions = () => queryOptions({ queryKey: ['account', 'rating-check'], queryFn: ({ signal }) => getRatingCheck(signal) });
