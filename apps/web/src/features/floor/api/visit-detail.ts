import type { z } from 'zod';
import type { ZVisitDetail } from '@shine/shared/schemas/floor';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const visitDetailKey = (bookingId: number) => ['staff', 'visit', bookingId] as const;

/** GET /api/v1/staff/visits/:bookingId: the customer, his services, note, preferences and photos, for the stylist. */
export const useVisitDetail = (bookingId: number, enabled: boolean) =>
  useQuery({
    queryKey: visitDetailKey(bookingId),
    queryFn: () => apiRequest<z.infer<typeof ZVisitDetail>>(`/v1/staff/visits/${bookingId}`, { staff: true }),
    enabled,
  });
