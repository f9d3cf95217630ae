import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** PUT /api/v1/customer/report-wrong-image (spec §7): this after-cut photo of his visit is not him. */
export const useReportWrongImage = () =>
  useMutation({
    mutationFn: (body: { bookingId: number; imageId: number }) => callApi('PUT /api/v1/customer/report-wrong-image', { body }),
  });
