import { envelope } from '@shine/shared/schemas/common';
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
} from '@shine/shared/schemas/roster';
import { ZLang } from '@shine/shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { allows, registerBackofficeAuth, requireAdminActor } from '../backoffice/index.ts';
import { buildWeek } from './build-week.ts';
import { getRosterWeek } from './get-roster-week.ts';
import { decideLeave, listLeaveRequests, requestLeave } from './leave-requests.ts';
import { listContactRequests } from './list-contact-requests.ts';
import { requireDeskOrRoster } from './ops-guard.ts';
import { setShift } from './set-shift.ts';
import { setTemplate } from './set-template.ts';

const security = [{ staffCookie: [] }];
const tags = ['backoffice'];
const AFFECTED =
  "409 ROSTER_BOOKINGS_AFFECTED with `bookings` (each with the stylists free for it) when the change leaves bookings without their stylist and `resolutions` does not say, for each, `move` (to `toStylistId` or the first free stylist) or `contact` (reception's call list).";

/** The roster of the back office (issue 32): /api/v1/admin/salons/{salonId}/roster..., staff sessions, tag `backoffice`. */
export const rosterRoutes: FastifyPluginAsyncZod = async (app) => {
  registerBackofficeAuth(app);

  app.get(
    '/api/v1/admin/salons/:salonId/roster',
    {
      schema: {
        tags,
        summary: 'The week grid (stylists × days) of a salon: shifts, templates, bookings per day (managers of the salon)',
        security,
        params: ZRosterSalonParams,
        querystring: ZRosterWeekQuery,
        response: { 200: envelope(ZRosterWeek) },
      },
    },
    async (request) => ({ data: await getRosterWeek(app.deps, requireAdminActor(request), { salonId: request.params.salonId, week: request.query.week }) }),
  );

  app.put(
    '/api/v1/admin/salons/:salonId/roster/shifts',
    {
      schema: {
        tags,
        summary: "Sets one person's day: a shift with breaks, a day off (null), or lent to another salon (`atSalonId`); audited",
        description: AFFECTED,
        security,
        params: ZRosterSalonParams,
        body: ZSetShiftBody,
        response: { 200: envelope(ZRosterChange) },
      },
    },
    async (request) => ({ data: await setShift(app.deps, requireAdminActor(request), { salonId: request.params.salonId, ...request.body }) }),
  );

  app.put(
    '/api/v1/admin/salons/:salonId/roster/templates',
    {
      schema: {
        tags,
        summary: "Sets one person's weekly template for a weekday (null: day off); audited",
        security,
        params: ZRosterSalonParams,
        body: ZSetTemplateBody,
        response: { 200: envelope(z.object({ staffId: z.number().int(), weekday: z.number().int(), shift: ZShiftPlan.nullable() })) },
      },
    },
    async (request) => ({ data: await setTemplate(app.deps, requireAdminActor(request), { salonId: request.params.salonId, ...request.body }) }),
  );

  app.post(
    '/api/v1/admin/salons/:salonId/roster/build-week',
    {
      schema: {
        tags,
        summary: 'Builds a week (its Monday or any day of it) from the templates, in one action; audited',
        description: AFFECTED,
        security,
        params: ZRosterSalonParams,
        body: ZBuildWeekBody,
        response: { 200: envelope(ZRosterChange) },
      },
    },
    async (request) => ({ data: await buildWeek(app.deps, requireAdminActor(request), { salonId: request.params.salonId, ...request.body }) }),
  );

  app.get(
    '/api/v1/admin/salons/:salonId/leave-requests',
    {
      schema: {
        tags,
        summary: "Leave requests of the salon's people, pending first",
        security,
        params: ZRosterSalonParams,
        querystring: z.object({ lang: ZLang }),
        response: { 200: envelope(z.array(ZLeaveRequest)) },
      },
    },
    async (request) => ({ data: await listLeaveRequests(app.deps, requireAdminActor(request), request.params.salonId) }),
  );

  app.post(
    '/api/v1/admin/salons/:salonId/leave-requests',
    {
      schema: {
        tags,
        summary: "Asks a leave for one of the salon's people; audited",
        security,
        params: ZRosterSalonParams,
        body: ZLeaveRequestBody,
        response: { 200: envelope(ZLeaveRequest) },
      },
    },
    async (request) => ({ data: await requestLeave(app.deps, requireAdminActor(request), { salonId: request.params.salonId, ...request.body }) }),
  );

  app.post(
    '/api/v1/admin/salons/:salonId/leave-requests/:id/decide',
    {
      schema: {
        tags,
        summary: 'Approves (the person leaves the roster those days) or rejects a pending leave, once; audited',
        description: `409 LEAVE_DECIDED when already decided. ${AFFECTED}`,
        security,
        params: ZLeaveParams,
        body: ZLeaveDecisionBody,
        response: { 200: envelope(ZLeaveRequest.extend({ change: ZRosterChange.nullable() })) },
      },
    },
    async (request) => ({ data: await decideLeave(app.deps, requireAdminActor(request), { ...request.params, ...request.body }) }),
  );

  app.get(
    '/api/v1/admin/salons/:salonId/contact-list',
    {
      schema: {
        tags,
        summary: 'Bookings a roster change left without their stylist: reception calls these customers',
        security,
        params: ZRosterSalonParams,
        querystring: z.object({ lang: ZLang }),
        response: { 200: envelope(z.array(ZContactRequest)) },
      },
    },
    async (request) => {
      requireDeskOrRoster(request, request.params.salonId, (actor) => allows(actor, 'roster.edit', request.params.salonId));
      return { data: await listContactRequests(app.deps, request.params.salonId) };
    },
  );
};
