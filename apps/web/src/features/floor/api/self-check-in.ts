import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import type { EnrolledTablet } from '../model/device-key';

/** POST /api/v1/staff/salons/:salonId/self-check-in from the enrolled kiosk tablet: the customer's phone. */
export const useSelfCheckIn = (tablet: EnrolledTablet | null) =>
  useMutation({
    mutationFn: (phone: string) =>
      callApi('POST /api/v1/staff/salons/:salonId/self-check-in', {
        params: { salonId: tablet?.salonId ?? 0 },
        body: { phone },
        headers: { 'X-Device-Key': tablet?.credential ?? '' },
      }),
  });
