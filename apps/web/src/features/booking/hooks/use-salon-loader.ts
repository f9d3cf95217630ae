import { useQuery } from '@tanstack/react-query';
import { useEffect, type Dispatch } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { ApiError } from '../../../lib/api-client';
import { useSalon } from '../api/get-salon';
import { serviceKeys } from '../../services/api/keys';
import type { BookingAction, BookingState } from '../model/booking-reducer';
import { pickServices } from '../model/pick-services';
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
  // The service step's own list (its key and fetcher, loaded with that step's chunk when a link brings
  // services): resolving them fetches what that step then shows.
  const params = { salonId: state.salonId, phone: state.phone, lang } as const;
  const list = useQuery({
    queryKey: serviceKeys.list(params),
    queryFn: ({ signal }) => import('../../services/api/get-service-list').then((api) => api.getServiceList(params, signal)),
    enabled: pending.length > 0 && state.salonId > 0,
    staleTime: serviceKeys.listStaleMs,
  });
  useEffect(() => {
    if (pending.length > 0 && list.data) dispatch({ type: 'pendingServicesResolved', chosen: pickServices(list.data.data, pending) });
  }, [pending, list.data, dispatch]);
}
