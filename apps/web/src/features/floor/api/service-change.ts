import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/**
 * POST /api/v1/staff/service-changes: the new list of services of a visit, proposed to the customer, who
 * confirms it on his phone (/xac-nhan-thay-doi-dvsp/{token}); the visit takes it only then.
 */
export const useProposeServiceChange = (bookingId: number) =>
  useMutation({
    mutationFn: (serviceIds: number[]) => callApi('POST /api/v1/staff/service-changes', { body: { bookingId, serviceIds } }),
  });
