import * as contracts from '@shine/shared/contracts/salons';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendPrepared } from '../../lib/prepared-json.ts';
import { routeOf } from '../../lib/route-of.ts';
import { readOnlySession } from '../../plugins/auth.ts';
import { customerPlaceRoutes } from './customer-place-routes.ts';
import { placeOwner } from './customer-places.ts';
import { findNearbySalons, findSalonDetail, listDistricts, listProvinces, salonsAnswerFor, searchSalons } from './find-salons.ts';
import { placeRoutes } from './place-routes.ts';
import { findSalonOff } from './salon-off.ts';
import { salonPageAnswer } from './salon-page.ts';

const salons = { tags: ['salons'] };

/** Salon finder and chooser (spec §2, §7): lists, search, nearby, provinces, districts, salon off. */
export const salonRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(contracts.listAllSalons, { ...salons, summary: "fetchAllSalon: every salon as a card; hasCame for the logged-in customer's phone" }),
    config: readOnlySession,
    handler: async (request, reply) => {
      const owner = placeOwner(request.customer, { phone: request.query.phone });
      return sendPrepared(request, reply, await salonsAnswerFor(app.deps, owner?.phone));
    },
  });

  app.route({
    ...routeOf(contracts.filterSalons, {
      ...salons,
      summary: 'Salon search: keyword (accent-insensitive), province, district, parking, business class; nearest first with a point',
    }),
    handler: async (request) => {
      const q = request.query;
      const from = q.latitude !== undefined && q.longitude !== undefined ? { latitude: q.latitude, longitude: q.longitude } : undefined;
      return { data: await searchSalons(app.deps, { ...q, from }) };
    },
  });

  app.route({
    ...routeOf(contracts.getSalonDetail, { ...salons, summary: 'Salon detail: the card plus map, parking map and receptionist' }),
    handler: async (request) => {
      const owner = placeOwner(request.customer, { phone: request.query.phone });
      return { data: await findSalonDetail(app.deps, request.params.id, owner?.phone) };
    },
  });

  app.route({
    ...routeOf(contracts.getSalonPage, {
      ...salons,
      summary: 'Salon page: the salon, opening hours, stylists on shift this week, free hours today and tomorrow (any stylist), nearby salons',
    }),
    handler: async (request, reply) => sendPrepared(request, reply, await salonPageAnswer(app.deps, { salonId: request.params.id, lang: request.query.lang })),
  });

  app.route({
    ...routeOf(contracts.listNearbySalons, { ...salons, summary: 'Nearby salons: nearest first with distance and travel time, 30 kept when over 10' }),
    handler: async (request) => ({ data: await findNearbySalons(app.deps, request.query) }),
  });

  app.route({
    ...routeOf(contracts.listProvinces, { ...salons, summary: 'Provinces with their salon count, flat (region then name) and grouped by region' }),
    handler: async (request) => ({ data: await listProvinces(app.deps, request.query) }),
  });

  app.route({
    ...routeOf(contracts.listDistricts, { ...salons, summary: 'Districts of a province with their salon count' }),
    handler: async (request) => ({ data: await listDistricts(app.deps, request.query.cityId) }),
  });

  app.route({
    ...routeOf(contracts.getSalonOff, { ...salons, summary: "Salon off: the closing message and up to 5 nearest open salons that day, or '' and []" }),
    handler: async (request) => ({ data: await findSalonOff(app.deps, { salonId: request.query.salonId, date: request.query.dateBook }) }),
  });

  await app.register(customerPlaceRoutes);
  await app.register(placeRoutes);
};
