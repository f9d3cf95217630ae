import { describe, expect, it } from 'vitest';
import { allServices, canFinish, chosenTotals, reconcileChosen } from '../src/features/services/model/catalogue';
import {
  chooseVersion,
  detailAdd,
  detailAddOns,
  groupAdd,
  initialDetailChoice,
  pickVersion,
  toggleAddOn,
  visibleAddOns,
} from '../src/features/services/model/selection';
import { toChosen } from '../src/features/services/types';
import { categories, comboDetail, cut, cutMassage, ear, genzCut, kperm, oil, perm, permDetail, quickCut, service, wash } from './services-fixtures';

const catalogue = allServices(categories).map(toChosen);
const ids = (list: { serviceId: number }[]) => list.map((s) => s.serviceId);

describe('group add button (spec §4 "Group add button")', () => {
  it('adds a one-version group directly and removes it on the second press', () => {
    const added = groupAdd([], [wash], null, catalogue);
    expect(added).toEqual({ kind: 'changed', next: [toChosen(wash)] });
    expect(groupAdd(added.kind === 'changed' ? added.next : [], [wash], null, catalogue)).toEqual({ kind: 'changed', next: [] });
  });

  it('flashes the version boxes and adds nothing when several versions and none is selected', () => {
    expect(groupAdd([toChosen(wash)], [cut, cutMassage], null, catalogue)).toEqual({ kind: 'flash' });
  });

  it('adds the selected version of several', () => {
    const outcome = groupAdd([toChosen(wash)], [cut, cutMassage], 102, catalogue);
    expect(outcome.kind === 'changed' && ids(outcome.next)).toEqual([121, 102]);
  });

  it('removes a chosen group together with its add-ons (children by parent id)', () => {
    const chosen = [toChosen(kperm), toChosen(oil), toChosen(wash)];
    const outcome = groupAdd(chosen, [perm, kperm], 202, catalogue);
    expect(outcome.kind === 'changed' && ids(outcome.next)).toEqual([121]);
  });

  it('adding an add-on from the list brings its parent service', () => {
    const outcome = groupAdd([], [oil], null, catalogue);
    expect(outcome.kind === 'changed' && ids(outcome.next)).toEqual([202, 221]);
  });

  it('picking another version box of a chosen group replaces the version; of an unchosen group only selects', () => {
    expect(ids(pickVersion([toChosen(quickCut), toChosen(wash)], [quickCut, genzCut], 112, catalogue) ?? [])).toEqual([121, 112]);
    expect(pickVersion([toChosen(wash)], [quickCut, genzCut], 112, catalogue)).toBeNull();
  });
});

describe('service detail (spec §2 step 3: choose 1 version, add-ons optional)', () => {
  it('opens with the chosen version and add-ons ticked', () => {
    expect(initialDetailChoice(permDetail, [toChosen(kperm), toChosen(oil)])).toEqual({ versionId: 202, addOnIds: [221] });
    expect(initialDetailChoice(permDetail, [])).toEqual({ versionId: null, addOnIds: [] });
  });

  it('offers only the add-ons of the picked version (all before one is picked)', () => {
    expect(ids(visibleAddOns(permDetail.addOns, 202))).toEqual([221]);
    expect(ids(visibleAddOns(permDetail.addOns, null))).toEqual([221, 222]);
  });

  it('ticking an add-on of another version switches to that version and drops foreign add-ons', () => {
    const onPerm = toggleAddOn({ versionId: null, addOnIds: [] }, 222, permDetail);
    expect(onPerm).toEqual({ versionId: 201, addOnIds: [222] });
    expect(toggleAddOn(onPerm, 221, permDetail)).toEqual({ versionId: 202, addOnIds: [221] });
    expect(toggleAddOn({ versionId: 202, addOnIds: [221] }, 221, permDetail)).toEqual({ versionId: 202, addOnIds: [] });
    expect(chooseVersion({ versionId: 202, addOnIds: [221] }, 201, permDetail)).toEqual({ versionId: 201, addOnIds: [] });
  });

  it('offers the upsales of a combo as add-ons with any version, and adds the ticked ones', () => {
    expect(ids(visibleAddOns(detailAddOns(comboDetail), null))).toEqual([121, 401]);
    expect(ids(visibleAddOns(detailAddOns(comboDetail), 102))).toEqual([121, 401]);
    const ticked = toggleAddOn({ versionId: 101, addOnIds: [] }, 401, comboDetail);
    expect(ticked).toEqual({ versionId: 101, addOnIds: [401] });
    expect(chooseVersion(ticked, 102, comboDetail)).toEqual({ versionId: 102, addOnIds: [401] });
    const outcome = detailAdd([], comboDetail, ticked, catalogue);
    expect(outcome.kind === 'changed' && ids(outcome.next)).toEqual([101, 401]);
    expect(initialDetailChoice(comboDetail, [toChosen(cut), toChosen(ear)])).toEqual({ versionId: 101, addOnIds: [401] });
  });

  it('add with no version: border animation, nothing added', () => {
    expect(detailAdd([toChosen(wash)], permDetail, { versionId: null, addOnIds: [] }, catalogue)).toEqual({ kind: 'border' });
  });

  it('adds the version (replacing the group) and exactly the ticked add-ons', () => {
    const before = [toChosen(perm), toChosen(wash)];
    const outcome = detailAdd(before, permDetail, { versionId: 202, addOnIds: [221] }, catalogue);
    expect(outcome.kind === 'changed' && ids(outcome.next)).toEqual([121, 202, 221]);
    const untick = detailAdd(outcome.kind === 'changed' ? outcome.next : [], permDetail, { versionId: 202, addOnIds: [] }, catalogue);
    expect(untick.kind === 'changed' && ids(untick.next)).toEqual([121, 202]);
  });
});

describe('sticky bar rules (spec §2 "Sticky bar", §5)', () => {
  it('totals the prices and the struck old prices', () => {
    expect(chosenTotals([toChosen(cut), toChosen(wash)])).toEqual({ total: 160_000, oldTotal: 180_000 });
    expect(chosenTotals([])).toEqual({ total: 0, oldTotal: 0 });
  });

  it('enables Done only with a service chosen or allow-change on', () => {
    expect(canFinish(0, false)).toBe(false);
    expect(canFinish(0, true)).toBe(true);
    expect(canFinish(2, false)).toBe(true);
  });
});

describe('chosen services against a fresh list', () => {
  it('drops discontinued services and reports them', () => {
    const gone = toChosen(service(999, 99, { name: 'Gone' }));
    expect(reconcileChosen([toChosen(cut), gone], allServices(categories))).toEqual({ next: [toChosen(cut)], discontinued: true, changed: true });
  });

  it('takes names and prices from the list (the language switch renames the chosen services)', () => {
    const english = allServices(categories).map((s) => (s.serviceId === 401 ? { ...s, name: 'Ear cleaning' } : s));
    const result = reconcileChosen([toChosen(ear)], english);
    expect(result).toMatchObject({ discontinued: false, changed: true });
    expect(result.next[0]?.name).toBe('Ear cleaning');
    expect(reconcileChosen([toChosen(ear)], allServices(categories)).changed).toBe(false);
  });
});
