import '../locales';
import { ERROR_TOAST_MS } from '@shine/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../components/ui/toast-store';
import { ApiError } from '../../../lib/api-client';
import { bookingWriteKeys } from '../api/keys';
import { useUploadBookingImages } from '../api/upload-booking-images';
import { bookingExtension } from '../model/booking-extension';
import { bookingToken } from '../model/booking-tokens';
import { useBooking } from './booking-context';

/**
 * Sends step 6 (photos, skinner, note, switches) for the booking just made, with this browser's booking
 * token. `upload` resolves false after showing the failure, so the customer stays on step 6 and can try
 * again, and false at once while a send is already in flight (a double tap sends once).
 */
export function useUploadExtension(): { upload: (bookingId: number) => Promise<boolean>; isPending: boolean; inFlight: () => boolean } {
  const { selection } = useBooking();
  const { t: tb } = useTranslation('booking');
  const { t: m } = useTranslation('messages');
  const queryClient = useQueryClient();
  const mutation = useUploadBookingImages();

  // The mutation cache marks a write pending as it starts: a second tap in the same frame sees it
  // (the component's `isPending` waits for the next render).
  const inFlight = () => queryClient.isMutating({ mutationKey: bookingWriteKeys.upload }) > 0;
  const upload = async (bookingId: number) => {
    if (inFlight()) return false;
    try {
      await mutation.mutateAsync({ input: bookingExtension(selection, bookingId), bookingToken: bookingToken(bookingId) });
      return true;
    } catch (error) {
      toast({ title: tb('noticeTitle'), message: error instanceof ApiError ? error.message : m('error.general'), type: 'error', duration: ERROR_TOAST_MS });
      return false;
    }
  };
  return { upload, isPending: mutation.isPending, inFlight };
}
