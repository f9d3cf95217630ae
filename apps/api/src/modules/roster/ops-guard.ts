import { type BackofficeAction, can } from '@shine/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { type AdminActor, allows, requireAdminActor } from '../backoffice/index.ts';
import { requireStaff } from '../floor/index.ts';

/**
 * The call list of a salon (bookings a roster change left without their stylist) is the desk's work: its
 * reception reads it with the floor's policy (who may check customers in), its managers with the back office's.
 */
export function requireDeskOrRoster(request: FastifyRequest, salonId: number, rosterAllowed: (actor: AdminActor) => boolean) {
  const staff = requireStaff(request);
  if (can(staff.role, 'visit.checkIn', { actorSalonIds: staff.salonIds, targetSalonId: salonId })) return;
  if (rosterAllowed(requireAdminActor(request))) return;
  throw new AppError(403, 'FORBIDDEN', 'admin.forbidden');
}

/** 403 unless the back-office policy lets him take `action` in `salonId`. */
export function requireAllowedIn(actor: AdminActor, action: BackofficeAction, salonId: number) {
  if (!allows(actor, action, salonId)) throw new AppError(403, 'FORBIDDEN', 'admin.forbidden');
}
