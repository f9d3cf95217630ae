import { ZAdminService, ZAdminServiceBody, ZAdminServices, ZParamsId, ZSpecialDayBody } from '@shine/shared/schemas/backoffice';
import { ZLang, envelope } from '@shine/shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from './backoffice-guard.ts';
import { listAdminServices, setSpecialDayPrice, updateService } from './manage-services.ts';

const tags = ['backoffice'];
const security = [{ staffCookie: [] }];
const querystring = z.object({ lang: ZLang });

/** The catalogue: names (vi/en), price, struck price, special-day prices. */
export const catalogAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/admin/services',
    {
      schema: {
        tags,
        security,
        summary: 'Every service with its prices and coming special-day prices',
        querystring,
        response: { 200: envelope(ZAdminServices) },
      },
    },
    async (request) => {
      requireAdmin(request, 'catalog.edit');
      return { data: await listAdminServices(app.deps) };
    },
  );

  app.put(
    '/api/v1/admin/services/:id',
    {
      schema: {
        tags,
        security,
        summary: "A service's names, price and struck price: the site shows them at its next load, audited",
        params: ZParamsId,
        querystring,
        body: ZAdminServiceBody,
        response: { 200: envelope(ZAdminService) },
      },
    },
    async (request) => ({ data: await updateService(app.deps, requireAdmin(request, 'catalog.edit'), request.params.id, request.body) }),
  );

  app.put(
    '/api/v1/admin/services/:id/special-days',
    {
      schema: {
        tags,
        security,
        summary: "Sets (or, with price null, removes) a service's price on one special day, audited",
        params: ZParamsId,
        querystring,
        body: ZSpecialDayBody,
        response: { 200: envelope(ZAdminService) },
      },
    },
    async (request) => ({
      data: await setSpecialDayPrice(app.deps, requireAdmin(request, 'catalog.edit'), request.params.id, request.body.date, request.body.price),
    }),
  );
};
