import { describe, expect, it } from 'vitest';
import { addService, removeService, type SelectableService, toggleService } from './service-selection';

const svc = (serviceId: number, groupId: number, parentServiceId: number | null = null): SelectableService => ({
  serviceId,
  groupId,
  parentServiceId,
});
const TWIST = svc(201, 20);
const KPERM = svc(202, 20);
const OIL = svc(221, 22, 202);
const GLOSS = svc(222, 22, 201);
const CUT = svc(101, 10);
const CUT_VIP = svc(103, 10);
const CATALOGUE = [TWIST, KPERM, OIL, GLOSS, CUT, CUT_VIP];
const ids = (list: SelectableService[]) => list.map((s) => s.serviceId);

describe('service selection (spec §4 Service selection)', () => {
  it('adding replaces the others of the same group', () => {
    expect(ids(addService([CUT, TWIST], KPERM, CATALOGUE))).toEqual([101, 202]);
    expect(ids(addService([CUT], CUT_VIP, CATALOGUE))).toEqual([103]);
  });

  it('adding an add-on adds its parent service if needed', () => {
    expect(ids(addService([CUT], OIL, CATALOGUE))).toEqual([101, 202, 221]);
    expect(ids(addService([KPERM], OIL, CATALOGUE))).toEqual([202, 221]);
  });

  it('an add-on bringing its parent replaces the parent group version', () => {
    expect(ids(addService([TWIST], OIL, CATALOGUE))).toEqual([202, 221]);
  });

  it('add-ons (services with a parent) do not replace each other', () => {
    const both = addService(addService([], OIL, CATALOGUE), GLOSS, CATALOGUE);
    // the gloss brings the twist perm, which replaces the K-perm and with it the oil add-on
    expect(ids(both)).toEqual([201, 222]);
    const sameParent = [KPERM, OIL, svc(224, 22, 202)];
    expect(ids(addService(sameParent.slice(0, 2), sameParent[2]!, [...CATALOGUE, sameParent[2]!]))).toEqual([202, 221, 224]);
  });

  it('replacing a version removes the add-ons of the replaced one', () => {
    expect(ids(addService([KPERM, OIL, CUT], TWIST, CATALOGUE))).toEqual([101, 201]);
  });

  it('removing a service removes its children by parent id', () => {
    expect(ids(removeService([CUT, KPERM, OIL], 202))).toEqual([101]);
    expect(ids(removeService([CUT, KPERM, OIL], 221))).toEqual([101, 202]);
  });

  it('adding a chosen service changes nothing; the one-version add button toggles', () => {
    expect(ids(addService([CUT], CUT, CATALOGUE))).toEqual([101]);
    expect(ids(toggleService([CUT], CUT, CATALOGUE))).toEqual([]);
    expect(ids(toggleService([], CUT, CATALOGUE))).toEqual([101]);
  });
});
