import * as contracts from '@shine/shared/contracts/floor';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-of.ts';
import { getMyQueue, getVisitDetail } from './get-visit-detail.ts';
import { requireStaff } from './staff-auth.ts';

const security = [{ staffCookie: [] }];

/** The stylist's screen: one visit in full, and his own queue of the day. */
export const visitDetailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(contracts.getVisitDetail, {
      tags: ['floor'],
      summary:
        "A visit for the stylist's screen: customer, services and confirmed changes, note, preferences, reference photos, this visit's and his last 3 visits' photos",
      description:
        'Every role of the visit\'s salon (403 elsewhere, 404 for an unknown booking). The monitor gets "anh" + given name, a masked phone, no note and no preferences.',
      security,
    }),
    handler: async (request) => ({ data: await getVisitDetail(app.deps, requireStaff(request), request.params.bookingId) }),
  });

  app.route({
    ...routeOf(contracts.getMyQueue, {
      tags: ['floor'],
      summary: "The logged-in stylist's own bookings of today at this salon, in order, with their stage",
      description: 'Stylists only (403 for every other role and outside his salon).',
      security,
    }),
    handler: async (request) => ({ data: await getMyQueue(app.deps, requireStaff(request), request.params.salonId) }),
  });
};
