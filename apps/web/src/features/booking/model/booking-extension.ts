import type { BookingExtension } from '../api/upload-booking-images';
import type { Selection } from './booking-selection';

type ExtensionFields = Pick<Selection, 'skinnerId' | 'acceptMakePhoto' | 'muonCaoMat' | 'note' | 'images'>;

/** What step 6 'Chia sẻ mong muốn' sends for a booking: photos, skinner, note and the two switches. */
export function bookingExtension(state: ExtensionFields, bookingId: number): BookingExtension {
  return {
    bookingId,
    skinnerId: state.skinnerId,
    acceptMakePhoto: state.acceptMakePhoto,
    muonCaoMat: state.muonCaoMat,
    note: state.note.trim(),
    photos: state.images.flatMap((image) => (image?.kind === 'local' ? [{ url: image.url, name: image.name }] : [])),
    files: state.images.flatMap((image) => (image?.kind === 'upload' ? [image.blob] : [])),
  };
}

/**
 * The customer filled something on step 6 (a photo, a note, a skinner, or changed a switch), so the
 * OTP confirmation must still send it (spec §4: the extension step uploads, then goes to success).
 */
export const hasExtension = (state: ExtensionFields): boolean =>
  state.images.some(Boolean) || state.note.trim() !== '' || state.skinnerId > 0 || !state.acceptMakePhoto || state.muonCaoMat;
