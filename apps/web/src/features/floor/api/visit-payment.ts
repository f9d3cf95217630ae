import type { TPaymentMethod } from '@shine/shared/schemas/floor';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** GET /api/v1/staff/visits/:bookingId/vietqr: the NAPAS VietQR of a finished visit's total, for a transfer. */
export const useVietQr = (bookingId: number, enabled: boolean) =>
  useQuery({
    queryKey: ['staff', 'vietqr', bookingId],
    queryFn: () => callApi('GET /api/v1/staff/visits/:bookingId/vietqr', { params: { bookingId } }),
    enabled,
  });

/** POST /api/v1/staff/visits/:bookingId/pay: the visit is paid once (a second tablet gets 409), with its e-invoice. */
export function usePayVisit(salonId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, method }: { bookingId: number; method: TPaymentMethod }) =>
      callApi('POST /api/v1/staff/visits/:bookingId/pay', { params: { bookingId }, body: { method } }),
    onSettled: () => client.invalidateQueries({ queryKey: ['staff', 'day', salonId] }),
  });
}
