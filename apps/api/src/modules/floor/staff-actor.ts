import { type FloorAction, type StaffRole, actionsOf, can, zonedToday } from '@shine/shared';
import type { TStaffMe } from '@shine/shared/schemas/floor';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/errors.ts';
import { findExtraRoles, findRegionSalonIds, findShiftSalon } from './staff-account-repository.ts';
import type { StaffSessionRow } from './staff-session-repository.ts';

/** The person behind a staff request, with the salons he acts in right now. */
export type StaffActor = {
  sessionId: number;
  accountId: number;
  staffId: number | null;
  name: string;
  phone: string;
  /** The primary role: what the floor's policy checks. */
  role: StaffRole;
  /** Every role he holds, the primary one first (the back office allows what any of them allows). */
  roles: StaffRole[];
  homeSalonId: number | null;
  regionId: number | null;
  workSalonId: number | null;
  salonIds: number[] | 'all';
  deviceId: number | null;
};

/**
 * Where he works today is his shift's salon (lent for the day), else his home salon. A region manager
 * acts in his region's salons, the chain admin in all. On a tablet, only in the tablet's salon.
 */
export async function actorOf(deps: Pick<AppDeps, 'db' | 'clock'>, session: StaffSessionRow): Promise<StaffActor> {
  const { account } = session;
  const today = zonedToday(deps.clock.now());
  const shiftSalon = account.staffId !== null ? await findShiftSalon(deps.db, account.staffId, today) : undefined;
  const workSalonId = shiftSalon ?? account.homeSalonId;
  const roles = [account.role, ...(await findExtraRoles(deps.db, account.id)).filter((r) => r !== account.role)];
  let salonIds: number[] | 'all';
  if (roles.includes('chain_admin')) salonIds = 'all';
  else if (roles.includes('region_manager')) salonIds = account.regionId !== null ? await findRegionSalonIds(deps.db, account.regionId) : [];
  else salonIds = workSalonId !== null ? [workSalonId] : [];
  const deviceSalon = session.deviceSalonId;
  if (deviceSalon !== null) salonIds = salonIds === 'all' || salonIds.includes(deviceSalon) ? [deviceSalon] : [];
  return {
    sessionId: session.sessionId,
    accountId: account.id,
    staffId: account.staffId,
    name: account.name,
    phone: account.phone,
    role: account.role,
    roles,
    homeSalonId: account.homeSalonId,
    regionId: account.regionId,
    workSalonId,
    salonIds,
    deviceId: session.deviceId,
  };
}

export const actsIn = (actor: StaffActor, salonId: number) => actor.salonIds === 'all' || actor.salonIds.includes(salonId);

/** 403 unless the policy lets this person take `action` in `salonId`. */
export function requireAllowed(actor: StaffActor, action: FloorAction, salonId: number, opts: { ownCustomer?: boolean } = {}) {
  if (!can(actor.role, action, { actorSalonIds: actor.salonIds, targetSalonId: salonId, ownCustomer: opts.ownCustomer })) {
    throw new AppError(403, 'FORBIDDEN', 'floor.forbidden');
  }
}

export function toStaffMe(actor: StaffActor): TStaffMe {
  return {
    id: actor.accountId,
    name: actor.name,
    phone: actor.phone,
    role: actor.role,
    roles: actor.roles,
    staffId: actor.staffId,
    homeSalonId: actor.homeSalonId,
    regionId: actor.regionId,
    workSalonId: actor.workSalonId,
    salonIds: actor.salonIds,
    actions: actionsOf(actor.role),
    deviceId: actor.deviceId,
  };
}
