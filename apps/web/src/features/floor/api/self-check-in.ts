import type { z } from 'zod';
import type { ZSelfCheckInResult } from '@shine/shared/schemas/floor';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { EnrolledTablet } from '../model/device-key';

/** POST /api/v1/staff/salons/:salonId/self-check-in from the enrolled kiosk tablet: the customer's phone. */
export const useSelfCheckIn = (tablet: EnrolledTablet | null) =>
  useMutation({
    mutationFn: (phone: string) =>
      apiRequest<z.infer<typeof ZSelfCheckInResult>>(`/v1/staff/salons/${tablet?.salonId ?? 0}/self-check-in`, {
        method: 'POST',
        body: { phone },
        headers: { 'X-Device-Key': tablet?.credential ?? '' },
        staff: true,
      }),
  });
