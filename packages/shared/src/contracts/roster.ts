import { z } from 'zod';
import { ZLang } from '../schemas/common';
import {
  ZBuildWeekBody,
  ZContactRequest,
  ZLeaveDecisionBody,
  ZLeaveParams,
  ZLeaveRequest,
  ZLeaveRequestBody,
  ZRosterChange,
  ZRosterSalonParams,
  ZRosterWeek,
  ZRosterWeekQuery,
  ZSetShiftBody,
  ZSetTemplateBody,
  ZShiftPlan,
} from '../schemas/roster';
import { endpoint } from './endpoint';

// The roster of the back office (issue 32): /api/v1/admin/salons/:salonId/roster..., on the staff cookie.

const langQuery = z.object({ lang: ZLang });

export const getRosterWeek = endpoint({
  method: 'GET',
  path: '/api/v1/admin/salons/:salonId/roster',
  params: ZRosterSalonParams,
  query: ZRosterWeekQuery,
  response: ZRosterWeek,
});

export const setRosterShift = endpoint({
  method: 'PUT',
  path: '/api/v1/admin/salons/:salonId/roster/shifts',
  params: ZRosterSalonParams,
  body: ZSetShiftBody,
  response: ZRosterChange,
});

export const setRosterTemplate = endpoint({
  method: 'PUT',
  path: '/api/v1/admin/salons/:salonId/roster/templates',
  params: ZRosterSalonParams,
  body: ZSetTemplateBody,
  response: z.object({ staffId: z.number().int(), weekday: z.number().int(), shift: ZShiftPlan.nullable() }),
});

export const buildRosterWeek = endpoint({
  method: 'POST',
  path: '/api/v1/admin/salons/:salonId/roster/build-week',
  params: ZRosterSalonParams,
  body: ZBuildWeekBody,
  response: ZRosterChange,
});

export const listLeaveRequests = endpoint({
  method: 'GET',
  path: '/api/v1/admin/salons/:salonId/leave-requests',
  params: ZRosterSalonParams,
  query: langQuery,
  response: z.array(ZLeaveRequest),
});

export const requestLeave = endpoint({
  method: 'POST',
  path: '/api/v1/admin/salons/:salonId/leave-requests',
  params: ZRosterSalonParams,
  body: ZLeaveRequestBody,
  response: ZLeaveRequest,
});

export const decideLeave = endpoint({
  method: 'POST',
  path: '/api/v1/admin/salons/:salonId/leave-requests/:id/decide',
  params: ZLeaveParams,
  body: ZLeaveDecisionBody,
  response: ZLeaveRequest.extend({ change: ZRosterChange.nullable() }),
});

export const getRosterContactList = endpoint({
  method: 'GET',
  path: '/api/v1/admin/salons/:salonId/contact-list',
  params: ZRosterSalonParams,
  query: langQuery,
  response: z.array(ZContactRequest),
});
