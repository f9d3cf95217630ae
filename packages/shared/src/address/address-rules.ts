import { distanceKm, type LatLng } from '../rules/geo';
import { matchesPlace, searchText } from '../rules/search-text';
import { VN_PROVINCES, VN_WARDS, type VnWard, vnProvince } from './vn-admin';

// Two-tier addresses (after 1 July 2025): autocomplete over the shipped wards, the Vietnam check for
// saved coordinates, and which salon's home-service area an address falls in.

/** Mainland Vietnam and its islands (Phú Quốc, Côn Đảo, Hoàng Sa, Trường Sa) fit in this box. */
export const VIETNAM_BOUNDS = { minLat: 8.1, maxLat: 23.5, minLng: 102.1, maxLng: 117.9 } as const;

export function isInVietnam(point: LatLng): boolean {
  const b = VIETNAM_BOUNDS;
  return point.latitude >= b.minLat && point.latitude <= b.maxLat && point.longitude >= b.minLng && point.longitude <= b.maxLng;
}

export type AddressSuggestion = {
  wardId: number;
  provinceId: number;
  /** 'Phường Sài Gòn, TP. Hồ Chí Minh' */
  label: string;
  /** The old names that matched or that it replaced: 'Trước đây: Quận 1, Bến Nghé'. Empty when none. */
  formerNames: string[];
  /** True when only an old name matched (the customer typed a name from before the merger). */
  matchedFormer: boolean;
  latitude: number;
  longitude: number;
};

function wardTexts(ward: VnWard) {
  const province = vnProvince(ward.provinceId);
  const current = [ward.name, ward.name.replace(/^(Phường|Xã|Đặc khu)\s+/, ''), province?.name ?? '', province?.officialName ?? ''].join(' ');
  const former = [...ward.formerNames, ...(province?.formerNames ?? [])].join(' ');
  return { current, former, province };
}

/**
 * Address autocomplete: wards whose new name, province, or former district/ward/province name
 * contains the typed words whole ('quan 1' is Quận 1, never Quận 10), accent-insensitive. Matches on
 * the new name come first; `limit` results at most.
 */
export function suggestAddresses(query: string, limit = 8): AddressSuggestion[] {
  if (searchText(query).replace(/[^a-z0-9]/g, '') === '') return [];
  const current: AddressSuggestion[] = [];
  const former: AddressSuggestion[] = [];
  for (const ward of VN_WARDS) {
    const texts = wardTexts(ward);
    const byNew = matchesPlace(texts.current, query);
    const byOld = !byNew && (matchesPlace(texts.former, query) || matchesPlace(`${texts.former} ${texts.current}`, query));
    if (!byNew && !byOld) continue;
    const item: AddressSuggestion = {
      wardId: ward.id,
      provinceId: ward.provinceId,
      label: `${ward.name}, ${texts.province?.name ?? ''}`,
      formerNames: [...ward.formerNames],
      matchedFormer: byOld,
      latitude: ward.latitude,
      longitude: ward.longitude,
    };
    (byNew ? current : former).push(item);
  }
  return [...current, ...former].slice(0, limit);
}

/** The ward whose centre is nearest to a point (a located place gets a two-tier address). */
export function nearestWard(point: LatLng): VnWard | undefined {
  let best: VnWard | undefined;
  let bestKm = Infinity;
  for (const ward of VN_WARDS) {
    const km = distanceKm(point, ward);
    if (km < bestKm) {
      best = ward;
      bestKm = km;
    }
  }
  return best;
}

/** Province names to search a salon by: the current one and those merged into it. */
export function provinceSearchNames(provinceId: number): string[] {
  const province = VN_PROVINCES.find((x) => x.id === provinceId);
  return province ? [province.name, province.officialName, ...province.formerNames] : [];
}

/** A salon's home-service area: a radius around the salon, or a list of wards. */
export type ServiceArea =
  | { salonId: number; kind: 'radius'; radiusKm: number; latitude: number; longitude: number; travelMinutes: number }
  | { salonId: number; kind: 'wards'; wardIds: readonly number[]; latitude: number; longitude: number; travelMinutes: number };

export type ServedBy = { salonId: number; distanceKm: number; travelMinutes: number };

/**
 * Which salon serves an address at home: among the areas that contain it (ward list holding its
 * ward, or radius reaching its point), the nearest salon, then the lowest id. Undefined outside every area.
 */
export function salonServingAddress(place: LatLng & { wardId?: number | null }, areas: readonly ServiceArea[]): ServedBy | undefined {
  let best: ServedBy | undefined;
  for (const area of areas) {
    const km = distanceKm(place, area);
    const inside = area.kind === 'radius' ? km <= area.radiusKm : place.wardId != null && area.wardIds.includes(place.wardId);
    if (!inside) continue;
    if (!best || km < best.distanceKm || (km === best.distanceKm && area.salonId < best.salonId)) {
      best = { salonId: area.salonId, distanceKm: km, travelMinutes: area.travelMinutes };
    }
  }
  return best;
}
