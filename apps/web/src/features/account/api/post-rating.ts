import { apiRequest } from '../../../lib/api-client';

/** POST /api/v1/customer/rating: stars 1-5 and an optional comment for a past visit. */
export const postRating = (body: { bookingId: number; stars: number; comment?: string }) =>
  apiRequest<unknown>('/v1/customer/rating', { method: 'POST', body });
