import { normalizePhone } from '@shine/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.ts';

/** The phone a lookup asks about, from its validated body or query, in one form (+84… and 0… count as one). */
function phoneOf(request: FastifyRequest): string | undefined {
  for (const source of [request.body, request.query]) {
    const phone = (source as { phone?: unknown } | undefined)?.phone;
    if (typeof phone === 'string' && phone) return normalizePhone(phone);
  }
  return undefined;
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;
const limiters = new WeakMap<object, Limiter>();

/**
 * preHandler: a per-phone limit shared by every call that tells something about a phone
 * (check-registered, auth/verify, booking lookup), on top of their per-IP limits, so many addresses
 * asking about one phone are held back too. Counted in Redis when set, like the per-IP limits.
 */
export function phoneLookupLimit(app: FastifyInstance) {
  // One counter per app, whichever plugin asks: the deps object is shared by all of them.
  let limiter = limiters.get(app.deps);
  if (!limiter) {
    limiter = app.createRateLimit({
      max: app.deps.config.LIMIT_PHONE_LOOKUPS_PER_HOUR,
      timeWindow: 3_600_000,
      keyGenerator: (request) => `phone-lookup:${phoneOf(request) ?? ''}`,
    });
    limiters.set(app.deps, limiter);
  }
  const check = limiter;
  return async (request: FastifyRequest) => {
    if (!phoneOf(request)) return;
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) throw new AppError(429, 'TOO_MANY_REQUESTS', 'request.tooMany');
  };
}
