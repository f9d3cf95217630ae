import * as contracts from '@shine/shared/contracts/floor';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffApiKeyOf } from '../../config.ts';
import { routeOf } from '../../lib/route-of.ts';
import { verifyStaffKey } from '../service-change/index.ts';
import { proposeFromFloor, proposeFromSalonSystem } from './propose-service-change.ts';
import { requireStaff } from './staff-auth.ts';

/** Adding or removing a service during a visit: a proposal the customer confirms with the link he gets. */
export const serviceChangeProposalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(contracts.proposeFloorServiceChange, {
      tags: ['floor'],
      summary: 'Proposes a new list of services for a visit today; the customer gets a link (/xac-nhan-thay-doi-dvsp/{id}) to confirm; audited',
      description:
        "Staff session: the visit's stylist, reception or a manager of the salon (403 otherwise), while the visit is checked in, in the wash or in the cut (409 VISIT_STAGE_CHANGED). " +
        "Without a staff session, the salon system's key (header x-staff-key) as before (401 when wrong). A newer proposal replaces the open one of the booking. " +
        "Once the customer accepts, the booking's services and total are the proposal's, and payment takes that total.",
      security: [{ staffCookie: [] }],
    }),
    handler: async (request) => {
      if (!request.staff && !request.staffRefusal && request.headers['x-staff-key'] !== undefined) {
        verifyStaffKey(request, staffApiKeyOf(app.deps.config));
        return { data: await proposeFromSalonSystem(app.deps, request.body) };
      }
      return { data: await proposeFromFloor(app.deps, requireStaff(request), request.body) };
    },
  });
};
