import { ZHourBox, ZHourGroup } from '@shine/shared/schemas/booking';
import { ZDateBook, ZIdList, ZIdOrZero, ZId, ZLang, ZOptionalPhone, envelope } from '@shine/shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OPENING_HOURS_LABEL, bookDates, formatDateBook, formatHour, zonedToday } from '@shine/shared';
import { requireSalon, roleOf } from './booking-context.ts';
import { findBackupHours } from './backup-hours.ts';
import { findFreeHours } from './find-free-hours.ts';
import { ownCustomer } from '../../plugins/auth.ts';


const ZRole = z.object({
  memberType: z.number(),
  allowBookStylist: z.boolean(),
  daysBookFuture: z.number(),
  maxDaysBookFuture: z.number(),
  bookDates: z.array(z.object({ date: z.string(), tag: z.string().nullable(), isActive: z.boolean(), isSpecial: z.boolean() })),
  specialHours: z.object({ today: z.string(), normal: z.string(), weekend: z.string() }),
});

export const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/booking/book-hours-group',
    {
      schema: {
        tags: ['booking'],
        summary: 'getHoursGroupByDate: hour groups of a salon-day for a stylist (0 = any) and services',
        querystring: z.object({
          salonId: ZId,
          bookDate: ZDateBook,
          stylistId: ZIdOrZero.default(0),
          listServiceId: ZIdList.default([]),
          customerPhone: ZOptionalPhone,
          source: z.string().max(40).optional(),
          lang: ZLang,
        }),
        response: {
          200: envelope(
            z.object({
              hourGroup: z.array(ZHourGroup),
              receptionName: z.string().nullable(),
              receptionAvatar: z.string().nullable(),
              lastHourWork: z.object({ isFreeToday: z.boolean() }),
            }),
          ),
        },
      },
    },
    async (request) => {
      const q = request.query;
      const data = await findFreeHours(app.deps, {
        salonId: q.salonId,
        date: q.bookDate,
        stylistId: q.stylistId,
        serviceIds: q.listServiceId,
        customer: ownCustomer(request, q.customerPhone),
        source: q.source,
        lang: q.lang,
      });
      return { data };
    },
  );

  app.get(
    '/api/v1/booking/role',
    {
      schema: {
        tags: ['booking'],
        summary: 'Role fetch: member type, booking days and date options for a phone at a salon',
        querystring: z.object({ phone: ZOptionalPhone, salonId: ZIdOrZero.default(0) }),
        response: { 200: envelope(ZRole) },
      },
    },
    async (request) => {
      const role = roleOf(ownCustomer(request, request.query.phone));
      const salon = request.query.salonId ? await requireSalon(app.deps, request.query.salonId) : undefined;
      const today = zonedToday(app.deps.clock.now(), salon?.timeZone);
      const hours = salon ? `${formatHour(salon.openMinute)}-${formatHour(salon.closeMinute)}` : OPENING_HOURS_LABEL;
      return {
        data: {
          ...role,
          bookDates: bookDates(today, role, salon?.openingDate).map((d) => ({ ...d, date: formatDateBook(d.date) })),
          specialHours: { today: hours, normal: hours, weekend: hours },
        },
      };
    },
  );

  app.get(
    '/api/v1/booking/book-hours-backup',
    {
      schema: {
        tags: ['booking'],
        summary: 'getListBookHoursBackup: nearby salons with free hours today for the chosen services (any stylist)',
        querystring: z.object({ salonId: ZId, bookDate: ZDateBook, choosenServices: ZIdList.default([]), lang: ZLang }),
        response: {
          200: z.object({
            statusCode: z.literal(0),
            data: z.array(
              z.object({
                salon: z.object({ salonId: z.number(), name: z.string(), distance: z.number() }),
                hours: z.array(ZHourBox),
                isSaveServiceChoosen: z.boolean(),
              }),
            ),
          }),
        },
      },
    },
    async (request) => {
      const q = request.query;
      const data = await findBackupHours(app.deps, { salonId: q.salonId, date: q.bookDate, serviceIds: q.choosenServices, lang: q.lang });
      return { statusCode: 0 as const, data };
    },
  );
};
