import { translate } from '@shine/shared';
import * as contracts from '@shine/shared/contracts/salons';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLang } from '../../lib/lang.ts';
import { routeOf } from '../../lib/route-of.ts';
import { insertTrackedLocation } from './customer-places-repository.ts';
import { findSalonsForPlace, findVisitedSalonIds, listSavedAddresses, placeOwner } from './customer-places.ts';

const salons = { tags: ['salons'] };

/**
 * The salon chooser's personal chips (spec §2, §9 attribute ids): visited salons, saved addresses and
 * salons near them, the last known location. Answers hold data only for the logged-in customer.
 */
export const customerPlaceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(contracts.listVisitedSalons, {
      ...salons,
      summary: 'getSalonHasCameNew: ids of the 3 salons visited most recently (never 24); [] when not logged in as that phone',
    }),
    handler: async (request) => {
      const owner = placeOwner(request.customer, { phone: request.query.customerPhone, userId: request.query.userId });
      const ids = await findVisitedSalonIds(app.deps, owner);
      return { data: ids.length > 0 ? [{ title: translate(requestLang(request), 'salon.visited'), data: ids }] : [] };
    },
  });

  app.route({
    ...routeOf(contracts.listSavedAddresses, {
      ...salons,
      summary: "getSavingLocation: the logged-in customer's saved addresses (4 home, 5 office, 6 frequent place)",
    }),
    handler: async (request) => {
      const owner = placeOwner(request.customer, request.query);
      return { data: { address: await listSavedAddresses(app.deps, owner) } };
    },
  });

  app.route({
    ...routeOf(contracts.listSalonsNearPlace, {
      ...salons,
      summary: 'Salons for a location chip: 4/5/6 near a saved address, 82 near the last location, 83 visited; nearest first',
    }),
    handler: async (request) => {
      const q = request.query;
      const owner = placeOwner(request.customer, { phone: q.phone });
      return { data: await findSalonsForPlace(app.deps, { owner, attrId: q.attrId, limit: q.limit }) };
    },
  });

  app.route({
    ...routeOf(contracts.trackCustomerLocation, {
      ...salons,
      summary: 'postTrackingLocation: remember where the customer is (the "nearby" and "visited nearby" chips)',
    }),
    bodyLimit: 1024,
    handler: async (request) => {
      const b = request.body;
      await insertTrackedLocation(app.deps.db, { phone: b.customerPhone, latitude: b.latitude, longitude: b.longitude, at: app.deps.clock.now() });
      return { data: { stored: true } };
    },
  });
};
