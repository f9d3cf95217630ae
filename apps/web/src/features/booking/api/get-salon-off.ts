import type { TSalonOff } from '@shine/shared/schemas/salon';
import { apiRequest } from '../../../lib/api-client';

/** salon-off: the closing message and backup salons when the salon is closed that day, else '' and []. */
export const getSalonOff = (salonId: number, dateBook: string) =>
  apiRequest<TSalonOff>('/v1/booking/salon-off', { query: { salonId, dateBook } });
