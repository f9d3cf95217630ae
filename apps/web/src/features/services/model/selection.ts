import { addService, removeService } from '@shine/shared/rules/service-selection';
import type { TService, TServiceDetail } from '@shine/shared/schemas/catalog';
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

type Detail = Pick<TServiceDetail, 'services' | 'addOns'>;

/** The detail opens with what is chosen already. */
export function initialDetailChoice(detail: Detail, chosen: readonly ChosenService[]): DetailChoice {
  const ids = new Set(chosen.map((s) => s.serviceId));
  return {
    versionId: detail.services.find((s) => ids.has(s.serviceId))?.serviceId ?? null,
    addOnIds: detail.addOns.filter((a) => ids.has(a.serviceId)).map((a) => a.serviceId),
  };
}

/** Add-ons belong to one version: with a version picked only its add-ons are offered. */
export function visibleAddOns<T extends { parentServiceId: number }>(addOns: readonly T[], versionId: number | null): T[] {
  return versionId === null ? [...addOns] : addOns.filter((a) => a.parentServiceId === versionId);
}

export function chooseVersion(choice: DetailChoice, versionId: number, detail: Detail): DetailChoice {
  const keep = new Set(detail.addOns.filter((a) => a.parentServiceId === versionId).map((a) => a.serviceId));
  return { versionId, addOnIds: choice.addOnIds.filter((id) => keep.has(id)) };
}

/** Ticking an add-on of another version switches to that version (its parent). */
export function toggleAddOn(choice: DetailChoice, addOnId: number, detail: Detail): DetailChoice {
  if (choice.addOnIds.includes(addOnId)) return { ...choice, addOnIds: choice.addOnIds.filter((id) => id !== addOnId) };
  const addOn = detail.addOns.find((a) => a.serviceId === addOnId);
  if (!addOn) return choice;
  const base = choice.versionId === addOn.parentServiceId ? choice : chooseVersion(choice, addOn.parentServiceId, detail);
  return { ...base, versionId: addOn.parentServiceId, addOnIds: [...base.addOnIds, addOnId] };
}

export type DetailOutcome = { kind: 'changed'; next: ChosenService[] } | { kind: 'border' };

/**
 * The detail add button: no version picked → the border animation and nothing added. Otherwise the
 * version replaces its group, and its add-ons become exactly the ticked ones.
 */
export function detailAdd(
  chosen: readonly ChosenService[],
  detail: Detail,
  choice: DetailChoice,
  catalogue: readonly ChosenService[],
): DetailOutcome {
  const version = detail.services.find((s) => s.serviceId === choice.versionId);
  if (!version) return { kind: 'border' };
  let next = addService(chosen, toChosen(version), catalogue);
  const ofVersion = detail.addOns.filter((a) => a.parentServiceId === version.serviceId);
  for (const addOn of ofVersion) {
    const ticked = choice.addOnIds.includes(addOn.serviceId);
    const isChosen = next.some((s) => s.serviceId === addOn.serviceId);
    if (!ticked && isChosen) next = removeService(next, addOn.serviceId);
    if (ticked && !isChosen) {
      const known = catalogue.find((s) => s.serviceId === addOn.serviceId);
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
