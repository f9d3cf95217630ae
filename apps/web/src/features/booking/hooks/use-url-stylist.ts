import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { nowMs } from '../../../lib/clock';
import type { StylistBookingData } from '../api/get-stylist-booking-data';
import { useBooking } from './booking-context';

/**
 * Rules for a stylist pre-chosen by URL (spec §4): his salon that day becomes the salon (the move-salon
 * popup and the busy-today notice are the wizard's data modals: urlStylistModals); a failed or
 * mismatching answer restarts booking without salon at step 0.
 */
export function useUrlStylistRules(query: UseQueryResult<StylistBookingData>) {
  const { selection, dispatch } = useBooking();
  const navigate = useNavigate();
  const { stylistFromUrl, stylistId, salonId, phone } = selection;
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
    }
  }, [data, stylistId, salonId, dispatch, restart]);

  useEffect(() => {
    if (stylistFromUrl && query.isError) restart(true);
  }, [stylistFromUrl, query.isError, restart]);

  return { closeBusy: () => dispatch({ type: 'modalClosed', kind: 'stylistBusyToday' }), chooseAnother: () => restart(false) };
}
