import { ZServiceDetail, ZServiceDetailQuery } from '../schemas/catalog';
import { endpoint } from './endpoint';

// The service step (spec §2 steps 2 and 3). GET /api/v1/booking/service-list-v5 answers its rules beside
// `data` (ruleShowBookings, rulesSpecialDay, guideScreens, suggestRules), not the envelope: it has no contract.

export const getServiceDetail = endpoint({ method: 'GET', path: '/api/v1/booking/service-detail-v3', query: ZServiceDetailQuery, response: ZServiceDetail });
