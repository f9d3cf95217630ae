import type { TServiceListResponse } from '@shine/shared/schemas/catalog';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, type Dispatch } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { ApiError } from '../../../lib/api-client';
import { useSalon } from '../api/get-salon';
import { loadServiceList, serviceKeys } from '../../services';
import type { BookingAction } from '../model/booking-actions';
import { resolveSelection, salonDetailId, type Selection, type SelectionState } from '../model/booking-selection';
import { toSalonSummary } from '../model/salon-summary';

/**
 * The selection as the screens read it: a salon known only by id (link, stylist's salon, move-salon)
 * and the link's pre-chosen services come from their queries, never copied into the reducer. An
 * unknown salon id resets to "no salon".
 */
export function useResolvedSelection(state: SelectionState, dispatch: Dispatch<BookingAction>, today: string): Selection {
  const { language } = useTranslation();
  const lang = language === 'en' ? 'en' : 'vi';
  const salon = useSalon(salonDetailId(state));
  const salonDetail = useMemo(() => (salon.data ? toSalonSummary(salon.data) : undefined), [salon.data]);

  const missing = salon.error instanceof ApiError && salon.error.status === 404;
  useEffect(() => {
    if (missing) dispatch({ type: 'salonMissing' });
  }, [missing, dispatch]);

  // The service step's own list (its key and fetcher, loaded with that step's chunk when a link brings
  // services): resolving them fetches what that step then shows.
  const params = { salonId: state.salonId, phone: state.phone, lang } as const;
  const list = useQuery<TServiceListResponse>({
    queryKey: serviceKeys.list(params),
    queryFn: ({ signal }) => loadServiceList().then((api) => api.getServiceList(params, signal)),
    enabled: state.linkServiceIds.length > 0 && state.chosen.length === 0 && state.salonId > 0,
    staleTime: serviceKeys.listStaleMs,
    // Another language or phone asks again: the services stay on screen meanwhile.
    placeholderData: keepPreviousData,
  });
  const serviceList = list.data?.data;

  return useMemo(() => resolveSelection(state, { salonDetail, serviceList, today }), [state, salonDetail, serviceList, today]);
}
