import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { type StaffActor, actorOf } from './staff-actor.ts';
import { findStaffSession } from './staff-session-repository.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A request nobody made by hand (a board's event stream): it does not keep a tablet from locking. */
    staffPassive?: boolean;
  }
  interface FastifyRequest {
    /** The staff member of a valid staff session (cookie or X-Staff-Session), on the floor's routes. */
    staff?: StaffActor;
    /** Why a staff token that came with the request was refused. */
    staffRefusal?: AppError;
  }
}

/** The staff session cookie: apart from the customer's Bearer token, never readable by scripts. */
export const STAFF_COOKIE = 'shine_staff';
export const STAFF_SESSION_HEADER = 'x-staff-session';
export { DEVICE_KEY_HEADER } from '@shine/shared/contracts/floor';

export function staffToken(request: FastifyRequest): string | undefined {
  const header = request.headers[STAFF_SESSION_HEADER];
  if (typeof header === 'string' && header.length > 0) return header;
  return request.cookies[STAFF_COOKIE] || undefined;
}

/** Looks the staff session up on every request of the floor's routes (registered inside their plugin only). */
export function registerStaffAuth(app: FastifyInstance) {
  app.decorateRequest('staff', undefined);
  app.decorateRequest('staffRefusal', undefined);
  app.addHook('onRequest', async (request) => {
    const token = staffToken(request);
    if (!token || token.length > 100) return;
    const found = await findStaffSession(app.deps.db, token, app.deps.clock.now(), request.routeOptions.config?.staffPassive === true);
    if (found === 'device-revoked') request.staffRefusal = new AppError(401, 'DEVICE_REVOKED', 'floor.deviceRevoked');
    else if (!found) request.staffRefusal = new AppError(401, 'UNAUTHORIZED', 'floor.sessionInvalid');
    else request.staff = await actorOf(app.deps, found);
  });
}

export function requireStaff(request: FastifyRequest): StaffActor {
  if (request.staff) return request.staff;
  throw request.staffRefusal ?? new AppError(401, 'UNAUTHORIZED', 'floor.loginRequired');
}

/**
 * A browser-session cookie: the server alone decides when the session ends (`expiresAt`, idle auto-lock),
 * so a device whose clock is off (or a server clock moved by CLOCK_NOW) never drops it on arrival.
 */
export function setStaffCookie(reply: FastifyReply, token: string, _expiresAt: Date, production: boolean) {
  reply.setCookie(STAFF_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure: production, path: '/' });
}

export function clearStaffCookie(reply: FastifyReply, production: boolean) {
  reply.clearCookie(STAFF_COOKIE, { httpOnly: true, sameSite: 'lax', secure: production, path: '/' });
}
