import * as contracts from '@shine/shared/contracts/clock';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-of.ts';

export const clockRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(contracts.getServerClock, {
      tags: ['system'],
      summary: "The server's now (ISO, UTC): the browser's clock follows it when they differ (CLOCK_NOW / CLOCK_OFFSET_MS outside production)",
    }),
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: { now: app.deps.clock.now().toISOString() } };
    },
  });
};
