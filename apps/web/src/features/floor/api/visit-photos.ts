import type { TVisitPhotos } from '@shine/shared/schemas/floor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { downscaleImage } from '../../../lib/downscale-image';
import { postForm } from '../../../lib/post-form';
import { visitDetailKey } from './visit-detail';

/** After-cut photos keep more detail than the booking's hairstyle pictures: they are his history's pictures. */
const FINAL_PHOTO_QUALITY = 0.8;

/** POST /api/v1/staff/visits/:id/photos: the after-cut photos, shrunk on the device first (the server re-encodes them). */
export function useAddVisitPhotos(bookingId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (files: File[]) => {
      const form = new FormData();
      for (const [index, file] of files.entries()) form.append('photos', await downscaleImage(file, FINAL_PHOTO_QUALITY), `after-cut-${index + 1}.jpg`);
      return postForm<TVisitPhotos>(`/v1/staff/visits/${bookingId}/photos`, form);
    },
    onSettled: () => client.invalidateQueries({ queryKey: visitDetailKey(bookingId) }),
  });
}

/** DELETE /api/v1/staff/visits/:id/photos/:imageId: a mistaken photo goes, its file too. */
export function useRemoveVisitPhoto(bookingId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (imageId: number) => callApi('DELETE /api/v1/staff/visits/:bookingId/photos/:imageId', { params: { bookingId, imageId } }),
    onSettled: () => client.invalidateQueries({ queryKey: visitDetailKey(bookingId) }),
  });
}
