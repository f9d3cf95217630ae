import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const visitDetailKey = (bookingId: number) => ['staff', 'visit', bookingId] as const;

/** GET /api/v1/staff/visits/:bookingId: the customer, his services, note, preferences and photos, for the stylist. */
export const useVisitDetail = (bookingId: number, enabled: boolean) =>
  useQuery({
    queryKey: visitDetailKey(bookingId),
    queryFn: () => callApi('GET /api/v1/staff/visits/:bookingId', { params: { bookingId } }),
    enabled,
  });
