import * as contracts from '@shine/shared/contracts/booking';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-of.ts';
import { requireCustomer } from '../../plugins/auth.ts';
import { saveCustomerName, waitTimeFor } from './booking-extras.ts';

export const bookingExtrasRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(contracts.saveCustomerName, {
      tags: ['booking'],
      summary: 'saveCustomerName: the logged-in customer names himself (name popup)',
      security: [{ bearer: [] }],
    }),
    handler: async (request) => ({ data: { name: await saveCustomerName(app.deps, { ...request.body, caller: request.customer }) } }),
  });

  app.route({
    ...routeOf(contracts.getWaitTime, {
      tags: ['booking'],
      summary: "GetDataBooking: the logged-in customer's wait at the salon today",
      description:
        "From the salon's live queue (issue 31): `waitServe` minutes until his service begins (a prediction of 20 minutes or more is reported as at least 30, " +
        "so the panel says 'Đang xếp Stylist' / 'Đang xếp Skinner' rather than promise minutes), `type` 1 while he waits for a skinner, " +
        '`predictedMinutes` the prediction itself, `stylistLate` whether his stylist runs late on his booked hour and `stylistLateMinutes` by how much (before he is at the salon; else false, 0).',
      security: [{ bearer: [] }],
    }),
    handler: async (request) => {
      const customer = requireCustomer(request);
      // Only one's own wait time: a customerId of someone else reads nothing.
      if (request.query.customerId && request.query.customerId !== customer.customerId) return { data: [] };
      return { data: await waitTimeFor(app.deps, customer.phone) };
    },
  });
};
