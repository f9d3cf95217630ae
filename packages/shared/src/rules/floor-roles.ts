// Who may do what on the salon floor (issue 30): one policy, checked by the server on every staff route
// and read by the staff screens to hide what a person cannot do.

export const STAFF_ROLES = [
  'stylist',
  'skinner',
  'reception',
  'salon_manager',
  'region_manager',
  'chain_admin',
  'monitor',
  // The chain's office (issue 32, back office): no part on a salon floor.
  'content_editor',
  'marketing',
  'recruiter',
  'finance',
] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The roles of the salon floor (issue 30); the office roles take no floor action. */
export const FLOOR_ROLES: readonly StaffRole[] = ['stylist', 'skinner', 'reception', 'salon_manager', 'region_manager', 'chain_admin', 'monitor'];

export const FLOOR_ACTIONS = [
  'floor.read',
  'visit.checkIn',
  'visit.startWash',
  'visit.startCut',
  'visit.finish',
  'visit.undo',
  'visit.noShow',
  'walkIn.create',
  'visit.pay',
  'device.enrol',
  'device.revoke',
  'queue.mine',
  'visit.photo',
  'imageReport.resolve',
  'serviceChange.propose',
] as const;
export type FloorAction = (typeof FLOOR_ACTIONS)[number];

/** Roles that act in every salon of a scope wider than one salon (a region, the chain). */
export const WIDE_SCOPE_ROLES: readonly StaffRole[] = ['region_manager', 'chain_admin'];

const MANAGERS: readonly StaffRole[] = ['salon_manager', 'region_manager', 'chain_admin'];
/** One role, then the managers. (A function, not an array spread: a spread at module level keeps this file
 * in every web chunk that imports the package's index, as a bundler must assume it has effects.) */
const andManagers = (role: StaffRole): readonly StaffRole[] => [role].concat(MANAGERS);

/**
 * What each role may do in a salon of its scope. Stylists act on their own customers' cut, skinners
 * on the wash, reception at the desk (check-in, walk-in, undo, no-show, payment), managers on everything in their
 * salons, the monitor (a TV screen) only reads. Built on first use.
 */
let allowed: Record<FloorAction, readonly StaffRole[]> | undefined;
const ALLOWED = (): Record<FloorAction, readonly StaffRole[]> =>
  (allowed ??= {
    'floor.read': FLOOR_ROLES,
    'visit.checkIn': andManagers('reception'),
    'visit.startWash': andManagers('skinner'),
    'visit.startCut': andManagers('stylist'),
    'visit.finish': andManagers('stylist'),
    'visit.undo': andManagers('reception'),
    'visit.noShow': andManagers('reception'),
    'walkIn.create': andManagers('reception'),
    'visit.pay': andManagers('reception'),
    'device.enrol': MANAGERS,
    'device.revoke': MANAGERS,
    // His own queue of the day: only a stylist has one.
    'queue.mine': ['stylist'],
    // After-cut photos: the visit's stylist, or a manager.
    'visit.photo': andManagers('stylist'),
    // The customers' "wrong image" reports: the salon's manager (and those above him) sees and resolves them.
    'imageReport.resolve': MANAGERS,
    // Adding or removing a service during the visit: the visit's stylist, reception, managers.
    'serviceChange.propose': andManagers('reception').concat('stylist'),
  });

/** Actions a stylist may take only on a customer booked with him. */
const OWN_CUSTOMER_ACTIONS: readonly FloorAction[] = ['visit.startCut', 'visit.finish', 'visit.photo', 'serviceChange.propose'];

export type FloorScope = {
  /** Salons the person acts in: where he works today, his region's salons, or 'all' for the chain. */
  actorSalonIds: readonly number[] | 'all';
  targetSalonId: number;
  /** For a stylist's cut: whether the visit's booking is with him. */
  ownCustomer?: boolean;
};

export function can(role: StaffRole, action: FloorAction, scope: FloorScope): boolean {
  if (!ALLOWED()[action].includes(role)) return false;
  const inScope = scope.actorSalonIds === 'all' || scope.actorSalonIds.includes(scope.targetSalonId);
  if (!inScope) return false;
  if (role === 'stylist' && OWN_CUSTOMER_ACTIONS.includes(action)) return scope.ownCustomer === true;
  return true;
}

/** Every action the role may take in a salon of its scope (for the staff screens' buttons). */
export function actionsOf(role: StaffRole): FloorAction[] {
  return FLOOR_ACTIONS.filter((a) => ALLOWED()[a].includes(role));
}

export { PAYMENT_METHODS, type PaymentMethod } from './payment-methods';
