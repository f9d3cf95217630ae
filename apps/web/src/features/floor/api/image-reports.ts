import type { z } from 'zod';
import type { ZImageReports, ZResolvedImageReport } from '@shine/shared/schemas/floor';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const reportsKey = (salonId: number) => ['staff', 'image-reports', salonId] as const;

/** GET /api/v1/staff/salons/:salonId/image-reports: after-cut photos customers said are not them, still open. */
export const useImageReports = (salonId: number) =>
  useQuery({
    queryKey: reportsKey(salonId),
    queryFn: () => apiRequest<z.infer<typeof ZImageReports>>(`/v1/staff/salons/${salonId}/image-reports`, { staff: true }),
  });

/** POST .../image-reports/:id/resolve: remove the photo from his history, or keep it. */
export function useResolveImageReport(salonId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'remove' | 'keep' }) =>
      apiRequest<z.infer<typeof ZResolvedImageReport>>(`/v1/staff/salons/${salonId}/image-reports/${id}/resolve`, {
        method: 'POST',
        body: { action },
        staff: true,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: reportsKey(salonId) }),
  });
}
