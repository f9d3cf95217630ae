import * as contracts from '@shine/shared/contracts/backoffice';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-of.ts';
import { requireAdmin } from './backoffice-guard.ts';
import { getAdminSalon, listAdminSalons, setSalonDayOff, updateSalon } from './manage-salons.ts';

const tags = ['backoffice'];
const security = [{ staffCookie: [] }];

/** Salons: their manager, the region's manager and the chain edit details, hours, days off, booking rules. */
export const salonAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(contracts.listAdminSalons, { tags, security, summary: 'The salons he manages (all for the chain)' }),
    handler: async (request) => ({
      data: await listAdminSalons(app.deps, requireAdmin(request, 'salon.edit')),
    }),
  });

  app.route({
    ...routeOf(contracts.getAdminSalon, { tags, security, summary: "One salon's details, hours, booking rules and coming days off" }),
    handler: async (request) => {
      requireAdmin(request, 'salon.edit', request.params.id);
      return { data: await getAdminSalon(app.deps, request.params.id) };
    },
  });

  app.route({
    ...routeOf(contracts.updateAdminSalon, {
      tags,
      security,
      summary: "A salon's details, hours and bookManyPeople: the site follows at its next load, audited",
    }),
    handler: async (request) => ({
      data: await updateSalon(app.deps, requireAdmin(request, 'salon.edit', request.params.id), request.params.id, request.body),
    }),
  });

  app.route({
    ...routeOf(contracts.setSalonDaysOff, {
      tags,
      security,
      summary: 'Closes the salon from a date to a date (message and backup salons for the customers) or opens those days again, audited',
      description: '400 BACKUP_SALON_INVALID for a backup that is this salon or not an active salon of the chain.',
    }),
    handler: async (request) => ({
      data: await setSalonDayOff(app.deps, requireAdmin(request, 'salon.edit', request.params.id), request.params.id, request.body),
    }),
  });
};
