import * as contracts from '@shine/shared/contracts/salons';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-of.ts';
import { requireCustomer } from '../../plugins/auth.ts';
import { addressSuggestions, createPlace, homeService, listPlaces, removePlace, updatePlace } from './saved-places.ts';

const salons = { tags: ['salons'] };

/**
 * Saved places (/save-location) with the two-tier address autocomplete, and the haircut-at-home
 * service areas (/cat-toc-tai-nha). A customer's places are his alone: another customer's id is a 404.
 */
export const placeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(contracts.suggestAddresses, {
      ...salons,
      summary: 'Address autocomplete over the shipped wards (after 1 July 2025): new or former names, accent-insensitive, whole words',
    }),
    handler: async (request) => ({ data: addressSuggestions(request.query.q, request.query.limit) }),
  });

  app.route({
    ...routeOf(contracts.listCustomerPlaces, {
      ...salons,
      summary: "The logged-in customer's saved places (4 home, 5 office, 6 frequent place) and the salon serving each at home",
    }),
    handler: async (request) => ({ data: await listPlaces(app.deps, requireCustomer(request).customerId) }),
  });

  app.route({
    ...routeOf(contracts.createCustomerPlace, {
      ...salons,
      summary: 'Save a place: street plus a ward from the autocomplete or the current location (within Vietnam); one per kind',
    }),
    bodyLimit: 2048,
    handler: async (request) => ({ data: await createPlace(app.deps, requireCustomer(request).customerId, request.body) }),
  });

  app.route({
    ...routeOf(contracts.updateCustomerPlace, { ...salons, summary: "Edit one of the customer's own saved places" }),
    bodyLimit: 2048,
    handler: async (request) => ({ data: await updatePlace(app.deps, requireCustomer(request).customerId, request.params.id, request.body) }),
  });

  app.route({
    ...routeOf(contracts.deleteCustomerPlace, { ...salons, summary: "Delete one of the customer's own saved places" }),
    handler: async (request) => {
      await removePlace(app.deps, requireCustomer(request).customerId, request.params.id);
      return { data: { deleted: true } };
    },
  });

  app.route({
    ...routeOf(contracts.getHomeService, {
      ...salons,
      summary: 'Haircut at home: the salons that come to customers, their areas (radius or wards), travel minutes and the services with prices',
    }),
    handler: async () => ({ data: await homeService(app.deps) }),
  });
};
