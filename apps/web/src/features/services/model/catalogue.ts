import { originalTotal } from '@shine/shared/rules/service-totals';
import type { TService, TServiceCategory, TServiceGroup } from '@shine/shared/schemas/catalog';
import { toChosen, type ChosenService } from '../types';

/** Every service of the list once, in catalogue order. */
export function allServices(categories: readonly TServiceCategory[]): TService[] {
  const seen = new Set<number>();
  const out: TService[] = [];
  for (const category of categories)
    for (const group of category.serviceGroups)
      for (const service of group.services) {
        if (seen.has(service.serviceId)) continue;
        seen.add(service.serviceId);
        out.push(service);
      }
  return out;
}

const sameChosen = (a: ChosenService, b: ChosenService) => (Object.keys(a) as (keyof ChosenService)[]).every((key) => a[key] === b[key]);

/**
 * The chosen services against the list just loaded: names and prices follow the catalogue (and its
 * language); services no longer on sale are dropped and reported (spec §5 'discontinued chosen').
 */
export function reconcileChosen(
  chosen: readonly ChosenService[],
  catalogue: readonly TService[],
): { next: ChosenService[]; discontinued: boolean; changed: boolean } {
  const byId = new Map(catalogue.map((s) => [s.serviceId, s]));
  const next: ChosenService[] = [];
  for (const item of chosen) {
    const fresh = byId.get(item.serviceId);
    if (fresh) next.push(toChosen(fresh));
  }
  const discontinued = next.length < chosen.length;
  const changed = discontinued || next.some((item, i) => !sameChosen(item, chosen[i] as ChosenService));
  return { next, discontinued, changed };
}

/** Sum of the chosen prices, and the struck old total: the sum of their original prices (shared rule). */
export function chosenTotals(chosen: readonly ChosenService[]): { total: number; oldTotal: number } {
  return {
    total: chosen.reduce((sum, s) => sum + s.priceNum, 0),
    oldTotal: originalTotal(chosen.map((s) => ({ price: s.priceNum, oldPrice: s.oldPriceNum }))),
  };
}

/** Spec §5: Done is enabled only with a service chosen or allow-change on. */
export const canFinish = (chosenCount: number, allowChange: boolean): boolean => chosenCount > 0 || allowChange;

export const isGroupChosen = (chosen: readonly ChosenService[], group: Pick<TServiceGroup, 'groupId'>): boolean =>
  chosen.some((s) => s.groupId === group.groupId);

/** The chosen service of a group's versions, if any (the version boxes show it selected). */
export function chosenVersionId(chosen: readonly ChosenService[], services: readonly Pick<TService, 'serviceId'>[]): number | null {
  const ids = new Set(services.map((s) => s.serviceId));
  return chosen.find((s) => ids.has(s.serviceId))?.serviceId ?? null;
}
