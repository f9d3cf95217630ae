import { type ServiceArea, isInVietnam, nearestWard, salonServingAddress, suggestAddresses } from '@shine/shared/address/address-rules';
import { vnWard, wardLabel } from '@shine/shared/address/vn-admin';
import { type LatLng, distanceKm } from '@shine/shared';
import type { TAddressSuggestion, THomeService, TPlace, TPlaceInput } from '@shine/shared/schemas/places';
import type { AppDeps } from '../../app-deps.ts';
import { cachedReference } from '../../lib/app-cache.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import {
  type PlaceRow,
  type PlaceValues,
  deleteOwnPlace,
  findOwnPlace,
  findPlaceByKind,
  findPlaces,
  insertPlace,
  updateOwnPlace,
} from './customer-places-repository.ts';
import { findHomeServices, findServiceAreas } from './home-service-repository.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'cache'>;

/** Names of the place kinds (spec §9 attribute ids), as the chooser's chips show them. */
export const PLACE_NAMES: Record<number, string> = { 4: 'Nhà riêng', 5: 'Công ty', 6: 'Nơi thường đến' };

/** A located place within this distance of a ward centre is given that ward's name. */
const WARD_MATCH_KM = 3;

export function addressSuggestions(q: string, limit: number): TAddressSuggestion[] {
  return suggestAddresses(q, limit);
}

/**
 * The stored form of a typed place: a ward from the autocomplete gives the two-tier address and, when
 * no location came with it, the ward centre as coordinates; a location alone gets the nearest ward's
 * name when one is close. Coordinates must be in Vietnam.
 */
export function placeValues(kind: number, input: TPlaceInput): PlaceValues {
  const ward = input.wardId !== undefined ? vnWard(input.wardId) : undefined;
  if (input.wardId !== undefined && !ward) throw badRequest('VALIDATION_ERROR', 'place.locationRequired');
  const point: LatLng | undefined =
    input.latitude !== undefined && input.longitude !== undefined ? { latitude: input.latitude, longitude: input.longitude } : ward;
  if (!point) throw badRequest('LOCATION_REQUIRED', 'place.locationRequired');
  if (!isInVietnam(point)) throw badRequest('OUTSIDE_VIETNAM', 'place.outsideVietnam');
  const near = ward ?? nearestWard(point);
  const named = near && (ward || distanceKm(point, near) <= WARD_MATCH_KM) ? near : undefined;
  return {
    attrName: PLACE_NAMES[kind] ?? '',
    street: input.street,
    wardId: named?.id ?? null,
    text: named ? `${input.street}, ${wardLabel(named)}` : input.street,
    latitude: Math.round(point.latitude * 1e6) / 1e6,
    longitude: Math.round(point.longitude * 1e6) / 1e6,
  };
}

async function serviceAreas(deps: Deps) {
  return cachedReference(deps.cache, 'home-service-areas', () => findServiceAreas(deps.db));
}

type AreaRow = Awaited<ReturnType<typeof findServiceAreas>>[number];

const toArea = (a: AreaRow): ServiceArea =>
  a.kind === 'radius'
    ? { salonId: a.salonId, kind: 'radius', radiusKm: a.radiusKm ?? 0, latitude: a.latitude, longitude: a.longitude, travelMinutes: a.travelMinutes }
    : { salonId: a.salonId, kind: 'wards', wardIds: a.wardIds, latitude: a.latitude, longitude: a.longitude, travelMinutes: a.travelMinutes };

/** Which salon comes to this place for a haircut at home (server decides); null outside every area. */
export async function homeSalonFor(deps: Deps, place: LatLng & { wardId: number | null }): Promise<TPlace['homeSalon']> {
  const areas = await serviceAreas(deps);
  const served = salonServingAddress(place, areas.map(toArea));
  if (!served) return null;
  const area = areas.find((a) => a.salonId === served.salonId)!;
  return { salonId: served.salonId, name: area.salonName, travelMinutes: served.travelMinutes, distance: served.distanceKm };
}

async function toPlace(deps: Deps, row: PlaceRow): Promise<TPlace> {
  const ward = row.wardId !== null ? vnWard(row.wardId) : undefined;
  return {
    id: row.id,
    attrId: row.attrId,
    attrName: row.attrName,
    text: row.text,
    street: row.street,
    wardId: row.wardId,
    wardLabel: ward ? wardLabel(ward) : null,
    latitude: row.latitude,
    longitude: row.longitude,
    homeSalon: await homeSalonFor(deps, row),
  };
}

export async function listPlaces(deps: Deps, customerId: number): Promise<TPlace[]> {
  return Promise.all((await findPlaces(deps.db, customerId)).map((row) => toPlace(deps, row)));
}

const placeNotFound = () => notFound('PLACE_NOT_FOUND', 'place.notFound');

export async function createPlace(deps: Deps, customerId: number, input: TPlaceInput & { attrId: number }): Promise<TPlace> {
  const values = placeValues(input.attrId, input);
  const row = await insertPlace(deps.db, { ...values, customerId, attrId: input.attrId, at: deps.clock.now() });
  if (!row) throw new AppError(409, 'PLACE_EXISTS', 'place.exists');
  return toPlace(deps, row);
}

export async function updatePlace(deps: Deps, customerId: number, id: number, input: TPlaceInput): Promise<TPlace> {
  const existing = await findOwnPlace(deps.db, customerId, id);
  if (!existing) throw placeNotFound();
  const row = await updateOwnPlace(deps.db, customerId, id, { ...placeValues(existing.attrId, input), at: deps.clock.now() });
  if (!row) throw placeNotFound();
  return toPlace(deps, row);
}

export async function removePlace(deps: Deps, customerId: number, id: number): Promise<void> {
  if (!(await deleteOwnPlace(deps.db, customerId, id))) throw placeNotFound();
}

/** The customer's place of a kind (4, 5, 6) and the salon serving it at home; errors say why not. */
export async function requireHomePlace(deps: Deps, customerId: number, attrId: number) {
  const place = await findPlaceByKind(deps.db, customerId, attrId);
  if (!place) throw placeNotFound();
  const salon = await homeSalonFor(deps, place);
  if (!salon) throw new AppError(422, 'OUTSIDE_SERVICE_AREA', 'home.outsideArea');
  return { place, salon };
}

/** /cat-toc-tai-nha: the salons that come to customers, their areas, and the haircut services with prices. */
export async function homeService(deps: Deps): Promise<THomeService> {
  const [areas, list] = await Promise.all([serviceAreas(deps), cachedReference(deps.cache, 'home-services', () => findHomeServices(deps.db))]);
  return {
    areas: areas.map((a) => ({
      salonId: a.salonId,
      salonName: a.salonName,
      address: a.addressNew ?? a.address,
      cityName: a.cityName,
      kind: a.kind,
      radiusKm: a.radiusKm,
      wards: a.wardIds.map((id) => vnWard(id)?.name ?? '').filter(Boolean),
      travelMinutes: a.travelMinutes,
    })),
    priceFrom: list[0]?.price ?? 0,
    services: list,
  };
}
