import type { TImageReportState } from '@shine/shared/schemas/customer';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** PUT /api/v1/customer/report-wrong-image (spec §7): this after-cut photo of his visit is not him. */
export const useReportWrongImage = () =>
  useMutation({
    mutationFn: (body: { bookingId: number; imageId: number }) => apiRequest<TImageReportState>('/v1/customer/report-wrong-image', { method: 'PUT', body }),
  });
