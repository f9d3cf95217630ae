/**
 * Haircut at home: the salons that send stylists to customers' addresses, and how far. Hà Nội and
 * TP. Hồ Chí Minh salons serve a radius; the Đà Nẵng one serves a list of wards.
 */
import { vnWardByName } from '@shine/shared/address/vn-admin';

export type ServiceAreaRow = {
  salonId: number;
  kind: 'radius' | 'wards';
  radiusKm: number | null;
  wardIds: number[];
  travelMinutes: number;
};

const wardIds = (provinceId: number, names: string[]) =>
  names.map((name) => {
    const ward = vnWardByName(provinceId, name);
    if (!ward) throw new Error(`unknown ward ${name}`);
    return ward.id;
  });

export const HOME_SERVICE_AREAS: readonly ServiceAreaRow[] = [
  // Hà Nội: 346 Khâm Thiên (Đống Đa), 82 Trần Duy Hưng (Cầu Giấy)
  { salonId: 1, kind: 'radius', radiusKm: 4, wardIds: [], travelMinutes: 30 },
  { salonId: 2, kind: 'radius', radiusKm: 3, wardIds: [], travelMinutes: 25 },
  // TP. Hồ Chí Minh: 134 Hai Bà Trưng (Quận 1), 302 Cộng Hòa (Tân Bình)
  { salonId: 25, kind: 'radius', radiusKm: 5, wardIds: [], travelMinutes: 30 },
  { salonId: 38, kind: 'radius', radiusKm: 4, wardIds: [], travelMinutes: 25 },
  // Đà Nẵng: 190 Nguyễn Văn Linh (Hải Châu) serves these wards
  {
    salonId: 55,
    kind: 'wards',
    radiusKm: null,
    wardIds: wardIds(10, ['Phường Hải Châu', 'Phường Hòa Cường', 'Phường Thanh Khê', 'Phường An Khê', 'Phường Sơn Trà', 'Phường An Hải']),
    travelMinutes: 20,
  },
];

export function serviceAreaRows(): ServiceAreaRow[] {
  return HOME_SERVICE_AREAS.map((a) => ({ ...a, wardIds: [...a.wardIds] }));
}
