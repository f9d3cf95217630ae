import { ZBookingRole } from '@shine/shared/schemas/availability';
import { ZBoolish, ZDateBook, ZIdList, ZIdOrZero, ZId, ZLang, ZOptionalPhone, envelope, zText } from '@shine/shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OPENING_HOURS_LABEL, bookDates, formatDateBook, formatHour, zonedToday } from '@shine/shared';
import { requireSalon } from '../salons/index.ts';
import { roleOf } from './booking-context.ts';
import { ZBackupHoursAnswer, backupHoursAnswer } from './backup-hours.ts';
import { ZFreeHoursAnswer, freeHoursAnswer } from './find-free-hours.ts';
import { sendPrepared } from '../../lib/prepared-json.ts';
import { ownCustomer, readOnlySession } from '../../plugins/auth.ts';

export const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/booking/book-hours-group',
    {
      config: readOnlySession,
      schema: {
        tags: ['booking'],
        summary: 'getHoursGroupByDate: hour groups of a salon-day for a stylist (0 = any) and services',
        querystring: z.object({
          salonId: ZId,
          bookDate: ZDateBook,
          stylistId: ZIdOrZero.default(0),
          listServiceId: ZIdList.default([]),
          customerPhone: ZOptionalPhone,
          source: zText(40).optional(),
          atHome: ZBoolish.default(false),
          lang: ZLang,
        }),
        response: { 200: ZFreeHoursAnswer },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const answer = await freeHoursAnswer(app.deps, {
        salonId: q.salonId,
        date: q.bookDate,
        stylistId: q.stylistId,
        serviceIds: q.listServiceId,
        customer: ownCustomer(request, q.customerPhone),
        source: q.source,
        lang: q.lang,
        atHome: q.atHome,
      });
      return sendPrepared(request, reply, answer);
    },
  );

  app.get(
    '/api/v1/booking/role',
    {
      config: readOnlySession,
      schema: {
        tags: ['booking'],
        summary: 'Role fetch: member type, booking days and date options for a phone at a salon',
        querystring: z.object({ phone: ZOptionalPhone, salonId: ZIdOrZero.default(0) }),
        response: { 200: envelope(ZBookingRole) },
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
      config: readOnlySession,
      schema: {
        tags: ['booking'],
        summary: 'getListBookHoursBackup: nearby salons with free hours today for the chosen services (any stylist)',
        querystring: z.object({ salonId: ZId, bookDate: ZDateBook, choosenServices: ZIdList.default([]), lang: ZLang }),
        response: { 200: ZBackupHoursAnswer },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const answer = await backupHoursAnswer(app.deps, { salonId: q.salonId, date: q.bookDate, serviceIds: q.choosenServices, lang: q.lang });
      return sendPrepared(request, reply, answer);
    },
  );
};
