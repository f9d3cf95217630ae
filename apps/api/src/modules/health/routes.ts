import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness with the database reachable',
        response: { 200: z.object({ data: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }) }) },
      },
    },
    async () => {
      await app.deps.db.execute(sql`select 1`);
      return { data: { status: 'ok' as const, database: app.deps.dbKind } };
    },
  );
};
