import type { ErrorCode } from '@shine/shared/rules/error-codes';
import { isValidPhone, normalizePhone } from '@shine/shared/rules/phone';
import type { TServiceListResponse } from '@shine/shared/schemas/catalog';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { clearAccessToken, getAccessToken } from '../../../lib/auth-token';
import { serviceKeys, type ServiceListParams } from './keys';

export type { ServiceListParams } from './keys';

/**
 * GET /api/v1/booking/service-list-v5. Its rules (suggestRules, rulesSpecialDay…) sit beside `data`,
 * so this reads the whole body instead of going through apiRequest, which returns `data` only.
 */
export async function getServiceList({ salonId, phone, lang }: ServiceListParams, signal?: AbortSignal): Promise<TServiceListResponse> {
  const query = new URLSearchParams({ salonId: String(salonId), lang });
  // An unfinished phone would be refused (400): the list is then fetched without 'used' marks.
  if (phone && isValidPhone(phone)) query.set('customerPhone', normalizePhone(phone));
  const token = getAccessToken();
  const response = await fetch(`/api/v1/booking/service-list-v5?${query}`, {
    headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    signal,
  });
  const body = (await response.json().catch(() => null)) as (TServiceListResponse & { message?: string; code?: ErrorCode }) | null;
  if (!response.ok || !body || !Array.isArray(body.data)) {
    if (response.status === 401 && token && getAccessToken() === token) clearAccessToken();
    throw new ApiError(response.status, body?.message ?? 'service list failed', body?.code);
  }
  return body;
}

export const serviceListQueryOptions = (params: ServiceListParams) =>
  queryOptions({
    queryKey: serviceKeys.list(params),
    queryFn: ({ signal }) => getServiceList(params, signal),
    staleTime: serviceKeys.listStaleMs,
  });

/** Switching VIE/ENG keeps the previous list on screen until the new one arrives. */
export const useServiceList = (params: ServiceListParams) => useQuery({ ...serviceListQueryOptions(params), placeholderData: keepPreviousData });
