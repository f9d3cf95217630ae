import { ZClockResponse } from '@shine/shared/schemas/clock';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const clockRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/clock',
    {
      schema: {
        tags: ['system'],
        summary: "The server's now (ISO, UTC): the browser's clock follows it when they differ (CLOCK_NOW / CLOCK_OFFSET_MS outside production)",
        response: { 200: ZClockResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: { now: app.deps.clock.now().toISOString() } };
    },
  );
};
