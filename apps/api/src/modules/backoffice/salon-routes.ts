import { ZAdminSalon, ZAdminSalonBody, ZAdminSalons, ZParamsId, ZSalonDayOffBody } from '@shine/shared/schemas/backoffice';
import { ZLang, envelope } from '@shine/shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from './backoffice-guard.ts';
import { getAdminSalon, listAdminSalons, setSalonDayOff, updateSalon } from './manage-salons.ts';

const tags = ['backoffice'];
const security = [{ staffCookie: [] }];
const querystring = z.object({ lang: ZLang });

/** Salons: their manager, the region's manager and the chain edit details, hours, days off, booking rules. */
export const salonAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/admin/salons',
    { schema: { tags, security, summary: 'The salons he manages (all for the chain)', querystring, response: { 200: envelope(ZAdminSalons) } } },
    async (request) => ({
      data: await listAdminSalons(app.deps, requireAdmin(request, 'salon.edit')),
    }),
  );

  app.get(
    '/api/v1/admin/salons/:id',
    {
      schema: {
        tags,
        security,
        summary: "One salon's details, hours, booking rules and coming days off",
        params: ZParamsId,
        querystring,
        response: { 200: envelope(ZAdminSalon) },
      },
    },
    async (request) => {
      requireAdmin(request, 'salon.edit', request.params.id);
      return { data: await getAdminSalon(app.deps, request.params.id) };
    },
  );

  app.put(
    '/api/v1/admin/salons/:id',
    {
      schema: {
        tags,
        security,
        summary: "A salon's details, hours and bookManyPeople: the site follows at its next load, audited",
        params: ZParamsId,
        querystring,
        body: ZAdminSalonBody,
        response: { 200: envelope(ZAdminSalon) },
      },
    },
    async (request) => ({ data: await updateSalon(app.deps, requireAdmin(request, 'salon.edit', request.params.id), request.params.id, request.body) }),
  );

  app.put(
    '/api/v1/admin/salons/:id/days-off',
    {
      schema: {
        tags,
        security,
        summary: 'Closes the salon from a date to a date (message and backup salons for the customers) or opens those days again, audited',
        description: '400 BACKUP_SALON_INVALID for a backup that is this salon or not an active salon of the chain.',
        params: ZParamsId,
        querystring,
        body: ZSalonDayOffBody,
        response: { 200: envelope(ZAdminSalon) },
      },
    },
    async (request) => ({ data: await setSalonDayOff(app.deps, requireAdmin(request, 'salon.edit', request.params.id), request.params.id, request.body) }),
  );
};
