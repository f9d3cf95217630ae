import { describe, expect, it } from 'vitest';
import { byDistanceFrom, isOpeningSoon, toSalonCard, toSalonDetail } from './salon-card.ts';
import type { SalonCardRow } from './salons-repository.ts';

const salon = (over: Partial<SalonCardRow['salon']> = {}): SalonCardRow['salon'] => ({
  id: 7,
  name: '82 Trần Đại Nghĩa',
  address: '82 Trần Đại Nghĩa, Hai Bà Trưng, Hà Nội',
  addressNew: null,
  addressNote: null,
  provinceId: 1,
  districtId: 103,
  latitude: 21.0,
  longitude: 105.8,
  openingDate: null,
  warnText: null,
  images: ['a.svg'],
  imagesDark: ['a-night.svg'],
  listImages: [{ type: 'image', link: 'b.svg' }],
  parking: true,
  businessClass: true,
  newlyOpened: false,
  tagTopSalon: null,
  searchText: '82 tran dai nghia',
  bookManyPeople: 'all',
  selectConsultation: false,
  timeZone: 'Asia/Ho_Chi_Minh',
  openMinute: 510,
  closeMinute: 1230,
  slotMinutes: 20,
  receptionName: 'Thu Hà',
  receptionAvatar: 'r.svg',
  mapUrl: 'https://maps',
  parkingMap: null,
  active: true,
  ...over,
});
const row = (over: Partial<SalonCardRow['salon']> = {}): SalonCardRow => ({
  salon: salon(over),
  cityName: 'Hà Nội',
  districtName: 'Hai Bà Trưng',
  hasCame: false,
});
const NOW = new Date('2026-11-21T01:00:00Z'); // 08:00 on 21-11-2026 in Ho Chi Minh City

describe('salon card (spec §3 Salon)', () => {
  it('renames to the spec fields: salonTrial = business class, salonHot = newly opened, opening date DD-MM-YYYY', () => {
    const card = toSalonCard(row({ openingDate: '2026-03-05', newlyOpened: true }), NOW);
    expect(card).toMatchObject({
      id: 7,
      cityId: 1,
      cityName: 'Hà Nội',
      districtName: 'Hai Bà Trưng',
      salonTrial: true,
      salonHot: true,
      openingDate: '05-03-2026',
      images_dark: ['a-night.svg'],
    });
    expect(card).toMatchObject({ distance: null, travelTime: null, isOpen: false });
  });

  it('spec §9: distance = coordinate difference × 111 km to 0.1, travel time twice the km in minutes', () => {
    const card = toSalonCard(row(), NOW, { latitude: 21.03, longitude: 105.8 });
    expect(card.distance).toBe(3.3); // 0.03° × 111 = 3.33
    expect(card.travelTime).toBe(7); // 2 × 3.3 = 6.6
  });

  it('detail adds map, parking map and receptionist', () => {
    expect(toSalonDetail(row(), NOW)).toMatchObject({ mapUrl: 'https://maps', parkingMap: null, receptionName: 'Thu Hà', receptionAvatar: 'r.svg' });
  });
});

describe('opening soon (spec §2: banner only when the opening date is in the future)', () => {
  it('is judged on the salon-local date', () => {
    expect(isOpeningSoon(salon({ openingDate: '2026-11-22' }), NOW)).toBe(true);
    expect(isOpeningSoon(salon({ openingDate: '2026-11-21' }), NOW)).toBe(false);
    expect(isOpeningSoon(salon({ openingDate: null }), NOW)).toBe(false);
    // 18:00 UTC on the 21st is already the 22nd in Ho Chi Minh City
    expect(isOpeningSoon(salon({ openingDate: '2026-11-22' }), new Date('2026-11-21T18:00:00Z'))).toBe(false);
  });
});

describe('nearest first (spec §9: sorted by distance)', () => {
  it('adds the distance and breaks ties by id', () => {
    const points = [
      { id: 3, latitude: 21.02, longitude: 105.8 },
      { id: 2, latitude: 21.0, longitude: 105.8 },
      { id: 1, latitude: 21.0, longitude: 105.8 },
    ];
    expect(byDistanceFrom({ latitude: 21.0, longitude: 105.8 }, points).map((p) => [p.id, p.distance])).toEqual([
      [1, 0],
      [2, 0],
      [3, 2.2],
    ]);
  });
});
