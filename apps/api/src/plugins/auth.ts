import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.ts';
import { findSessionCustomer, type SessionCustomer } from '../modules/auth/session-repository.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in customer, when a valid Bearer token came with the request. */
    customer?: SessionCustomer;
  }
  interface FastifyContextConfig {
    /**
     * A read-only route asked on every tap (the hour strips, salon and service lists, wheel, history,
     * member status) may trust a session looked up in the last SESSION_CACHE_MS: a logout, password
     * change or deletion reaches it that much later. Every write and every other read looks the session
     * up afresh.
     */
    readOnlySession?: boolean;
  }
}

/** Route config of the read-only routes that may use a session looked up moments ago. */
export const readOnlySession = { readOnlySession: true } as const;

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] && match[1] !== 'null' && match[1] !== 'undefined' ? match[1] : undefined;
}

/**
 * Every request may carry a Bearer token (spec §7). A token that is missing, expired or revoked answers
 * 401 where login is required; elsewhere the request simply continues anonymous, except that a bad
 * token is still refused with 401 so the client clears it (spec §6).
 */
export function registerAuth(app: FastifyInstance) {
  app.decorateRequest('customer', undefined);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = bearerToken(request);
    if (!token) return;
    const { db, clock, cache } = app.deps;
    const lookUp = () => findSessionCustomer(db, token, clock.now());
    // Only a valid session is kept: a refused token is looked up again next time.
    const customer = request.routeOptions.config.readOnlySession
      ? ((await cache.sessions.get(token, lookUp, (found) => (found ? undefined : 0))) as SessionCustomer | undefined)
      : await lookUp();
    if (!customer) throw new AppError(401, 'UNAUTHORIZED', 'auth.sessionInvalid');
    request.customer = customer;
  });
}

/**
 * Drops the session this request's token may have cached (readOnlySession) when the request learnt that
 * what it carries changed (his tier): the next read-only route looks it up afresh.
 */
export function forgetCachedSession(app: FastifyInstance, request: FastifyRequest) {
  const token = bearerToken(request);
  if (token) app.deps.cache.sessions.delete(token);
}

export function requireCustomer(request: FastifyRequest): SessionCustomer {
  if (!request.customer) throw new AppError(401, 'UNAUTHORIZED', 'auth.loginRequired');
  return request.customer;
}

/**
 * The phone a request names, when the caller is logged in as it; otherwise undefined, so personal data
 * keyed by phone (used services, last stylist, member tier) is answered as for a stranger.
 */
export function ownPhone(request: FastifyRequest, phone: string | undefined): string | undefined {
  return ownCustomer(request, phone)?.phone;
}

/** The logged-in customer when the request names his phone (his member type comes with the session). */
export function ownCustomer(request: FastifyRequest, phone: string | undefined): SessionCustomer | undefined {
  return phone !== undefined && request.customer?.phone === phone ? request.customer : undefined;
}
