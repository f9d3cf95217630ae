import type { z } from 'zod';
import type { ZReceipt, ZVietQr, TPaymentMethod } from '@shine/shared/schemas/floor';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/v1/staff/visits/:bookingId/vietqr: the NAPAS VietQR of a finished visit's total, for a transfer. */
export const useVietQr = (bookingId: number, enabled: boolean) =>
  useQuery({
    queryKey: ['staff', 'vietqr', bookingId],
    queryFn: () => apiRequest<z.infer<typeof ZVietQr>>(`/v1/staff/visits/${bookingId}/vietqr`, { staff: true }),
    enabled,
  });

/** POST /api/v1/staff/visits/:bookingId/pay: the visit is paid once (a second tablet gets 409), with its e-invoice. */
export function usePayVisit(salonId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, method }: { bookingId: number; method: TPaymentMethod }) =>
      apiRequest<z.infer<typeof ZReceipt>>(`/v1/staff/visits/${bookingId}/pay`, { method: 'POST', body: { method }, staff: true }),
    onSettled: () => client.invalidateQueries({ queryKey: ['staff', 'day', salonId] }),
  });
}
