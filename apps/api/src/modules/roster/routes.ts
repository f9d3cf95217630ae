import * as contracts from '@shine/shared/contracts/roster';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-of.ts';
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

  app.route({
    ...routeOf(contracts.getRosterWeek, {
      tags,
      summary: 'The week grid (stylists × days) of a salon: shifts, templates, bookings per day (managers of the salon)',
      security,
    }),
    handler: async (request) => ({
      data: await getRosterWeek(app.deps, requireAdminActor(request), { salonId: request.params.salonId, week: request.query.week }),
    }),
  });

  app.route({
    ...routeOf(contracts.setRosterShift, {
      tags,
      summary: "Sets one person's day: a shift with breaks, a day off (null), or lent to another salon (`atSalonId`); audited",
      description: AFFECTED,
      security,
    }),
    handler: async (request) => ({ data: await setShift(app.deps, requireAdminActor(request), { salonId: request.params.salonId, ...request.body }) }),
  });

  app.route({
    ...routeOf(contracts.setRosterTemplate, { tags, summary: "Sets one person's weekly template for a weekday (null: day off); audited", security }),
    handler: async (request) => ({ data: await setTemplate(app.deps, requireAdminActor(request), { salonId: request.params.salonId, ...request.body }) }),
  });

  app.route({
    ...routeOf(contracts.buildRosterWeek, {
      tags,
      summary: 'Builds a week (its Monday or any day of it) from the templates, in one action; audited',
      description: AFFECTED,
      security,
    }),
    handler: async (request) => ({ data: await buildWeek(app.deps, requireAdminActor(request), { salonId: request.params.salonId, ...request.body }) }),
  });

  app.route({
    ...routeOf(contracts.listLeaveRequests, { tags, summary: "Leave requests of the salon's people, pending first", security }),
    handler: async (request) => ({ data: await listLeaveRequests(app.deps, requireAdminActor(request), request.params.salonId) }),
  });

  app.route({
    ...routeOf(contracts.requestLeave, { tags, summary: "Asks a leave for one of the salon's people; audited", security }),
    handler: async (request) => ({
      data: await requestLeave(app.deps, requireAdminActor(request), { salonId: request.params.salonId, ...request.body }),
    }),
  });

  app.route({
    ...routeOf(contracts.decideLeave, {
      tags,
      summary: 'Approves (the person leaves the roster those days) or rejects a pending leave, once; audited',
      description: `409 LEAVE_DECIDED when already decided. ${AFFECTED}`,
      security,
    }),
    handler: async (request) => ({ data: await decideLeave(app.deps, requireAdminActor(request), { ...request.params, ...request.body }) }),
  });

  app.route({
    ...routeOf(contracts.getRosterContactList, {
      tags,
      summary: 'Bookings a roster change left without their stylist: reception calls these customers',
      security,
    }),
    handler: async (request) => {
      requireDeskOrRoster(request, request.params.salonId, (actor) => allows(actor, 'roster.edit', request.params.salonId));
      return { data: await listContactRequests(app.deps, request.params.salonId) };
    },
  });
};
