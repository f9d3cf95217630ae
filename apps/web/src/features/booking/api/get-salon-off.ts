import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { bookingKeys } from './keys';

/** salon-off: the closing message and backup salons when the salon is closed that day, else '' and []. */
export const getSalonOff = (salonId: number, dateBook: string, signal?: AbortSignal) =>
  callApi('GET /api/v1/booking/salon-off', { query: { salonId, dateBook }, signal });

export const salonOffQueryOptions = (salonId: number, dateBook: string) =>
  queryOptions({ queryKey: bookingKeys.salonOff(salonId, dateBook), queryFn: ({ signal }) => getSalonOff(salonId, dateBook, signal), retry: false });
