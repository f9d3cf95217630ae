import { useMutation } from '@tanstack/react-query';
import { getAccessToken } from '../../../lib/auth-token';
import { postForm } from '../../../lib/post-form';
import { bookingTokenHeaders } from '../model/booking-tokens';
import { bookingWriteKeys } from './keys';

export interface BookingExtension {
  bookingId: number;
  skinnerId: number;
  acceptMakePhoto: boolean;
  muonCaoMat: boolean;
  note: string;
  /** Collection / history pictures: our own local paths. */
  photos: { url: string; name: string }[];
  /** Device uploads, already downscaled to JPEG. */
  files: Blob[];
}

/**
 * UploadImageApi(bookingId): multipart images, skinner, photo consent, shave, collection photos (JSON)
 * and note. Multipart, so it cannot go through the JSON api client; same Bearer token and errors, plus
 * the booking token (X-Booking-Token) of the browser that made the booking.
 */
export async function uploadBookingImages(input: BookingExtension, bookingToken: string): Promise<void> {
  const form = new FormData();
  form.set('skinnerId', String(input.skinnerId));
  form.set('acceptMakePhoto', String(input.acceptMakePhoto));
  form.set('muonCaoMat', String(input.muonCaoMat));
  form.set('note', input.note);
  form.set('photos', JSON.stringify(input.photos));
  input.files.forEach((file, index) => form.append('images', file, `photo-${index + 1}.jpg`));

  const token = getAccessToken();
  await postForm(`/v1/booking/${input.bookingId}/images`, form, {
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...bookingTokenHeaders(bookingToken) },
  });
}

export const useUploadBookingImages = () =>
  useMutation({
    mutationKey: bookingWriteKeys.upload,
    mutationFn: ({ input, bookingToken }: { input: BookingExtension; bookingToken: string }) => uploadBookingImages(input, bookingToken),
  });
