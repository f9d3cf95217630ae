import type { TSelfCheckInResult } from '@shine/shared/schemas/floor';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { EnrolledTablet } from '../model/device-key';

/** POST /api/v1/staff/salons/:salonId/self-check-in from the enrolled kiosk tablet: the customer's phone. */
export const useSelfCheckIn = (tablet: EnrolledTablet | null) =>
  useMutation({
    // No contract: the route reads the X-Device-Key header, which a contract does not declare.
    mutationFn: (phone: string) =>
      apiRequest<TSelfCheckInResult>(`/v1/staff/salons/${tablet?.salonId ?? 0}/self-check-in`, {
        method: 'POST',
        body: { phone },
        headers: { 'X-Device-Key': tablet?.credential ?? '' },
        staff: true,
      }),
  });
