import { ZDateBook, ZId, ZIdList, ZLang, ZOptionalPhone, envelope } from '@shine/shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZHourGroup } from '@shine/shared/schemas/booking';
import { listStylists, stylistBookingData } from './list-stylists.ts';
import { ownCustomer, ownPhone } from '../../plugins/auth.ts';

const ZStylist = z.object({
  staffId: z.number(),
  staffName: z.string(),
  avatar: z.string().nullable(),
  special: z.boolean(),
  salonEnroll: z.number(),
  skillLevel: z.number(),
  favoriteImages: z.array(z.string()),
  ratingInfor: z.string(),
  experience: z.number(),
  totalCutomer: z.number(),
  ratingStar: z.number(),
  description: z.string().nullable(),
  isBusyToday: z.boolean(),
  isMaster: z.boolean(),
});

export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/booking/getAllStyListV4',
    {
      schema: {
        tags: ['booking'],
        summary: 'Stylists and skinners working at a salon on a date',
        querystring: z.object({ salonId: ZId, workDate: ZDateBook, customerPhone: ZOptionalPhone }),
        response: { 200: envelope(z.object({ stylists: z.array(ZStylist), skinners: z.array(z.object({ staffId: z.number(), staffName: z.string() })) })) },
      },
    },
    async (request) => ({ data: await listStylists(app.deps, { salonId: request.query.salonId, date: request.query.workDate, customerPhone: ownPhone(request, request.query.customerPhone) }) }),
  );

  app.get(
    '/api/v1/booking/getDataBookingStylist',
    {
      schema: {
        tags: ['booking'],
        summary: "One stylist's card, working dates (with salon) and hours on a date",
        querystring: z.object({ stylistId: ZId, bookDate: ZDateBook, customerPhone: ZOptionalPhone, listServiceId: ZIdList.default([]), lang: ZLang }),
        response: {
          200: envelope(
            z.object({
              info: ZStylist,
              salonId: z.number().nullable(),
              bookDates: z.array(z.object({ date: z.string(), tag: z.string().nullable(), isActive: z.boolean(), isSpecial: z.boolean(), salonId: z.number().nullable() })),
              hourGroup: z.array(ZHourGroup),
              isBusyToday: z.boolean(),
            }),
          ),
        },
      },
    },
    async (request) => {
      const q = request.query;
      return { data: await stylistBookingData(app.deps, { stylistId: q.stylistId, date: q.bookDate, customer: ownCustomer(request, q.customerPhone), serviceIds: q.listServiceId, lang: q.lang }) };
    },
  );
};
