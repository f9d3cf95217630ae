// Who may do what in the chain's back office (issue 32): one policy, checked by the server on every
// /api/v1/admin route and read by the back-office screens to show only the sections a person may use.
// A person may hold several roles; an action is allowed when one of them allows it in the target's scope.

import type { StaffRole } from './floor-roles';

export const BACKOFFICE_ACTIONS = [
  // Salons: details, address, hours, days off, booking rules.
  'salon.edit',
  // Catalogue: categories, groups, services, add-ons, upsell, prices and struck prices, special-day prices;
  // the membership tiers' thresholds and the top-up packages.
  'catalog.edit',
  // Content: home layout, banners, pages and articles; publishing makes a draft live.
  'content.edit',
  'content.publish',
  // Inboxes.
  'inbox.franchise',
  'jobs.manage',
  'cv.read',
  'imageReport.resolve',
  'rating.answer',
  // The entity histories of every screen, the chain-wide audit.
  'audit.read',
  // People and time, offers, reports (the ops part of the back office).
  'staff.edit',
  'roster.edit',
  'leave.approve',
  'offer.edit',
  'report.read',
  // A booking's messages (issue 33): looked up by its salon's managers and the chain.
  'booking.messages',
  // Games and lookbooks (issue 32, part 4): Style Master posts shown or hidden, the contest's period,
  // rules and prizes, the hairstyle collections and lookbooks (with their published flag).
  'styleMaster.moderate',
  'contest.edit',
  'collection.edit',
] as const;
export type BackofficeAction = (typeof BACKOFFICE_ACTIONS)[number];

/** The roles that may open the back office at all. */
export const BACKOFFICE_ROLES: readonly StaffRole[] = ['chain_admin', 'region_manager', 'salon_manager', 'content_editor', 'marketing', 'recruiter', 'finance'];

/**
 * Actions done on one salon (its manager, the region's manager, the chain act on it): the target names the
 * salon. The others are chain-wide (the catalogue, the home page, the inboxes of the office).
 */
export const SALON_ACTIONS: readonly BackofficeAction[] = [
  'salon.edit',
  'imageReport.resolve',
  'rating.answer',
  'staff.edit',
  'roster.edit',
  'leave.approve',
  'report.read',
  'booking.messages',
];

let allowed: Record<BackofficeAction, readonly StaffRole[]> | undefined;
/** Built on first use (no module-level work: this file may sit in a shared chunk). */
const ALLOWED = (): Record<BackofficeAction, readonly StaffRole[]> =>
  (allowed ??= {
    'salon.edit': ['chain_admin', 'region_manager', 'salon_manager'],
    'catalog.edit': ['chain_admin', 'content_editor'],
    'content.edit': ['chain_admin', 'content_editor', 'marketing'],
    'content.publish': ['chain_admin', 'content_editor'],
    'inbox.franchise': ['chain_admin'],
    'jobs.manage': ['chain_admin', 'recruiter'],
    // A CV holds personal data: only recruiters read it (the chain admin included would widen it; he is not).
    'cv.read': ['recruiter'],
    'imageReport.resolve': ['chain_admin', 'region_manager', 'salon_manager'],
    'rating.answer': ['chain_admin', 'region_manager', 'salon_manager'],
    'audit.read': ['chain_admin', 'finance'],
    'staff.edit': ['chain_admin', 'region_manager', 'salon_manager'],
    'roster.edit': ['chain_admin', 'region_manager', 'salon_manager'],
    'leave.approve': ['chain_admin', 'region_manager', 'salon_manager'],
    'offer.edit': ['chain_admin', 'marketing'],
    'report.read': ['chain_admin', 'region_manager', 'salon_manager', 'finance'],
    'booking.messages': ['chain_admin', 'region_manager', 'salon_manager'],
    'styleMaster.moderate': ['chain_admin', 'content_editor', 'marketing'],
    'contest.edit': ['chain_admin', 'marketing'],
    // Publishing is instant (no draft): those who publish content.
    'collection.edit': ['chain_admin', 'content_editor'],
  });

/** The roles that act on every salon of the chain when they may take a salon action (finance reads all). */
const CHAIN_WIDE_ROLES: readonly StaffRole[] = ['chain_admin', 'finance'];

export type BackofficeScope = {
  /** The salons the person manages: his salon, his region's, or 'all' (chain admin). */
  actorSalonIds: readonly number[] | 'all';
  /** The salon acted on, for a salon action; absent for a chain-wide one. */
  targetSalonId?: number;
};

/**
 * Whether one of `roles` may take `action` on the target. A salon action needs the target salon in the
 * person's salons (or a chain-wide role); a chain-wide action needs no salon, and a salon manager or region
 * manager takes none (they are never given one above).
 */
export function canAdmin(roles: readonly StaffRole[], action: BackofficeAction, scope: BackofficeScope): boolean {
  const table = ALLOWED();
  const salonAction = SALON_ACTIONS.includes(action);
  return roles.some((role) => {
    if (!table[action].includes(role)) return false;
    if (!salonAction) return true;
    if (CHAIN_WIDE_ROLES.includes(role) || scope.actorSalonIds === 'all') return true;
    // A salon action without a salon (a list of all salons) is allowed: the list is narrowed to his salons.
    return scope.targetSalonId === undefined || scope.actorSalonIds.includes(scope.targetSalonId);
  });
}

/** Every back-office action one of the roles may take somewhere (for the screens: sections, buttons). */
export function backofficeActionsOf(roles: readonly StaffRole[]): BackofficeAction[] {
  const table = ALLOWED();
  return BACKOFFICE_ACTIONS.filter((a) => roles.some((r) => table[a].includes(r)));
}

/** Whether the roles reach every salon for a salon action (else the salon lists are narrowed to his salons). */
export function actsOnAllSalons(roles: readonly StaffRole[], actorSalonIds: readonly number[] | 'all'): boolean {
  return actorSalonIds === 'all' || roles.some((r) => CHAIN_WIDE_ROLES.includes(r));
}

/**
 * Whose history is whose: reading an entity's audit rows needs the action that edits it (in the salon the
 * rows name), or 'audit.read'. The ops part adds its entities here.
 */
export const AUDIT_ENTITY_ACTIONS: Readonly<Record<string, BackofficeAction>> = {
  salon: 'salon.edit',
  salonDayOff: 'salon.edit',
  service: 'catalog.edit',
  specialDayPrice: 'catalog.edit',
  homeSection: 'content.edit',
  banner: 'content.edit',
  page: 'content.edit',
  connectRequest: 'inbox.franchise',
  job: 'jobs.manage',
  jobApplication: 'jobs.manage',
  imageReport: 'imageReport.resolve',
  rating: 'rating.answer',
  staffShift: 'roster.edit',
  shiftTemplate: 'roster.edit',
  leaveRequest: 'leave.approve',
  goldenHour: 'offer.edit',
  campaign: 'offer.edit',
  wheel: 'offer.edit',
  // The quests that earn spins and the points rules (marketing, with the wheel).
  questRule: 'offer.edit',
  pointsRule: 'offer.edit',
  // The catalogue's structure, the membership tiers and the top-up packages (the chain's price list).
  serviceCategory: 'catalog.edit',
  serviceGroup: 'catalog.edit',
  topupPackage: 'catalog.edit',
  membershipTiers: 'catalog.edit',
  suggestRule: 'catalog.edit',
  styleMasterPost: 'styleMaster.moderate',
  contest: 'contest.edit',
  collection: 'collection.edit',
};
