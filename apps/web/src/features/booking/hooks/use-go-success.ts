import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { bookingToken } from '../model/booking-tokens';
import type { BookingRecord } from '../model/booking-types';
import { useBooking } from './booking-context';

/** Navigation state of the success page (spec §2: booking data and total money carried along). */
export interface SuccessState {
  booking: BookingRecord;
  totalMoney: number;
  phone: string;
}

/**
 * /booking/success?bookingId={id}&key={token}: the key (the booking token) in the address lets a reload,
 * and the same link opened on the customer's other device, show the booking without logging in.
 */
export const successPath = (mode: 'salon' | 'home', bookingId: number, key = ''): string => {
  const query = new URLSearchParams({ bookingId: String(bookingId) });
  if (key) query.set('key', key);
  return `${mode === 'home' ? '/booking-at-home/success' : '/booking/success'}?${query.toString()}`;
};

/** Goes to the success page of the booking just made (replacing the wizard in history). */
export function useGoSuccess(): (booking?: BookingRecord) => void {
  const { selection, mode } = useBooking();
  const navigate = useNavigate();
  return useCallback(
    (latest?: BookingRecord) => {
      const booking = latest ?? selection.booking;
      if (!booking) return;
      const carried: SuccessState = { booking, totalMoney: booking.totalMoney, phone: selection.phone };
      void navigate(successPath(mode, booking.bookingId, bookingToken(booking.bookingId)), { replace: true, state: carried });
    },
    [navigate, mode, selection.booking, selection.phone],
  );
}
