import type { AppDeps } from '../../app-deps.ts';
import { findCompletedVisitPairs } from './customers-repository.ts';

/** What a phone's completed visits make his own in shared answers: `hasCame` on the salon list, "used" on the service list. */
export type VisitSets = { salonIds: ReadonlySet<number>; serviceIds: ReadonlySet<number> };

const key = (phone: string) => `visits:${phone}`;

/**
 * The salons and services of a phone's completed visits, read in one query and kept CUSTOMER_FACTS_MS
 * (the chooser and the service step ask on every tap). A visit completed, undone or erased here drops
 * them at once (`forgetVisitSets`); on another instance they follow within those seconds.
 */
export function visitSetsOf(deps: Pick<AppDeps, 'db' | 'cache'>, phone: string): Promise<VisitSets> {
  return deps.cache.customers.get(key(phone), async () => {
    const pairs = await findCompletedVisitPairs(deps.db, phone);
    return {
      salonIds: new Set(pairs.map((p) => p.salonId)),
      serviceIds: new Set(pairs.flatMap((p) => (p.serviceId === null ? [] : [p.serviceId]))),
    };
  }) as Promise<VisitSets>;
}

/** After a write that completes, reopens or erases a phone's visit. */
export function forgetVisitSets(deps: Pick<AppDeps, 'cache'>, phone: string | null | undefined) {
  if (phone) deps.cache.customers.delete(key(phone));
}
