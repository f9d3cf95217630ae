import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { nowMs } from '../../../lib/clock';
import type { StylistBookingData } from '../api/get-stylist-booking-data';
import { useBooking } from './booking-context';

/**
 * Rules for a stylist pre-chosen by URL (spec §4): his salon that day becomes the salon (or, when
 * another salon is already chosen, the move-salon popup asks); busy today opens a notice when a phone
 * is known; a failed or mismatching answer restarts booking without salon at step 0.
 */
export function useUrlStylistRules(query: UseQueryResult<StylistBookingData>) {
  const { selection, dispatch, today } = useBooking();
  const navigate = useNavigate();
  const asked = useRef(false);
  const busyShown = useRef(false);
  const { stylistFromUrl, stylistId, salonId, dateBook, phone } = selection;
  const data = stylistFromUrl ? query.data : undefined;

  /** `unavailable`: the link's stylist is unknown, and the restarted wizard says so. */
  const restart = useCallback(
    (unavailable: boolean) => {
      const search = new URLSearchParams({ phone, salonId: '0', step: '0' });
      if (!phone) search.delete('phone');
      void navigate(`/booking?${search.toString()}`, { replace: true, state: { resetKey: nowMs(), linkNotice: unavailable ? 'stylist' : undefined } });
    },
    [navigate, phone],
  );

  useEffect(() => {
    if (!data) return;
    if (data.info.staffId !== stylistId) {
      restart(true);
    } else if (data.salonId && salonId === 0) {
      dispatch({ type: 'salonIdKnown', salonId: data.salonId });
    } else if (data.salonId && data.salonId !== salonId && !asked.current) {
      asked.current = true;
      dispatch({ type: 'modalOpened', modal: { kind: 'moveSalon', move: { stylistId, stylistName: data.info.staffName, salonId: data.salonId } } });
    }
  }, [data, stylistId, salonId, dispatch, restart]);

  useEffect(() => {
    if (data?.isBusyToday && dateBook === today && phone && !busyShown.current) {
      busyShown.current = true;
      dispatch({ type: 'modalOpened', modal: { kind: 'stylistBusyToday' } });
    }
  }, [data, dateBook, today, phone, dispatch]);

  useEffect(() => {
    if (stylistFromUrl && query.isError) restart(true);
  }, [stylistFromUrl, query.isError, restart]);

  return { closeBusy: () => dispatch({ type: 'modalClosed', kind: 'stylistBusyToday' }), chooseAnother: () => restart(false) };
}
