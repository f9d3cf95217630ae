import type { TServiceCategory } from '@shine/shared/schemas/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { ChosenService } from '../model/booking-types';

/** service-list-v5: the salon's catalogue (used here to resolve `chosenService` ids of the URL). */
export async function getServiceList(salonId: number, phone: string, lang: 'vi' | 'en', signal?: AbortSignal) {
  return apiRequest<TServiceCategory[]>('/v1/booking/service-list-v5', { query: { salonId, customerPhone: phone || undefined, lang }, signal });
}

export const serviceListQueryOptions = (salonId: number, phone: string, lang: 'vi' | 'en', enabled = true) =>
  queryOptions({
    queryKey: ['booking', 'service-list', salonId, phone, lang],
    queryFn: ({ signal }) => getServiceList(salonId, phone, lang, signal),
    enabled: enabled && salonId > 0,
    staleTime: 5 * 60_000,
  });

export const useServiceList = (salonId: number, phone: string, lang: 'vi' | 'en', enabled = true) =>
  useQuery(serviceListQueryOptions(salonId, phone, lang, enabled));

/** The services of the list with these ids, in the shape the wizard keeps. */
export function pickServices(list: TServiceCategory[] | undefined, ids: readonly number[]): ChosenService[] {
  const all = (list ?? []).flatMap((category) => category.serviceGroups.flatMap((group) => group.services));
  return ids.flatMap((id) => {
    const s = all.find((service) => service.serviceId === id);
    return s ? [{ serviceId: s.serviceId, name: s.name, priceNum: s.priceNum, oldPriceNum: s.oldPriceNum, timeServe: s.timeServe, groupId: s.groupId, parentServiceId: s.parentServiceId }] : [];
  });
}
