import type { TSalonCard } from '@shine/shared/schemas/salon';
import { apiRequest } from '../../../lib/api-client';

/** booking/salon-near: salons nearest first with distance and travel time (30 kept when over 10). */
export const getNearbySalons = (point: { latitude: number; longitude: number }) =>
  apiRequest<TSalonCard[]>('/v1/booking/salon-near', { query: point });
