import { describe, expect, it } from 'vitest';
import { FLOOR_ACTIONS, STAFF_ROLES, actionsOf, can } from './floor-roles';

const own = { actorSalonIds: [1], targetSalonId: 1 };
const other = { actorSalonIds: [1], targetSalonId: 2 };

describe('floor policy (issue 30: every action checked against role and salon)', () => {
  it('nobody but the chain acts outside his salons', () => {
    for (const role of STAFF_ROLES) for (const action of FLOOR_ACTIONS) expect(can(role, action, { ...other, ownCustomer: true })).toBe(false);
    for (const action of FLOOR_ACTIONS) expect(can('chain_admin', action, { actorSalonIds: 'all', targetSalonId: 2 })).toBe(action !== 'queue.mine');
  });

  it("a region manager acts in his region's salons only", () => {
    expect(can('region_manager', 'visit.undo', { actorSalonIds: [1, 2, 3], targetSalonId: 3 })).toBe(true);
    expect(can('region_manager', 'visit.undo', { actorSalonIds: [1, 2, 3], targetSalonId: 40 })).toBe(false);
  });

  it('a stylist cuts and finishes his own customers only, and nothing at the desk', () => {
    expect(can('stylist', 'visit.startCut', { ...own, ownCustomer: true })).toBe(true);
    expect(can('stylist', 'visit.finish', { ...own, ownCustomer: false })).toBe(false);
    expect(can('stylist', 'visit.checkIn', own)).toBe(false);
    expect(actionsOf('stylist')).toEqual(['floor.read', 'visit.startCut', 'visit.finish', 'queue.mine', 'visit.photo', 'serviceChange.propose']);
    expect(can('stylist', 'serviceChange.propose', { ...own, ownCustomer: false })).toBe(false);
    expect(can('reception', 'serviceChange.propose', own)).toBe(true);
  });

  it('a stylist photographs his own customers only, reception none; only a stylist has a queue of his own', () => {
    expect(can('stylist', 'visit.photo', { ...own, ownCustomer: true })).toBe(true);
    expect(can('stylist', 'visit.photo', { ...own, ownCustomer: false })).toBe(false);
    expect(can('reception', 'visit.photo', own)).toBe(false);
    expect(can('salon_manager', 'visit.photo', own)).toBe(true);
    expect(can('reception', 'imageReport.resolve', own)).toBe(false);
    expect(can('salon_manager', 'imageReport.resolve', own)).toBe(true);
    for (const role of STAFF_ROLES) expect(can(role, 'queue.mine', own)).toBe(role === 'stylist');
  });

  it('a skinner washes; reception checks in, takes walk-ins, undoes, marks no-shows and takes payments; the monitor only reads', () => {
    expect(actionsOf('skinner')).toEqual(['floor.read', 'visit.startWash']);
    expect(actionsOf('reception')).toEqual([
      'floor.read',
      'visit.checkIn',
      'visit.undo',
      'visit.noShow',
      'walkIn.create',
      'visit.pay',
      'serviceChange.propose',
    ]);
    expect(actionsOf('skinner')).not.toContain('serviceChange.propose');
    expect(actionsOf('monitor')).toEqual(['floor.read']);
  });

  it('managers do everything in their salon, devices included, but have no queue of their own', () => {
    for (const role of ['salon_manager', 'region_manager', 'chain_admin'] as const)
      expect(actionsOf(role)).toEqual(FLOOR_ACTIONS.filter((a) => a !== 'queue.mine'));
    expect(can('salon_manager', 'visit.startCut', own)).toBe(true);
  });
});
