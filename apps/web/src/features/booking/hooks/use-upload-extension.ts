import '../locales';
import { ERROR_TOAST_MS } from '@shine/shared';
import { useCallback } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../components/ui/toast-store';
import { ApiError } from '../../../lib/api-client';
import { uploadBookingImages } from '../api/upload-booking-images';
import { bookingExtension } from '../model/booking-extension';
import { bookingToken } from '../model/booking-tokens';
import { useBooking } from './booking-context';

/**
 * Sends step 6 (photos, skinner, note, switches) for the booking just made, with this browser's booking
 * token. Resolves false after showing the failure, so the customer stays on step 6 and can try again.
 */
export function useUploadExtension(): (bookingId: number) => Promise<boolean> {
  const { state } = useBooking();
  const { t: tb } = useTranslation('booking');
  const { t: m } = useTranslation('messages');
  return useCallback(
    async (bookingId: number) => {
      try {
        await uploadBookingImages(bookingExtension(state, bookingId), bookingToken(bookingId));
        return true;
      } catch (error) {
        toast({ title: tb('noticeTitle'), message: error instanceof ApiError ? error.message : m('error.general'), type: 'error', duration: ERROR_TOAST_MS });
        return false;
      }
    },
    [state, tb, m],
  );
}
