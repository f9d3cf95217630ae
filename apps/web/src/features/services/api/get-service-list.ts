import { isValidPhone, normalizePhone } from '@shine/shared/rules/phone';
import type { TServiceListResponse } from '@shine/shared/schemas/catalog';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApiBare } from '../../../lib/api-client';
import { serviceKeys, type ServiceListParams } from './keys';

export type { ServiceListParams } from './keys';

/** GET /api/v1/booking/service-list-v5: the whole answer, its rules (suggestRules, rulesSpecialDay…) beside `data`. */
export function getServiceList({ salonId, phone, lang }: ServiceListParams, signal?: AbortSignal): Promise<TServiceListResponse> {
  // An unfinished phone would be refused (400): the list is then fetched without 'used' marks.
  const customerPhone = phone && isValidPhone(phone) ? normalizePhone(phone) : undefined;
  return callApiBare('GET /api/v1/booking/service-list-v5', { query: { salonId, lang, customerPhone }, signal });
}

export const serviceListQueryOptions = (params: ServiceListParams) =>
  queryOptions({
    queryKey: serviceKeys.list(params),
    queryFn: ({ signal }) => getServiceList(params, signal),
    staleTime: serviceKeys.listStaleMs,
  });

/** Switching VIE/ENG keeps the previous list on screen until the new one arrives. */
export const useServiceList = (params: ServiceListParams) => useQuery({ ...serviceListQueryOptions(params), placeholderData: keepPreviousData });
