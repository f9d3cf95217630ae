import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { BookingRecord } from '../model/booking-types';
import { useBooking } from './booking-context';

/** Navigation state of the success page (spec §2: booking data and total money carried along). */
export interface SuccessState {
  booking: BookingRecord;
  totalMoney: number;
  phone: string;
}

export const successPath = (mode: 'salon' | 'home', bookingId: number): string =>
  `${mode === 'home' ? '/booking-at-home/success' : '/booking/success'}?bookingId=${bookingId}`;

/** Goes to the success page of the booking just made (replacing the wizard in history). */
export function useGoSuccess(): (booking?: BookingRecord) => void {
  const { state, mode } = useBooking();
  const navigate = useNavigate();
  return useCallback(
    (latest?: BookingRecord) => {
      const booking = latest ?? state.booking;
      if (!booking) return;
      const carried: SuccessState = { booking, totalMoney: booking.totalMoney, phone: state.phone };
      void navigate(successPath(mode, booking.bookingId), { replace: true, state: carried });
    },
    [navigate, mode, state.booking, state.phone],
  );
}
