import * as contracts from '@shine/shared/contracts/availability';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OPENING_HOURS_LABEL, bookDates, formatDateBook, formatHour, zonedToday } from '@shine/shared';
import { requireSalon } from '../salons/index.ts';
import { roleOf } from './booking-context.ts';
import { backupHoursAnswer } from './backup-hours.ts';
import { freeHoursAnswer } from './find-free-hours.ts';
import { sendPrepared } from '../../lib/prepared-json.ts';
import { routeOf } from '../../lib/route-of.ts';
import { ownCustomer, readOnlySession } from '../../plugins/auth.ts';

export const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(contracts.getHourGroups, {
      tags: ['booking'],
      summary: 'getHoursGroupByDate: hour groups of a salon-day for a stylist (0 = any) and services',
    }),
    config: readOnlySession,
    handler: async (request, reply) => {
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
  });

  app.route({
    ...routeOf(contracts.getBookingRole, {
      tags: ['booking'],
      summary: 'Role fetch: member type, booking days and date options for a phone at a salon',
    }),
    config: readOnlySession,
    handler: async (request) => {
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
  });

  app.route({
    ...routeOf(contracts.getBackupHours, {
      tags: ['booking'],
      summary: 'getListBookHoursBackup: nearby salons with free hours today for the chosen services (any stylist)',
    }),
    config: readOnlySession,
    handler: async (request, reply) => {
      const q = request.query;
      const answer = await backupHoursAnswer(app.deps, { salonId: q.salonId, date: q.bookDate, serviceIds: q.choosenServices, lang: q.lang });
      return sendPrepared(request, reply, answer);
    },
  });
};
