import type { AppDeps } from '../../app-deps.ts';
import { cachedReference } from '../../lib/app-cache.ts';
import { notFound } from '../../lib/errors.ts';
import { findSalon, type SalonRow } from './salons-repository.ts';

/** The salon a request names, or the spec's 404; read through the reference cache. */
export async function requireSalon(deps: Pick<AppDeps, 'db' | 'cache'>, salonId: number): Promise<SalonRow> {
  const salon = await cachedReference(deps.cache, `salon:${salonId}`, () => findSalon(deps.db, salonId));
  if (!salon) throw notFound('SALON_NOT_FOUND', 'booking.salonNotFound');
  return salon;
}
