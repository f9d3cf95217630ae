import { type LatLng, distanceKm, formatDateBook, travelMinutes, zonedToday } from '@shine/shared';
import type { TSalonCard, TSalonDetail } from '@shine/shared/schemas/salon';
import type { SalonCardRow, SalonRow } from './salons-repository.ts';

// Salon rows as the chooser, finder and detail page show them (spec §3 Salon, §9 distance).

/** The card of one salon; `from` adds the distance (km, spec §9 rule) and travel time from that point. */
export function toSalonCard(row: SalonCardRow, now: Date, from?: LatLng): TSalonCard {
  const s = row.salon;
  const distance = from ? distanceKm(from, s) : null;
  return {
    id: s.id,
    name: s.name,
    address: s.address,
    addressNew: s.addressNew,
    addressNote: s.addressNote,
    openingDate: s.openingDate ? formatDateBook(s.openingDate) : null,
    warnText: s.warnText,
    images: s.images,
    images_dark: s.imagesDark,
    listImages: s.listImages,
    latitude: s.latitude,
    longitude: s.longitude,
    cityId: s.provinceId,
    cityName: row.cityName,
    districtId: s.districtId,
    districtName: row.districtName,
    parking: s.parking,
    salonTrial: s.businessClass,
    isOpen: isOpeningSoon(s, now),
    salonHot: s.newlyOpened,
    tagTopSalon: s.tagTopSalon,
    searchText: s.searchText,
    bookManyPeople: s.bookManyPeople,
    selectConsultation: s.selectConsultation,
    distance,
    travelTime: distance === null ? null : travelMinutes(distance),
    hasCame: row.hasCame,
  };
}

export function toSalonDetail(row: SalonCardRow, now: Date): TSalonDetail {
  const s = row.salon;
  return {
    ...toSalonCard(row, now),
    mapUrl: s.mapUrl,
    parkingMap: s.parkingMap,
    receptionName: s.receptionName,
    receptionAvatar: s.receptionAvatar,
  };
}

/** "Opening soon" (isOpen): the opening date is after today in the salon's own time zone. */
export function isOpeningSoon(salon: Pick<SalonRow, 'openingDate' | 'timeZone'>, now: Date): boolean {
  return salon.openingDate !== null && salon.openingDate > zonedToday(now, salon.timeZone);
}

/** Each point with its distance from `origin`, nearest first (ties by id, so the order is stable). */
export function byDistanceFrom<T extends LatLng & { id: number }>(origin: LatLng, points: readonly T[]): (T & { distance: number })[] {
  return points.map((p) => ({ ...p, distance: distanceKm(origin, p) })).sort((a, b) => a.distance - b.distance || a.id - b.id);
}

/** Salon rows with their distance from `origin`, nearest first. */
export function rowsByDistance(origin: LatLng, rows: readonly SalonCardRow[]) {
  return byDistanceFrom(
    origin,
    rows.map((row) => ({ id: row.salon.id, latitude: row.salon.latitude, longitude: row.salon.longitude, row })),
  );
}
