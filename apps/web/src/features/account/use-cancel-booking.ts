import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/ui/toast-store';
import { cancelBooking } from './api/cancel-booking';
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
  const [pendingId, setPendingId] = useState<number | null>(null);
  const inFlight = useRef(false);

  async function cancel(bookingId: number): Promise<void> {
    if (inFlight.current) return;
    inFlight.current = true;
    setPendingId(bookingId);
    try {
      await cancelBooking(bookingId);
      setCanceled((previous) => new Set(previous).add(bookingId));
      toast({ title: msg('booking.cancelTitle'), message: msg('booking.cancelSuccess'), type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['account', 'wait-time'] });
    } catch {
      toast({ title: msg('booking.cancelTitle'), message: msg('booking.notExist'), type: 'warning' });
      await queryClient.invalidateQueries({ queryKey: upcomingBookingsQueryOptions(phone).queryKey });
    } finally {
      inFlight.current = false;
      setPendingId(null);
    }
  }

  return { canceled, pendingId, cancel };
}
