import { z } from 'zod';
import { endpoint } from './endpoint';

/** Liveness with the database reachable; `redis` only when REDIS_URL is set. */
export const checkHealth = endpoint({
  method: 'GET',
  path: '/api/health',
  response: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']), redis: z.enum(['up', 'down']).optional() }),
});
