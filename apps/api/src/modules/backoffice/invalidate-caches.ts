import type { AppDeps } from '../../app-deps.ts';

/**
 * A back-office change is on the customer site at the next load: the reference data (home, pages,
 * catalogue, salons) and the prepared answers built on it are dropped on this instance; other instances
 * keep theirs until their 60 s end. Salon-day hours follow a salon's change of hours or days off.
 */
export function invalidateCustomerCaches(deps: Pick<AppDeps, 'cache'>, opts: { salonDays?: boolean } = {}) {
  deps.cache.reference.clear();
  deps.cache.answers.clear();
  deps.cache.live.clear();
  if (opts.salonDays) deps.cache.salonDays.clear();
}
