import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

const reportsKey = (salonId: number) => ['staff', 'image-reports', salonId] as const;

/** GET /api/v1/staff/salons/:salonId/image-reports: after-cut photos customers said are not them, still open. */
export const useImageReports = (salonId: number) =>
  useQuery({
    queryKey: reportsKey(salonId),
    queryFn: () => callApi('GET /api/v1/staff/salons/:salonId/image-reports', { params: { salonId } }),
  });

/** POST .../image-reports/:id/resolve: remove the photo from his history, or keep it. */
export function useResolveImageReport(salonId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'remove' | 'keep' }) =>
      callApi('POST /api/v1/staff/salons/:salonId/image-reports/:id/resolve', { params: { salonId, id }, body: { action } }),
    onSettled: () => client.invalidateQueries({ queryKey: reportsKey(salonId) }),
  });
}
