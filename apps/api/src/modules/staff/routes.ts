import * as contracts from '@shine/shared/contracts/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-of.ts';
import { listStylists, stylistBookingData } from './list-stylists.ts';
import { ownCustomer, ownPhone } from '../../plugins/auth.ts';

export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(contracts.listWorkingStylists, { tags: ['booking'], summary: 'Stylists and skinners working at a salon on a date' }),
    handler: async (request) => ({
      data: await listStylists(app.deps, {
        salonId: request.query.salonId,
        date: request.query.workDate,
        customerPhone: ownPhone(request, request.query.customerPhone),
      }),
    }),
  });

  app.route({
    ...routeOf(contracts.getStylistBookingData, { tags: ['booking'], summary: "One stylist's card, working dates (with salon) and hours on a date" }),
    handler: async (request) => {
      const q = request.query;
      return {
        data: await stylistBookingData(app.deps, {
          stylistId: q.stylistId,
          date: q.bookDate,
          customer: ownCustomer(request, q.customerPhone),
          serviceIds: q.listServiceId,
          lang: q.lang,
        }),
      };
    },
  });
};
