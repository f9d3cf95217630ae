import type { TAdminSalon } from '@shine/shared/schemas/backoffice';
import { callApi } from '../../../lib/api-client';
import { postForm } from '../../../lib/post-form';
import { salonsKey, useAdminWrite } from './admin-data';

// A salon's gallery in the back office (issue 32): photos uploaded as chosen (the server re-encodes them to
// WebP), their order, the video (a YouTube link or an MP4 file). The uploads are multipart: no contract.

const base = (id: number) => `/v1/admin/salons/${id}`;
const files = (name: string, list: File[]) => {
  const form = new FormData();
  for (const file of list) form.append(name, file, file.name);
  return form;
};

export const useUploadSalonPhotos = (id: number) =>
  useAdminWrite((list: File[]) => postForm<TAdminSalon>(`${base(id)}/photos`, files('photos', list)), [salonsKey]);
/** The photos in their new order; one left out is removed. */
export const useArrangeSalonPhotos = (id: number) =>
  useAdminWrite((photos: string[]) => callApi('PUT /api/v1/admin/salons/:id/photos', { params: { id }, body: { photos } }), [salonsKey]);
export const useUploadSalonVideo = (id: number) =>
  useAdminWrite((file: File) => postForm<TAdminSalon>(`${base(id)}/video`, files('video', [file])), [salonsKey]);
/** A YouTube link, or null for no video. */
export const useSetSalonVideo = (id: number) =>
  useAdminWrite((link: string | null) => callApi('PUT /api/v1/admin/salons/:id/video', { params: { id }, body: { link } }), [salonsKey]);
