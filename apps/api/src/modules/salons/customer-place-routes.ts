import { SAVED_ADDRESS_SALON_LIMIT, translate } from '@shine/shared';
import { ZIdOrZero, ZLang, ZOptionalPhone, envelope } from '@shine/shared/schemas/common';
import { ZLocationAttrId, ZSalonDistance, ZSavedAddress, ZTrackLocationBody, ZVisitedSalons } from '@shine/shared/schemas/salon';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLang } from '../../lib/lang.ts';
import { insertTrackedLocation } from './customer-places-repository.ts';
import { findSalonsForPlace, findVisitedSalonIds, listSavedAddresses, placeOwner } from './customer-places.ts';

const ZOptionalUserId = z.preprocess((v) => (v === '' ? undefined : v), ZIdOrZero.optional());

/**
 * The salon chooser's personal chips (spec §2, §9 attribute ids): visited salons, saved addresses and
 * salons near them, the last known location. Answers hold data only for the logged-in customer.
 */
export const customerPlaceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/booking/getSalonHasCameNew',
    {
      schema: {
        tags: ['salons'],
        summary: 'getSalonHasCameNew: ids of the 3 salons visited most recently (never 24); [] when not logged in as that phone',
        querystring: z.object({ customerPhone: ZOptionalPhone, userId: ZOptionalUserId, lang: ZLang }),
        response: { 200: envelope(ZVisitedSalons) },
      },
    },
    async (request) => {
      const owner = placeOwner(request.customer, { phone: request.query.customerPhone, userId: request.query.userId });
      const ids = await findVisitedSalonIds(app.deps, owner);
      return { data: ids.length > 0 ? [{ title: translate(requestLang(request), 'salon.visited'), data: ids }] : [] };
    },
  );

  app.get(
    '/api/v1/booking/getSavingLocation',
    {
      schema: {
        tags: ['salons'],
        summary: "getSavingLocation: the logged-in customer's saved addresses (4 home, 5 office, 6 frequent place)",
        querystring: z.object({ userId: ZOptionalUserId, phone: ZOptionalPhone }),
        response: { 200: envelope(z.object({ address: z.array(ZSavedAddress) })) },
      },
    },
    async (request) => {
      const owner = placeOwner(request.customer, request.query);
      return { data: { address: await listSavedAddresses(app.deps, owner) } };
    },
  );

  app.get(
    '/api/v1/booking/getListSalonFilterCustomerAddress',
    {
      schema: {
        tags: ['salons'],
        summary: 'Salons for a location chip: 4/5/6 near a saved address, 82 near the last location, 83 visited; nearest first',
        querystring: z.object({
          phone: ZOptionalPhone,
          attrId: ZLocationAttrId,
          limit: z.coerce.number().int().positive().default(SAVED_ADDRESS_SALON_LIMIT),
        }),
        response: { 200: envelope(z.array(ZSalonDistance)) },
      },
    },
    async (request) => {
      const q = request.query;
      const owner = placeOwner(request.customer, { phone: q.phone });
      return { data: await findSalonsForPlace(app.deps, { owner, attrId: q.attrId, limit: q.limit }) };
    },
  );

  app.post(
    '/api/v1/booking/postTrackingLocation',
    {
      schema: {
        tags: ['salons'],
        summary: 'postTrackingLocation: remember where the customer is (the "nearby" and "visited nearby" chips)',
        body: ZTrackLocationBody,
        response: { 200: envelope(z.object({ stored: z.boolean() })) },
      },
      bodyLimit: 1024,
    },
    async (request) => {
      const b = request.body;
      await insertTrackedLocation(app.deps.db, { phone: b.customerPhone, latitude: b.latitude, longitude: b.longitude, at: app.deps.clock.now() });
      return { data: { stored: true } };
    },
  );
};
