import { describe, expect, it } from 'vitest';
import { BACKOFFICE_ACTIONS, BACKOFFICE_ROLES, SALON_ACTIONS, backofficeActionsOf, canAdmin } from './backoffice-policy';
import { STAFF_ROLES } from './floor-roles';

const chain = { actorSalonIds: 'all' as const };
const mine = (target?: number) => ({ actorSalonIds: [1, 2], targetSalonId: target });

describe('back-office policy (issue 32: every action checked against roles and scope)', () => {
  it('the chain admin may do everything but read a CV', () => {
    for (const action of BACKOFFICE_ACTIONS) expect(canAdmin(['chain_admin'], action, { ...chain, targetSalonId: 40 }), action).toBe(action !== 'cv.read');
  });

  it('a salon manager acts on his salon only, and on nothing chain-wide', () => {
    expect(canAdmin(['salon_manager'], 'salon.edit', { actorSalonIds: [1], targetSalonId: 1 })).toBe(true);
    expect(canAdmin(['salon_manager'], 'salon.edit', { actorSalonIds: [1], targetSalonId: 2 })).toBe(false);
    expect(canAdmin(['salon_manager'], 'rating.answer', { actorSalonIds: [1], targetSalonId: 2 })).toBe(false);
    for (const action of [
      'catalog.edit',
      'content.edit',
      'content.publish',
      'inbox.franchise',
      'jobs.manage',
      'cv.read',
      'offer.edit',
      'audit.read',
      'styleMaster.moderate',
      'contest.edit',
      'collection.edit',
    ] as const) {
      expect(canAdmin(['salon_manager'], action, { actorSalonIds: [1] }), action).toBe(false);
    }
  });

  it("a region manager acts on his region's salons", () => {
    expect(canAdmin(['region_manager'], 'roster.edit', mine(2))).toBe(true);
    expect(canAdmin(['region_manager'], 'roster.edit', mine(40))).toBe(false);
  });

  it('the office roles act chain-wide on their own areas only', () => {
    expect(backofficeActionsOf(['content_editor'])).toEqual(['catalog.edit', 'content.edit', 'content.publish', 'styleMaster.moderate', 'collection.edit']);
    expect(backofficeActionsOf(['marketing'])).toEqual(['content.edit', 'offer.edit', 'styleMaster.moderate', 'contest.edit']);
    expect(backofficeActionsOf(['recruiter'])).toEqual(['jobs.manage', 'cv.read']);
    expect(backofficeActionsOf(['finance'])).toEqual(['audit.read', 'report.read']);
    expect(canAdmin(['finance'], 'report.read', { actorSalonIds: [], targetSalonId: 40 })).toBe(true);
    expect(canAdmin(['content_editor'], 'cv.read', chain)).toBe(false);
    expect(canAdmin(['marketing'], 'content.publish', chain)).toBe(false);
  });

  it('several roles add up: an editor who also recruits reads CVs', () => {
    expect(canAdmin(['content_editor', 'recruiter'], 'cv.read', { actorSalonIds: [] })).toBe(true);
    expect(canAdmin(['content_editor', 'recruiter'], 'catalog.edit', { actorSalonIds: [] })).toBe(true);
  });

  it("a booking's messages (issue 33): its salon's manager, the region's, the chain; no office role", () => {
    expect(canAdmin(['salon_manager'], 'booking.messages', { actorSalonIds: [1], targetSalonId: 1 })).toBe(true);
    expect(canAdmin(['salon_manager'], 'booking.messages', { actorSalonIds: [1], targetSalonId: 2 })).toBe(false);
    expect(canAdmin(['region_manager'], 'booking.messages', mine(40))).toBe(false);
    expect(canAdmin(['chain_admin'], 'booking.messages', { ...chain, targetSalonId: 40 })).toBe(true);
    for (const role of ['content_editor', 'marketing', 'recruiter', 'finance'] as const) expect(canAdmin([role], 'booking.messages', chain), role).toBe(false);
  });

  it('games and lookbooks: editors and marketing moderate posts; marketing runs the contest; publishers edit collections', () => {
    for (const role of ['chain_admin', 'content_editor', 'marketing'] as const) expect(canAdmin([role], 'styleMaster.moderate', chain), role).toBe(true);
    for (const role of ['region_manager', 'salon_manager', 'recruiter', 'finance'] as const) {
      expect(canAdmin([role], 'styleMaster.moderate', { actorSalonIds: [1], targetSalonId: 1 }), role).toBe(false);
    }
    expect(canAdmin(['marketing'], 'contest.edit', chain)).toBe(true);
    expect(canAdmin(['content_editor'], 'contest.edit', chain)).toBe(false);
    expect(canAdmin(['content_editor'], 'collection.edit', chain)).toBe(true);
    expect(canAdmin(['marketing'], 'collection.edit', chain)).toBe(false);
    expect(canAdmin(['marketing'], 'offer.edit', chain)).toBe(true);
  });

  it('floor-only roles take no back-office action', () => {
    for (const role of STAFF_ROLES.filter((r) => !BACKOFFICE_ROLES.includes(r))) expect(backofficeActionsOf([role]), role).toEqual([]);
    expect(SALON_ACTIONS.every((a) => BACKOFFICE_ACTIONS.includes(a))).toBe(true);
  });
});
