import { addService, removeService } from '@shine/shared/rules/service-selection';
import type { TService, TServiceAddOn, TServiceDetail } from '@shine/shared/schemas/catalog';
import { toChosen, type ChosenService } from '../types';

// The add buttons of the service step (spec §4 'Service selection') on top of the shared rules:
// adding replaces the other versions of the group and brings the parent; removing takes the children.

export type AddOutcome = { kind: 'changed'; next: ChosenService[] } | { kind: 'flash' };

/**
 * The group add button. Chosen group: removes it. One version: adds it. Several versions: adds the
 * selected one, or flashes the version boxes (nothing added) when none is selected.
 */
export function groupAdd(
  chosen: readonly ChosenService[],
  versions: readonly TService[],
  selectedId: number | null,
  catalogue: readonly ChosenService[],
): AddOutcome {
  const ids = new Set(versions.map((s) => s.serviceId));
  const inGroup = chosen.filter((s) => ids.has(s.serviceId));
  if (inGroup.length > 0) {
    return { kind: 'changed', next: inGroup.reduce((list, s) => removeService(list, s.serviceId), [...chosen]) };
  }
  const version = versions.length === 1 ? versions[0] : versions.find((s) => s.serviceId === selectedId);
  if (!version) return { kind: 'flash' };
  return { kind: 'changed', next: addService(chosen, toChosen(version), catalogue) };
}

/** Picking another version box of a chosen group swaps it in at once; otherwise only the box is selected. */
export function pickVersion(
  chosen: readonly ChosenService[],
  versions: readonly TService[],
  serviceId: number,
  catalogue: readonly ChosenService[],
): ChosenService[] | null {
  const ids = new Set(versions.map((s) => s.serviceId));
  if (!chosen.some((s) => ids.has(s.serviceId))) return null;
  const version = versions.find((s) => s.serviceId === serviceId);
  return version ? addService(chosen, toChosen(version), catalogue) : null;
}

/** Choices on the detail screen: one version (radio) and any add-ons of it. */
export interface DetailChoice {
  versionId: number | null;
  addOnIds: number[];
}

type Detail = Pick<TServiceDetail, 'services' | 'addOns' | 'upsaleServices'>;

/** parentServiceId of an add-on offered with every version (the detail's upsales). */
const ANY_VERSION = 0;

/**
 * The add-ons of a detail (spec §2 step 3): the versions' own extras, then the upsales the server
 * offers with the group (a combo has only these), which go with any version.
 */
export function detailAddOns(detail: Detail): TServiceAddOn[] {
  const known = new Set([...detail.services, ...detail.addOns].map((s) => s.serviceId));
  const upsales = detail.upsaleServices
    .filter((u) => !known.has(u.serviceId))
    .map((u) => ({ serviceId: u.serviceId, title: u.name, subtitle: u.subtitle, priceNum: u.priceNum, parentServiceId: ANY_VERSION }));
  return [...detail.addOns, ...upsales];
}

const fitsVersion = (addOn: { parentServiceId: number }, versionId: number | null) =>
  addOn.parentServiceId === ANY_VERSION || addOn.parentServiceId === versionId;

/** The detail opens with what is chosen already. */
export function initialDetailChoice(detail: Detail, chosen: readonly ChosenService[]): DetailChoice {
  const ids = new Set(chosen.map((s) => s.serviceId));
  return {
    versionId: detail.services.find((s) => ids.has(s.serviceId))?.serviceId ?? null,
    addOnIds: detailAddOns(detail)
      .filter((a) => ids.has(a.serviceId))
      .map((a) => a.serviceId),
  };
}

/** Add-ons belong to one version (upsales to all): with a version picked only its add-ons are offered. */
export function visibleAddOns<T extends { parentServiceId: number }>(addOns: readonly T[], versionId: number | null): T[] {
  return versionId === null ? [...addOns] : addOns.filter((a) => fitsVersion(a, versionId));
}

export function chooseVersion(choice: DetailChoice, versionId: number, detail: Detail): DetailChoice {
  const keep = new Set(visibleAddOns(detailAddOns(detail), versionId).map((a) => a.serviceId));
  return { versionId, addOnIds: choice.addOnIds.filter((id) => keep.has(id)) };
}

/** Ticking an add-on of another version switches to that version (its parent); an upsale keeps the version. */
export function toggleAddOn(choice: DetailChoice, addOnId: number, detail: Detail): DetailChoice {
  if (choice.addOnIds.includes(addOnId)) return { ...choice, addOnIds: choice.addOnIds.filter((id) => id !== addOnId) };
  const addOn = detailAddOns(detail).find((a) => a.serviceId === addOnId);
  if (!addOn) return choice;
  if (fitsVersion(addOn, choice.versionId)) return { ...choice, addOnIds: [...choice.addOnIds, addOnId] };
  const base = chooseVersion(choice, addOn.parentServiceId, detail);
  return { ...base, addOnIds: [...base.addOnIds, addOnId] };
}

export type DetailOutcome = { kind: 'changed'; next: ChosenService[] } | { kind: 'border' };

/**
 * The detail add button: no version picked → the border animation and nothing added. Otherwise the
 * version replaces its group, and its add-ons become exactly the ticked ones.
 */
export function detailAdd(chosen: readonly ChosenService[], detail: Detail, choice: DetailChoice, catalogue: readonly ChosenService[]): DetailOutcome {
  const version = detail.services.find((s) => s.serviceId === choice.versionId);
  if (!version) return { kind: 'border' };
  let next = addService(chosen, toChosen(version), catalogue);
  const ofVersion = visibleAddOns(detailAddOns(detail), version.serviceId);
  for (const addOn of ofVersion) {
    const ticked = choice.addOnIds.includes(addOn.serviceId);
    const isChosen = next.some((s) => s.serviceId === addOn.serviceId);
    if (!ticked && isChosen) next = removeService(next, addOn.serviceId);
    if (ticked && !isChosen) {
      const upsale = detail.upsaleServices.find((s) => s.serviceId === addOn.serviceId);
      const known = catalogue.find((s) => s.serviceId === addOn.serviceId) ?? (upsale && toChosen(upsale));
      const item: ChosenService = known ?? {
        serviceId: addOn.serviceId,
        name: addOn.title,
        priceNum: addOn.priceNum,
        oldPriceNum: null,
        timeServe: 0,
        groupId: version.groupId,
        parentServiceId: addOn.parentServiceId,
      };
      next = addService(next, item, catalogue);
    }
  }
  return { kind: 'changed', next };
}
