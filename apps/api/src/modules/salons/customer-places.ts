import { LOCATION_ATTR, type LatLng, SAVED_ADDRESS_SALON_LIMIT, VISITED_SALONS_SHOWN, selectNearbySalons } from '@shine/shared';
import type { TSalonDistance, TSavedAddress } from '@shine/shared/schemas/salon';
import type { AppDeps } from '../../app-deps.ts';
import { byDistanceFrom } from './salon-card.ts';
import { findLastTrackedLocation, findSavedAddresses, findSavedPlace, findVisitedSalons } from './customer-places-repository.ts';
import { findSalonPoints } from './salons-repository.ts';

type Deps = Pick<AppDeps, 'db'>;
/** The logged-in customer whose places are asked for (spec §6: user id 0 gets none). */
export type PlaceOwner = { customerId: number; phone: string };

/** getSalonHasCameNew: the 3 salons visited most recently (salon 24 never), one titled group or none. */
export async function findVisitedSalonIds(deps: Deps, owner: PlaceOwner | undefined): Promise<number[]> {
  if (!owner) return [];
  return (await findVisitedSalons(deps.db, owner.phone, VISITED_SALONS_SHOWN)).map((s) => s.id);
}

export async function listSavedAddresses(deps: Deps, owner: PlaceOwner | undefined): Promise<TSavedAddress[]> {
  return owner ? findSavedAddresses(deps.db, owner.customerId) : [];
}

const SAVED_PLACE_ATTRS: readonly number[] = [LOCATION_ATTR.nearHome, LOCATION_ATTR.nearOffice, LOCATION_ATTR.nearFrequentPlace];

/**
 * getListSalonFilterCustomerAddress: salons for a location chip, nearest first, at most `limit` (5).
 * 4/5/6 near that saved address; 82 near the last posted location; 83 the salons visited, ordered by
 * distance from the last posted location, or from the most recently visited salon without one.
 */
export async function findSalonsForPlace(deps: Deps, input: { owner: PlaceOwner | undefined; attrId: number; limit?: number }): Promise<TSalonDistance[]> {
  const { owner, attrId } = input;
  if (!owner) return [];
  const limit = Math.min(input.limit ?? SAVED_ADDRESS_SALON_LIMIT, SAVED_ADDRESS_SALON_LIMIT);
  const toResult = (salons: { id: number; distance: number }[]) => salons.slice(0, limit).map((s) => ({ salonId: s.id, distance: s.distance }));

  if (attrId === LOCATION_ATTR.visitedNearby) {
    const visited = await findVisitedSalons(deps.db, owner.phone);
    const origin: LatLng | undefined = (await findLastTrackedLocation(deps.db, owner.phone)) ?? visited[0];
    return origin ? toResult(byDistanceFrom(origin, visited)) : [];
  }
  const origin = SAVED_PLACE_ATTRS.includes(attrId)
    ? await findSavedPlace(deps.db, owner.customerId, attrId)
    : attrId === LOCATION_ATTR.nearbySalons
      ? await findLastTrackedLocation(deps.db, owner.phone)
      : undefined;
  if (!origin) return [];
  return toResult(selectNearbySalons(byDistanceFrom(origin, await findSalonPoints(deps.db))));
}

/**
 * Spec §6: saved places, visited salons and the last location are shown to the logged-in customer
 * only. A request for another phone or user, or without a login (user id 0), gets none, so a phone
 * number alone never reveals where someone lives or has been.
 */
export function placeOwner(customer: { customerId: number; phone: string } | undefined, asked: { phone?: string; userId?: number }): PlaceOwner | undefined {
  if (!customer || asked.userId === 0) return undefined;
  if (asked.phone !== undefined && asked.phone !== customer.phone) return undefined;
  if (asked.userId !== undefined && asked.userId !== customer.customerId) return undefined;
  return { customerId: customer.customerId, phone: customer.phone };
}
