import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';

/** Per IP, votes may come from many customers behind one address (a shop's Wi-Fi): a few times the per-customer allowance. */
const IP_FACTOR = 4;

/**
 * Votes need login and are limited per customer (a preHandler keyed by the session's customer) and per
 * IP (the route's rate limit), both counted in Redis when set. The allowance follows the auth limit.
 */
export function voteLimits(app: FastifyInstance) {
  const perMinute = app.deps.config.AUTH_RATE_LIMIT_PER_MINUTE;
  const limiter = app.createRateLimit({ max: perMinute, timeWindow: 60_000, keyGenerator: (request) => `vote:${request.customer?.customerId ?? 0}` });
  return {
    perIp: { rateLimit: { max: perMinute * IP_FACTOR, timeWindow: '1 minute' } },
    perCustomer: async (request: FastifyRequest) => {
      if (!request.customer) throw new AppError(401, 'UNAUTHORIZED', 'auth.loginRequired');
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) throw new AppError(429, 'TOO_MANY_REQUESTS', 'request.tooMany');
    },
  };
}
