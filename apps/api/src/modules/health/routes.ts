import * as contracts from '@shine/shared/contracts/health';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-of.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Redis is optional (the API falls back to in-process limits): reported, never a reason to fail. */
  async function redisState(): Promise<'up' | 'down' | undefined> {
    const redis = app.deps.redis;
    if (!redis) return undefined;
    if (redis.status !== 'ready') return 'down';
    // Connected is not enough: a stalled server times out within the client's 200 ms command timeout.
    return redis.ping().then(
      () => 'up' as const,
      () => 'down' as const,
    );
  }

  app.route({
    ...routeOf(contracts.checkHealth, {
      tags: ['system'],
      summary: 'Liveness with the database reachable; `redis` (when REDIS_URL is set) is up or down',
    }),
    handler: async () => {
      const [, redis] = await Promise.all([app.deps.db.execute(sql`select 1`), redisState()]);
      return { data: { status: 'ok' as const, database: app.deps.dbKind, ...(redis ? { redis } : {}) } };
    },
  });
};
