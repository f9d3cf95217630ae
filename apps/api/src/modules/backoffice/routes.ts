import * as contracts from '@shine/shared/contracts/backoffice';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-of.ts';
import { registerBackofficeAuth, requireAdminActor, toAdminMe } from './backoffice-guard.ts';
import { bookingMessagesAdminRoutes } from './booking-messages-routes.ts';
import { catalogAdminRoutes } from './catalog-routes.ts';
import { catalogStructureAdminRoutes } from './catalog-structure-routes.ts';
import { contentAdminRoutes } from './content-routes.ts';
import { getEntityHistory } from './get-entity-history.ts';
import { inboxAdminRoutes } from './inbox-routes.ts';
import { salonMediaAdminRoutes } from './salon-media-routes.ts';
import { salonAdminRoutes } from './salon-routes.ts';

const tags = ['backoffice'];
const security = [{ staffCookie: [] }];

/**
 * The chain's back office (issue 32), /api/v1/admin/..., OpenAPI tag `backoffice`: the staff session of the
 * floor's login, each route checked against the person's roles and salons, each change audited.
 */
export const backofficeRoutes: FastifyPluginAsyncZod = async (app) => {
  registerBackofficeAuth(app);

  app.route({
    ...routeOf(contracts.getAdminMe, { tags, summary: "The back office's view of this staff session: roles, salons, allowed actions", security }),
    handler: async (request) => ({ data: toAdminMe(requireAdminActor(request)) }),
  });

  app.route({
    ...routeOf(contracts.getEntityHistory, {
      tags,
      summary: "One entity's history (who, what, before, after, when), newest first",
      description: 'Readable by whoever may edit the entity (in the salon its rows name) and by the roles with `audit.read`.',
      security,
    }),
    handler: async (request) => ({
      data: await getEntityHistory(app.deps, requireAdminActor(request), request.query.entity, request.query.entityId),
    }),
  });

  await app.register(contentAdminRoutes);
  await app.register(catalogAdminRoutes);
  await app.register(salonAdminRoutes);
  await app.register(salonMediaAdminRoutes);
  await app.register(inboxAdminRoutes);
  // The catalogue's structure, membership and top-up, a booking's messages.
  await app.register(catalogStructureAdminRoutes);
  await app.register(bookingMessagesAdminRoutes);
};
