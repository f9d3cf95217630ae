import { envelope } from '@shine/shared/schemas/common';
import { ZAddressSuggestQuery, ZAddressSuggestion, ZHomeService, ZPlace, ZPlaceCreate, ZPlaceId, ZPlaceInput } from '@shine/shared/schemas/places';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCustomer } from '../../plugins/auth.ts';
import { addressSuggestions, createPlace, homeService, listPlaces, removePlace, updatePlace } from './saved-places.ts';

/**
 * Saved places (/save-location) with the two-tier address autocomplete, and the haircut-at-home
 * service areas (/cat-toc-tai-nha). A customer's places are his alone: another customer's id is a 404.
 */
export const placeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/address/suggest',
    {
      schema: {
        tags: ['salons'],
        summary: 'Address autocomplete over the shipped wards (after 1 July 2025): new or former names, accent-insensitive, whole words',
        querystring: ZAddressSuggestQuery,
        response: { 200: envelope(z.array(ZAddressSuggestion)) },
      },
    },
    async (request) => ({ data: addressSuggestions(request.query.q, request.query.limit) }),
  );

  app.get(
    '/api/v1/customer/places',
    {
      schema: {
        tags: ['salons'],
        summary: "The logged-in customer's saved places (4 home, 5 office, 6 frequent place) and the salon serving each at home",
        response: { 200: envelope(z.array(ZPlace)) },
      },
    },
    async (request) => ({ data: await listPlaces(app.deps, requireCustomer(request).customerId) }),
  );

  app.post(
    '/api/v1/customer/places',
    {
      schema: {
        tags: ['salons'],
        summary: 'Save a place: street plus a ward from the autocomplete or the current location (within Vietnam); one per kind',
        body: ZPlaceCreate,
        response: { 200: envelope(ZPlace) },
      },
      bodyLimit: 2048,
    },
    async (request) => ({ data: await createPlace(app.deps, requireCustomer(request).customerId, request.body) }),
  );

  app.put(
    '/api/v1/customer/places/:id',
    {
      schema: {
        tags: ['salons'],
        summary: "Edit one of the customer's own saved places",
        params: ZPlaceId,
        body: ZPlaceInput,
        response: { 200: envelope(ZPlace) },
      },
      bodyLimit: 2048,
    },
    async (request) => ({ data: await updatePlace(app.deps, requireCustomer(request).customerId, request.params.id, request.body) }),
  );

  app.delete(
    '/api/v1/customer/places/:id',
    {
      schema: {
        tags: ['salons'],
        summary: "Delete one of the customer's own saved places",
        params: ZPlaceId,
        response: { 200: envelope(z.object({ deleted: z.boolean() })) },
      },
    },
    async (request) => {
      await removePlace(app.deps, requireCustomer(request).customerId, request.params.id);
      return { data: { deleted: true } };
    },
  );

  app.get(
    '/api/v1/home-service',
    {
      schema: {
        tags: ['salons'],
        summary: 'Haircut at home: the salons that come to customers, their areas (radius or wards), travel minutes and the services with prices',
        response: { 200: envelope(ZHomeService) },
      },
    },
    async () => ({ data: await homeService(app.deps) }),
  );
};
