import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import type { ServiceLang } from '../types';

export interface ServiceDetailParams {
  salonId: number;
  groupId: number;
  lang: ServiceLang;
  memberType?: number;
}

/** GET /api/v1/booking/service-detail-v3: banners, content, versions and add-ons of a group. */
export const getServiceDetail = ({ salonId, groupId, lang, memberType }: ServiceDetailParams, signal?: AbortSignal) =>
  callApi('GET /api/v1/booking/service-detail-v3', { query: { salonId, groupId, lang, memberType }, signal });

export const serviceDetailQueryOptions = (params: ServiceDetailParams) =>
  queryOptions({
    queryKey: ['services', 'detail', params.groupId, params.salonId, params.lang, params.memberType ?? 0],
    queryFn: ({ signal }) => getServiceDetail(params, signal),
    staleTime: 5 * 60_000,
  });

export const useServiceDetail = (params: ServiceDetailParams | null) =>
  useQuery({ ...serviceDetailQueryOptions(params ?? { salonId: 0, groupId: 0, lang: 'vi' }), enabled: params !== null });
