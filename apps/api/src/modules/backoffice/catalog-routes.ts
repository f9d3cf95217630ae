import * as contracts from '@shine/shared/contracts/backoffice';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-of.ts';
import { requireAdmin } from './backoffice-guard.ts';
import { listAdminServices, setSpecialDayPrice, updateService } from './manage-services.ts';

const tags = ['backoffice'];
const security = [{ staffCookie: [] }];

/** The catalogue: names (vi/en), price, struck price, special-day prices. */
export const catalogAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(contracts.listAdminServices, { tags, security, summary: 'Every service with its prices and coming special-day prices' }),
    handler: async (request) => {
      requireAdmin(request, 'catalog.edit');
      return { data: await listAdminServices(app.deps) };
    },
  });

  app.route({
    ...routeOf(contracts.updateAdminService, {
      tags,
      security,
      summary: "A service's names, price and struck price: the site shows them at its next load, audited",
    }),
    handler: async (request) => ({ data: await updateService(app.deps, requireAdmin(request, 'catalog.edit'), request.params.id, request.body) }),
  });

  app.route({
    ...routeOf(contracts.setServiceSpecialDay, {
      tags,
      security,
      summary: "Sets (or, with price null, removes) a service's price on one special day, audited",
    }),
    handler: async (request) => ({
      data: await setSpecialDayPrice(app.deps, requireAdmin(request, 'catalog.edit'), request.params.id, request.body.date, request.body.price),
    }),
  });
};
