import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { zText } from '@shine/shared/schemas/common';
import { z } from 'zod';
import { insertTrackingEvent } from './tracking-repository.ts';

const text = z
  .union([zText(200), z.number()])
  .transform(String)
  .nullish();

const ZTrackingEvent = z.object({
  pageId: text,
  screenId: text,
  eventId: text,
  tokenKey: text,
  source: text,
  utmSource: text,
  data: z.record(zText(60), z.unknown()).default({}),
  extendData: z.unknown().optional(),
});

export const trackingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v1/tracking-dynamic',
    {
      schema: {
        tags: ['tracking'],
        summary: 'postTrackingDynamic: store a click/flow event (never fails the caller once accepted)',
        body: ZTrackingEvent,
        response: { 200: z.object({ data: z.object({ stored: z.boolean() }) }) },
      },
      bodyLimit: 32 * 1024,
    },
    async (request) => {
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
  );
};
