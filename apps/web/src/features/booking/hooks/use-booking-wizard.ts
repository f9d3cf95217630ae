import { formatDateBook, stepFromQuery, zonedToday } from '@shine/shared';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { setAccessToken } from '../../../lib/auth-token';
import { useLoginModal } from '../../auth';
import { now } from '../../../lib/clock';
import { readStorage } from '../../../lib/storage';
import { track as postTracking } from '../../../lib/tracking';
import { bookingReducer, initialBookingState, type LinkNotice } from '../model/booking-reducer';
import { activeModal } from '../model/booking-selectors';
import { parseBookingUrl, sameQuery, withSelection } from '../model/booking-url';
import { rememberSalon } from '../model/recent-salons';
import { trackingData } from '../model/tracking-data';
import type { BookingContextValue, BookingMode } from './booking-context';
import { useBookingCustomer } from './use-booking-customer';
import { useSalonLoader } from './use-salon-loader';

/**
 * The wizard: selection state (one reducer, model/booking-reducer.ts) plus its links to the URL
 * (phone, salonId, step, stylistId are written back; browser back/forward moves between steps).
 */
export function useBookingWizard(mode: BookingMode): BookingContextValue {
  const [search, setSearch] = useSearchParams();
  const customer = useBookingCustomer();
  const [today] = useState(() => formatDateBook(zonedToday(now())));
  const [url] = useState(() => parseBookingUrl(search, readStorage('session', 'source')));
  const carried = (useLocation().state as { linkNotice?: LinkNotice } | null)?.linkNotice ?? null;
  const [state, dispatch] = useReducer(bookingReducer, undefined, () => initialBookingState(url, today, carried));
  const written = useRef(search.toString());

  // A host app may hand over its session token in the URL (it is dropped from the URL right after).
  useEffect(() => {
    if (url.token) setAccessToken(url.token);
  }, [url.token]);

  useEffect(() => {
    if (search.toString() !== written.current) {
      // Back/forward or a link to /booking: follow the URL's step (not once the booking exists).
      written.current = search.toString();
      const step = stepFromQuery(search.get('step'));
      if (!state.booking && step !== state.step) dispatch({ type: 'goStep', step });
      return;
    }
    const next = withSelection(search, { phone: state.phone, salonId: state.salonId, step: state.step, stylistId: state.stylistId });
    if (sameQuery(next, search)) return;
    const newStep = stepFromQuery(search.get('step')) !== state.step && state.step < 6;
    written.current = next.toString();
    setSearch(next, { replace: !newStep });
  }, [search, setSearch, state.phone, state.salonId, state.step, state.stylistId, state.booking]);

  useSalonLoader(state, dispatch, today);

  // Name popup (spec §4): a logged-in customer booking for his own phone who has no name yet, once.
  const askedName = useRef(false);
  useEffect(() => {
    if (askedName.current || state.popup || !customer.loggedIn || customer.name || !state.phone || customer.phone !== state.phone) return;
    askedName.current = true;
    dispatch({ type: 'popupOpened', popup: 'name' });
  }, [customer.loggedIn, customer.name, customer.phone, state.phone, state.popup]);

  useEffect(() => {
    if (mode === 'salon' && state.salon) rememberSalon(state.salon);
  }, [mode, state.salon]);

  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  });
  const track = useCallback(
    (eventId: string, extra?: Record<string, unknown>) =>
      postTracking({
        pageId: mode === 'home' ? 'booking-at-home' : 'booking',
        screenId: `step-${stateRef.current.step}`,
        eventId,
        source: url.source ?? undefined,
        utmSource: url.utmSource ?? undefined,
        data: trackingData(stateRef.current, customer.userId),
        extendData: extra,
      }),
    [mode, url.source, url.utmSource, customer.userId],
  );

  useEffect(() => {
    track('start_booking');
  }, [track]);

  const login = useLoginModal();
  const modal = activeModal(state, login.open);

  return { state, dispatch, url, mode, customer, today, modal, track };
}
