import { formatDateBook, stepFromQuery, zonedToday } from '@shine/shared';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { setAccessToken } from '../../../lib/auth-token';
import { useQuestionsAsking } from '../../account';
import { useLoginModal } from '../../auth';
import { now } from '../../../lib/clock';
import { readStorage } from '../../../lib/storage';
import { track as postTracking } from '../../../lib/tracking';
import type { LinkNotice } from '../model/booking-actions';
import { bookingReducer, initialBookingState } from '../model/booking-reducer';
import { parseBookingUrl, UrlSync } from '../model/booking-url';
import { rememberSalon } from '../model/recent-salons';
import { trackingData } from '../model/tracking-data';
import { activeModal, urlStylistModals } from '../model/wizard-ui';
import type { BookingContextValue, BookingMode } from './booking-context';
import { useBookingCustomer } from './use-booking-customer';
import { useResolvedSelection } from './use-resolved-selection';
import { useSchedule } from './use-schedule';

/**
 * The wizard: one reducer (model/booking-reducer.ts) holding the selection and the UI apart, the
 * selection completed from server data, and its links to the URL (phone, salonId, step, stylistId are
 * written back; browser back/forward moves between steps).
 */
export function useBookingWizard(mode: BookingMode): BookingContextValue {
  const [search, setSearch] = useSearchParams();
  const customer = useBookingCustomer();
  const [today] = useState(() => formatDateBook(zonedToday(now())));
  const [url] = useState(() => parseBookingUrl(search, readStorage('session', 'source')));
  const carried = (useLocation().state as { linkNotice?: LinkNotice } | null)?.linkNotice ?? null;
  const [state, dispatch] = useReducer(bookingReducer, undefined, () => initialBookingState(url, today, carried));
  const { ui } = state;
  const resolved = useResolvedSelection(state.selection, dispatch, today);
  // Block 3 and what its answers ask for belong to the main screen (step 0).
  const onMain = ui.step === 0;
  const schedule = useSchedule(resolved, { dispatch, url, today, mode, onMain });
  const selection = useMemo(
    () =>
      resolved.dateBook === schedule.dateBook && resolved.hour === schedule.hour ? resolved : { ...resolved, dateBook: schedule.dateBook, hour: schedule.hour },
    [resolved, schedule.dateBook, schedule.hour],
  );
  const [urlSync] = useState(() => new UrlSync(search));

  // A host app may hand over its session token in the URL (it is dropped from the URL right after).
  useEffect(() => {
    if (url.token) setAccessToken(url.token);
  }, [url.token]);

  const { phone, salonId, stylistId, booking } = state.selection;
  useEffect(() => {
    if (urlSync.visitorMoved(search)) {
      // Back/forward or a link to /booking: follow the URL's step (not once the booking exists).
      const step = stepFromQuery(search.get('step'));
      if (!booking && step !== ui.step) dispatch({ type: 'goStep', step });
      return;
    }
    const write = urlSync.write({ phone, salonId, step: ui.step, stylistId });
    if (write) setSearch(write.query, { replace: !write.newStep });
  }, [urlSync, search, setSearch, phone, salonId, ui.step, stylistId, booking]);

  useEffect(() => {
    if (mode === 'salon' && selection.salon) rememberSalon(selection.salon);
  }, [mode, selection.salon]);

  const latest = useRef({ selection, step: ui.step });
  useEffect(() => {
    latest.current = { selection, step: ui.step };
  });
  const track = useCallback(
    (eventId: string, extra?: Record<string, unknown>) =>
      postTracking({
        pageId: mode === 'home' ? 'booking-at-home' : 'booking',
        screenId: `step-${latest.current.step}`,
        eventId,
        source: url.source ?? undefined,
        utmSource: url.utmSource ?? undefined,
        data: trackingData(latest.current.selection, latest.current.step, customer.userId),
        extendData: extra,
      }),
    [mode, url.source, url.utmSource, customer.userId],
  );

  useEffect(() => {
    track('start_booking');
  }, [track]);

  // Name popup (spec §4): a logged-in customer booking for his own phone who has no name yet, once.
  const askName = customer.loggedIn && !customer.name && selection.phone !== '' && customer.phone === selection.phone;
  // The app's own modals go first: the login, then the questions asked after it.
  const loginOpen = useLoginModal().open;
  const questionsAsking = useQuestionsAsking();
  const dataModals = {
    askName,
    servicesDropped: selection.servicesDropped,
    hoursNotice: schedule.hoursNotice,
    ...(onMain ? urlStylistModals(selection, schedule.urlStylist.data, today) : {}),
  };
  const modal = activeModal(ui, dataModals, loginOpen || questionsAsking);

  return { selection, schedule, ui, dispatch, url, mode, customer, today, modal, track };
}
