import { ZDateBook, ZId, ZIdList, ZLang, ZOptionalPhone, envelope } from '@shine/shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZStylistBookingData, ZStylistList } from '@shine/shared/schemas/availability';
import { listStylists, stylistBookingData } from './list-stylists.ts';
import { ownCustomer, ownPhone } from '../../plugins/auth.ts';

export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/booking/getAllStyListV4',
    {
      schema: {
        tags: ['booking'],
        summary: 'Stylists and skinners working at a salon on a date',
        querystring: z.object({ salonId: ZId, workDate: ZDateBook, customerPhone: ZOptionalPhone }),
        response: { 200: envelope(ZStylistList) },
      },
    },
    async (request) => ({
      data: await listStylists(app.deps, {
        salonId: request.query.salonId,
        date: request.query.workDate,
        customerPhone: ownPhone(request, request.query.customerPhone),
      }),
    }),
  );

  app.get(
    '/api/v1/booking/getDataBookingStylist',
    {
      schema: {
        tags: ['booking'],
        summary: "One stylist's card, working dates (with salon) and hours on a date",
        querystring: z.object({ stylistId: ZId, bookDate: ZDateBook, customerPhone: ZOptionalPhone, listServiceId: ZIdList.default([]), lang: ZLang }),
        response: { 200: envelope(ZStylistBookingData) },
      },
    },
    async (request) => {
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
  );
};
