import * as contracts from '@shine/shared/contracts/tracking';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-of.ts';
import { insertTrackingEvent } from './tracking-repository.ts';

export const trackingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(contracts.postTrackingEvent, {
      tags: ['tracking'],
      summary: 'postTrackingDynamic: store a click/flow event (never fails the caller once accepted)',
    }),
    bodyLimit: 32 * 1024,
    handler: async (request) => {
      const e = request.body;
      try {
        await insertTrackingEvent(app.deps.db, {
          pageId: e.pageId,
          screenId: e.screenId,
          eventId: e.eventId,
          tokenKey: e.tokenKey,
          source: e.source,
          utmSource: e.utmSource,
          data: e.data,
          extendData: e.extendData ?? null,
          createdAt: app.deps.clock.now(),
        });
        return { data: { stored: true } };
      } catch (err) {
        // Tracking must never break a customer's flow: log and answer normally.
        request.log.warn({ err }, 'tracking event not stored');
        return { data: { stored: false } };
      }
    },
  });
};
