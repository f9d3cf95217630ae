/**
 * Demo salons: one row per SALON_ADDRESSES entry, ids 1..N in that order. Flags that screens depend
 * on (opening soon, newly opened, business class, top tag, consultation, warnings) are set on chosen
 * salons so they are easy to find; the rest (parking, coordinates, booking-for-many) come from the PRNG.
 */
import { vnProvince } from '@shine/shared/address/vn-admin';
import type { SalonMedia } from '../schema/salons.ts';
import { districtById, provinceById } from './geography.ts';
import { receptionAvatar, parkingMap, salonFacade, salonFacadeNight, salonInterior } from './images.ts';
import { addDays, rngFor, searchTextOf } from './random.ts';
import { OPENING_SOON_SALON_ID, SALON_ADDRESSES } from './salon-addresses.ts';

export type SalonRow = {
  id: number;
  name: string;
  address: string;
  addressNew: string;
  addressNote: string | null;
  provinceId: number;
  districtId: number;
  latitude: number;
  longitude: number;
  openingDate: string | null;
  warnText: string | null;
  images: string[];
  imagesDark: string[];
  listImages: SalonMedia[];
  parking: boolean;
  businessClass: boolean;
  newlyOpened: boolean;
  tagTopSalon: string | null;
  searchText: string;
  bookManyPeople: 'off' | 'all' | 'notToday';
  selectConsultation: boolean;
  receptionName: string;
  receptionAvatar: string;
  mapUrl: string;
  parkingMap: string | null;
};

/** Newly opened salons and how many days ago they opened. */
const NEWLY_OPENED: Record<number, number> = { 23: 20, 46: 35, 63: 12, 74: 50 };
const BUSINESS_CLASS = new Set([8, 25, 27, 33, 55]);
const TOP_SALON: Record<number, string> = {
  1: 'Top salon Hà Nội',
  25: 'Top salon TP. Hồ Chí Minh',
  55: 'Top salon Đà Nẵng',
  38: 'Được yêu thích nhất',
};
const SELECT_CONSULTATION = new Set([2, 26, 56, 69]);
/** Salons that moved a few doors down: the new number on the same street (in the new address). */
const MOVED_TO: Record<number, string> = { 14: '228', 40: '301', 70: '142' };
const ADDRESS_NOTES: Record<number, string> = {
  3: 'Salon nằm ở tầng 1, ngay cạnh ngân hàng, anh chú ý biển hiệu nhé.',
  10: 'Cách ngã tư khoảng 50m, đối diện cửa hàng tiện lợi.',
  17: 'Salon nằm trong khu thương mại, lối vào từ mặt đường chính.',
  29: 'Đối diện cổng trường đại học, có chỗ để xe máy trước cửa.',
  35: 'Đi vào ngõ khoảng 30m, salon bên tay phải.',
  44: 'Gần vòng xoay, anh đi làn bên phải để dễ vào salon.',
  51: 'Cạnh siêu thị điện máy, có bãi để ô tô phía sau.',
  61: 'Gần cầu Trường Tiền, đi bộ 5 phút từ bờ sông.',
};
const WARN_TEXTS: Record<number, string> = {
  6: 'Đường trước salon đang thi công, anh vui lòng gửi xe ở bãi đối diện nhé!',
  31: 'Salon đang sửa chữa tầng 2, tầng 1 vẫn phục vụ bình thường ạ.',
  52: 'Khu vực hay tắc đường giờ cao điểm, anh vui lòng đến sớm 10 phút nhé!',
};
/** Closed tomorrow (salon_days_off). */
export const CLOSED_TOMORROW = [5, 29];
export const CLOSED_MESSAGE = 'Salon tạm nghỉ để nâng cấp, anh vui lòng chọn salon khác nhé!';

const RECEPTION_NAMES = ['Thu Hà', 'Ngọc Ánh', 'Minh Thư', 'Phương Linh', 'Thanh Huyền', 'Bảo Ngọc', 'Hải Yến', 'Khánh Linh'];

function round5(n: number): number {
  return Math.round(n * 1e5) / 1e5;
}

export function buildSalons(today: string): SalonRow[] {
  const rng = rngFor('salons');
  return SALON_ADDRESSES.map((s, i): SalonRow => {
    const id = i + 1;
    const district = districtById(s.districtId);
    const province = provinceById(district.provinceId);
    const name = `${s.number} ${s.street}`;
    // Old address: street, district, province before 1 July 2025; new: street, ward, province after.
    const address = `${name}, ${district.name}, ${district.oldProvince}`;
    const latitude = round5(district.lat + (rng.next() * 2 - 1) * district.spread);
    const longitude = round5(district.lng + (rng.next() * 2 - 1) * district.spread);
    const businessClass = BUSINESS_CLASS.has(id);
    const parking = businessClass || rng.chance(0.45);
    const manyRoll = rng.next();
    const bookManyPeople = manyRoll < 0.15 ? 'off' : manyRoll < 0.3 ? 'notToday' : 'all';
    const pastOpening = rng.chance(0.35) ? addDays(today, -rng.int(400, 3200)) : null;
    const newlyOpenedDays = NEWLY_OPENED[id];
    const openingDate = id === OPENING_SOON_SALON_ID ? addDays(today, 10) : newlyOpenedDays ? addDays(today, -newlyOpenedDays) : pastOpening;
    const movedNumber = MOVED_TO[id];
    const listImages: SalonMedia[] = [
      { type: 'image', link: salonInterior(id) },
      { type: 'image', link: salonInterior(id + 2) },
      { type: 'image', link: salonFacade(id) },
    ];
    if (rng.chance(0.3)) listImages.unshift({ type: 'clip', link: salonInterior(id + 1) });
    return {
      id,
      name,
      address,
      addressNew: `${movedNumber ?? s.number} ${s.street}, ${district.ward}, ${province.name}`,
      addressNote: ADDRESS_NOTES[id] ?? null,
      provinceId: province.id,
      districtId: district.id,
      latitude,
      longitude,
      openingDate,
      warnText: WARN_TEXTS[id] ?? null,
      images: [salonFacade(id), salonInterior(id)],
      imagesDark: [salonFacadeNight(id)],
      listImages,
      parking,
      businessClass,
      newlyOpened: newlyOpenedDays !== undefined,
      tagTopSalon: TOP_SALON[id] ?? null,
      searchText: searchTextOf(name, address, district.name, district.ward, province.name, vnProvince(province.id)?.officialName ?? '', district.oldProvince),
      bookManyPeople,
      selectConsultation: SELECT_CONSULTATION.has(id),
      receptionName: rng.pick(RECEPTION_NAMES),
      receptionAvatar: receptionAvatar(rng.int(1, 4)),
      mapUrl: `https://maps.google.com/?q=${latitude},${longitude}`,
      parkingMap: parking ? parkingMap() : null,
    };
  });
}

export function buildSalonDaysOff(today: string) {
  const tomorrow = addDays(today, 1);
  return CLOSED_TOMORROW.map((salonId) => ({ salonId, date: tomorrow, message: CLOSED_MESSAGE }));
}
