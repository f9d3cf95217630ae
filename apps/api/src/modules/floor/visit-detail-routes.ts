import { ZLang, envelope } from '@shine/shared/schemas/common';
import { ZDayQuery, ZMyQueue, ZSalonParams, ZVisitDetail, ZVisitParams } from '@shine/shared/schemas/floor';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getMyQueue, getVisitDetail } from './get-visit-detail.ts';
import { requireStaff } from './staff-auth.ts';

const security = [{ staffCookie: [] }];

/** The stylist's screen: one visit in full, and his own queue of the day. */
export const visitDetailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/staff/visits/:bookingId',
    {
      schema: {
        tags: ['floor'],
        summary:
          "A visit for the stylist's screen: customer, services and confirmed changes, note, preferences, reference photos, this visit's and his last 3 visits' photos",
        description:
          'Every role of the visit\'s salon (403 elsewhere, 404 for an unknown booking). The monitor gets "anh" + given name, a masked phone, no note and no preferences.',
        security,
        params: ZVisitParams,
        querystring: z.object({ lang: ZLang }),
        response: { 200: envelope(ZVisitDetail) },
      },
    },
    async (request) => ({ data: await getVisitDetail(app.deps, requireStaff(request), request.params.bookingId) }),
  );

  app.get(
    '/api/v1/staff/salons/:salonId/my-queue',
    {
      schema: {
        tags: ['floor'],
        summary: "The logged-in stylist's own bookings of today at this salon, in order, with their stage",
        description: 'Stylists only (403 for every other role and outside his salon).',
        security,
        params: ZSalonParams,
        querystring: ZDayQuery.pick({ lang: true }),
        response: { 200: envelope(ZMyQueue) },
      },
    },
    async (request) => ({ data: await getMyQueue(app.deps, requireStaff(request), request.params.salonId) }),
  );
};
