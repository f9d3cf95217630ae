import { useEffect, type Dispatch } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { ApiError } from '../../../lib/api-client';
import { useSalon } from '../api/get-salon';
import { pickServices, useServiceList } from '../api/get-service-list';
import type { BookingAction, BookingState } from '../model/booking-reducer';
import { firstBookableDateBook, toSalonSummary } from '../model/salon-summary';

/**
 * Fills in a salon known only by id (URL, stylist's salon, move-salon) and the URL's pre-chosen
 * services once that salon's catalogue is known. An unknown salon id resets to "no salon".
 */
export function useSalonLoader(state: BookingState, dispatch: Dispatch<BookingAction>, today: string): void {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const salon = useSalon(state.salon ? 0 : state.salonId);

  useEffect(() => {
    if (salon.data) {
      dispatch({ type: 'salonLoaded', salon: toSalonSummary(salon.data), dateBook: firstBookableDateBook(today, salon.data.openingDate) });
    } else if (salon.error instanceof ApiError && salon.error.status === 404) {
      dispatch({ type: 'salonMissing' });
    }
  }, [salon.data, salon.error, dispatch, today]);

  const pending = state.pendingServiceIds;
  const list = useServiceList(state.salonId, state.phone, lang, pending.length > 0);
  useEffect(() => {
    if (pending.length > 0 && list.data) dispatch({ type: 'pendingServicesResolved', chosen: pickServices(list.data, pending) });
  }, [pending, list.data, dispatch]);
}
