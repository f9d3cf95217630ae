import { ZDateBook, ZId, ZLang, ZOptionalPhone, envelope } from '@shine/shared/schemas/common';
import {
  ZDistrict,
  ZLatitude,
  ZLongitude,
  ZProvinceList,
  ZSalonCard,
  ZSalonDetail,
  ZSalonFilterQuery,
  ZSalonKeyword,
  ZSalonOff,
  ZSalonPage,
} from '@shine/shared/schemas/salon';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPrepared } from '../../lib/prepared-json.ts';
import { readOnlySession } from '../../plugins/auth.ts';
import { customerPlaceRoutes } from './customer-place-routes.ts';
import { placeOwner } from './customer-places.ts';
import { ZAllSalonsAnswer, findNearbySalons, findSalonDetail, listDistricts, listProvinces, salonsAnswerFor, searchSalons } from './find-salons.ts';
import { placeRoutes } from './place-routes.ts';
import { findSalonOff } from './salon-off.ts';
import { salonPageAnswer } from './salon-page.ts';

/** Salon finder and chooser (spec §2, §7): lists, search, nearby, provinces, districts, salon off. */
export const salonRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/booking/fetchAllSalon',
    {
      config: readOnlySession,
      schema: {
        tags: ['salons'],
        summary: "fetchAllSalon: every salon as a card; hasCame for the logged-in customer's phone",
        querystring: z.object({ phone: ZOptionalPhone }),
        response: { 200: ZAllSalonsAnswer },
      },
    },
    async (request, reply) => {
      const owner = placeOwner(request.customer, { phone: request.query.phone });
      return sendPrepared(request, reply, await salonsAnswerFor(app.deps, owner?.phone));
    },
  );

  app.get(
    '/api/v1/salon/salon-filter',
    {
      schema: {
        tags: ['salons'],
        summary: 'Salon search: keyword (accent-insensitive), province, district, parking, business class; nearest first with a point',
        querystring: ZSalonFilterQuery,
        response: { 200: envelope(z.array(ZSalonCard)) },
      },
    },
    async (request) => {
      const q = request.query;
      const from = q.latitude !== undefined && q.longitude !== undefined ? { latitude: q.latitude, longitude: q.longitude } : undefined;
      return { data: await searchSalons(app.deps, { ...q, from }) };
    },
  );

  app.get(
    '/api/v1/salon/:id',
    {
      schema: {
        tags: ['salons'],
        summary: 'Salon detail: the card plus map, parking map and receptionist',
        params: z.object({ id: ZId }),
        querystring: z.object({ phone: ZOptionalPhone, lang: ZLang }),
        response: { 200: envelope(ZSalonDetail) },
      },
    },
    async (request) => {
      const owner = placeOwner(request.customer, { phone: request.query.phone });
      return { data: await findSalonDetail(app.deps, request.params.id, owner?.phone) };
    },
  );

  app.get(
    '/api/v1/salon/:id/page',
    {
      schema: {
        tags: ['salons'],
        summary: 'Salon page: the salon, opening hours, stylists on shift this week, free hours today and tomorrow (any stylist), nearby salons',
        params: z.object({ id: ZId }),
        querystring: z.object({ lang: ZLang }),
        response: { 200: envelope(ZSalonPage) },
      },
    },
    async (request, reply) => sendPrepared(request, reply, await salonPageAnswer(app.deps, { salonId: request.params.id, lang: request.query.lang })),
  );

  app.get(
    '/api/v1/booking/salon-near',
    {
      schema: {
        tags: ['salons'],
        summary: 'Nearby salons: nearest first with distance and travel time, 30 kept when over 10',
        querystring: z.object({ latitude: ZLatitude, longitude: ZLongitude }),
        response: { 200: envelope(z.array(ZSalonCard)) },
      },
    },
    async (request) => ({ data: await findNearbySalons(app.deps, request.query) }),
  );

  app.get(
    '/api/v1/city/list-city',
    {
      schema: {
        tags: ['salons'],
        summary: 'Provinces with their salon count, flat (region then name) and grouped by region',
        querystring: z.object({ keyword: ZSalonKeyword, lang: ZLang }),
        response: { 200: envelope(ZProvinceList) },
      },
    },
    async (request) => ({ data: await listProvinces(app.deps, request.query) }),
  );

  app.get(
    '/api/v1/district',
    {
      schema: {
        tags: ['salons'],
        summary: 'Districts of a province with their salon count',
        querystring: z.object({ cityId: ZId }),
        response: { 200: envelope(z.array(ZDistrict)) },
      },
    },
    async (request) => ({ data: await listDistricts(app.deps, request.query.cityId) }),
  );

  app.get(
    '/api/v1/booking/salon-off',
    {
      schema: {
        tags: ['salons'],
        summary: "Salon off: the closing message and up to 5 nearest open salons that day, or '' and []",
        querystring: z.object({ salonId: ZId, dateBook: z.preprocess((v) => (v === '' ? undefined : v), ZDateBook.optional()), lang: ZLang }),
        response: { 200: envelope(ZSalonOff) },
      },
    },
    async (request) => ({ data: await findSalonOff(app.deps, { salonId: request.query.salonId, date: request.query.dateBook }) }),
  );

  await app.register(customerPlaceRoutes);
  await app.register(placeRoutes);
};
