import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { toast } from '../../components/ui/toast-store';
import { useCancelBookingMutation } from '../booking';
import { upcomingBookingsQueryOptions } from './api/get-upcoming-bookings';

/**
 * Cancel from a booking card (spec §4 Booking cancel): the card stays, flagged canceled; a second
 * cancel while one is in flight is ignored; a failure warns 'Lịch Không Tồn Tại!' and reloads the list.
 * The cards are the logged-in customer's own (`phone`), so the server knows the owner from the session.
 */
export function useCancelBooking(phone: string) {
  const { t: msg } = useTranslation('messages');
  const queryClient = useQueryClient();
  const [canceled, setCanceled] = useState<ReadonlySet<number>>(() => new Set());
  const mutation = useCancelBookingMutation();
  const pendingId = mutation.isPending ? mutation.variables.bookingId : null;

  /** Settles when the cancel has (the dialog waits for it). */
  async function cancel(bookingId: number): Promise<void> {
    if (mutation.isPending) return;
    await mutation
      .mutateAsync(
        { bookingId },
        {
          onSuccess: () => {
            setCanceled((previous) => new Set(previous).add(bookingId));
            toast({ title: msg('booking.cancelTitle'), message: msg('booking.cancelSuccess'), type: 'success' });
            void queryClient.invalidateQueries({ queryKey: ['account', 'wait-time'] });
          },
          onError: () => {
            toast({ title: msg('booking.cancelTitle'), message: msg('booking.notExist'), type: 'warning' });
            void queryClient.invalidateQueries({ queryKey: upcomingBookingsQueryOptions(phone).queryKey });
          },
        },
      )
      .catch(() => undefined);
  }

  return { canceled, pendingId, cancel };
}
