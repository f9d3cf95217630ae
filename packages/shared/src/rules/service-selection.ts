// Choosing services in the service step (spec §4 "Service selection"). The services of one group are
// versions of each other; a service with a parentServiceId is an add-on of that service.

export interface SelectableService {
  serviceId: number;
  groupId: number;
  parentServiceId: number | null;
}

const isAddOn = (s: SelectableService) => s.parentServiceId !== null;

/** Removes a service and, by parent id, its children (and theirs). */
export function removeService<T extends SelectableService>(chosen: readonly T[], serviceId: number): T[] {
  const removed = new Set([serviceId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const s of chosen) {
      if (!removed.has(s.serviceId) && s.parentServiceId !== null && removed.has(s.parentServiceId)) {
        removed.add(s.serviceId);
        grew = true;
      }
    }
  }
  return chosen.filter((s) => !removed.has(s.serviceId));
}

/**
 * Adds a service. A version replaces the other versions of its group (their add-ons go with them); an
 * add-on replaces nothing and brings its parent service when that is not chosen yet (found in
 * `catalogue`). Adding a service already chosen changes nothing.
 */
export function addService<T extends SelectableService>(chosen: readonly T[], service: T, catalogue: readonly T[]): T[] {
  if (chosen.some((s) => s.serviceId === service.serviceId)) return [...chosen];
  let next = [...chosen];
  if (isAddOn(service)) {
    const parent = catalogue.find((s) => s.serviceId === service.parentServiceId);
    if (parent && !next.some((s) => s.serviceId === parent.serviceId)) next = addService(next, parent, catalogue);
    return [...next, service];
  }
  for (const other of chosen) {
    if (other.groupId === service.groupId && !isAddOn(other)) next = removeService(next, other.serviceId);
  }
  return [...next, service];
}

/** The group add button with one version: adds it, or removes it when chosen already. */
export function toggleService<T extends SelectableService>(chosen: readonly T[], service: T, catalogue: readonly T[]): T[] {
  return chosen.some((s) => s.serviceId === service.serviceId) ? removeService(chosen, service.serviceId) : addService(chosen, service, catalogue);
}
