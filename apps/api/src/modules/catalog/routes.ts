import * as contracts from '@shine/shared/contracts/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceListAnswer } from './list-services.ts';
import { serviceDetail } from './service-detail.ts';
import { ownPhone, readOnlySession } from '../../plugins/auth.ts';
import { sendPrepared } from '../../lib/prepared-json.ts';
import { routeOf } from '../../lib/route-of.ts';

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(contracts.listServices, {
      tags: ['catalog'],
      summary: 'Service list V5: categories, groups and services on sale, special days, guides and suggest rules',
    }),
    config: readOnlySession,
    handler: async (request, reply) => {
      const q = request.query;
      return sendPrepared(request, reply, await serviceListAnswer(app.deps, { salonId: q.salonId, phone: ownPhone(request, q.customerPhone), lang: q.lang }));
    },
  });

  app.route({
    ...routeOf(contracts.getServiceDetail, {
      tags: ['catalog'],
      summary: 'Service detail V3: banners, content, versions, add-ons and upsales of a service group',
    }),
    handler: async (request) => {
      const q = request.query;
      const data = await serviceDetail(app.deps, { groupId: q.groupId, salonId: q.salonId, phone: request.customer?.phone, lang: q.lang });
      return { data };
    },
  });
};
