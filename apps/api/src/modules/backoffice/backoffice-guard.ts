import { type BackofficeAction, type StaffRole, actsOnAllSalons, backofficeActionsOf, canAdmin } from '@shine/shared';
import type { TAdminMe } from '@shine/shared/schemas/backoffice';
import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { registerStaffAuth, requireStaff } from '../floor/index.ts';

/** The person behind a back-office request: his roles and the salons his salon actions reach. */
export type AdminActor = {
  accountId: number;
  name: string;
  roles: StaffRole[];
  salonIds: number[] | 'all';
};

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `adminPreHandler(action)` once the action is allowed. */
    admin?: AdminActor;
  }
}

/**
 * The staff session (cookie `shine_staff` from `POST /api/v1/staff/auth/login`, or `X-Staff-Session`) on
 * the back office's routes: call once in each plugin that declares /api/v1/admin routes.
 */
export function registerBackofficeAuth(app: FastifyInstance) {
  registerStaffAuth(app);
  app.decorateRequest('admin', undefined);
}

/** 401 without a personal staff session (a salon tablet's PIN session never opens the back office). */
export function requireAdminActor(request: FastifyRequest): AdminActor {
  const staff = requireStaff(request);
  if (staff.deviceId !== null) throw new AppError(403, 'FORBIDDEN', 'admin.forbidden');
  return { accountId: staff.accountId, name: staff.name, roles: staff.roles, salonIds: staff.salonIds };
}

/** 403 unless one of his roles allows `action` on the salon (salon actions) or chain-wide. */
export function requireAdmin(request: FastifyRequest, action: BackofficeAction, targetSalonId?: number): AdminActor {
  const actor = requireAdminActor(request);
  if (!canAdmin(actor.roles, action, { actorSalonIds: actor.salonIds, targetSalonId })) throw new AppError(403, 'FORBIDDEN', 'admin.forbidden');
  return actor;
}

/** 403 unless the actor may take `action` in `salonId` (a use case that learns the salon from the row). */
export function requireAllowedIn(actor: AdminActor, action: BackofficeAction, salonId: number) {
  if (!canAdmin(actor.roles, action, { actorSalonIds: actor.salonIds, targetSalonId: salonId })) throw new AppError(403, 'FORBIDDEN', 'admin.forbidden');
}

/** Whether the actor may take `action` (no throw): for a use case that decides per row. */
export const allows = (actor: AdminActor, action: BackofficeAction, targetSalonId?: number) =>
  canAdmin(actor.roles, action, { actorSalonIds: actor.salonIds, targetSalonId });

/** The salons a salon list shows him: every salon, or his own. */
export const visibleSalonIds = (actor: AdminActor): number[] | 'all' => (actsOnAllSalons(actor.roles, actor.salonIds) ? 'all' : actor.salonIds);

/**
 * A route's preHandler: the person must be allowed `action` somewhere (chain-wide, or in one of his salons);
 * a route on one salon checks that salon again with `requireAdmin(request, action, salonId)`.
 */
export function adminPreHandler(action: BackofficeAction): preHandlerHookHandler {
  return async (request) => {
    const actor = requireAdminActor(request);
    if (!backofficeActionsOf(actor.roles).includes(action)) throw new AppError(403, 'FORBIDDEN', 'admin.forbidden');
    request.admin = actor;
  };
}

export function toAdminMe(actor: AdminActor): TAdminMe {
  return { id: actor.accountId, name: actor.name, roles: actor.roles, salonIds: actor.salonIds, actions: backofficeActionsOf(actor.roles) };
}
