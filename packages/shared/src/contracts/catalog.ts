import { ZServiceDetail, ZServiceDetailQuery, ZServiceListQuery, ZServiceListResponse } from '../schemas/catalog';
import { endpoint } from './endpoint';

// The service step (spec §2 steps 2 and 3).

/** Service list V5: its rules (ruleShowBookings, rulesSpecialDay, guideScreens, suggestRules) sit beside `data` (spec §7). */
export const listServices = endpoint({
  method: 'GET',
  path: '/api/v1/booking/service-list-v5',
  query: ZServiceListQuery,
  response: ZServiceListResponse,
  enveloped: false,
});

export const getServiceDetail = endpoint({ method: 'GET', path: '/api/v1/booking/service-detail-v3', query: ZServiceDetailQuery, response: ZServiceDetail });
