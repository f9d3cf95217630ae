/**
 * Provinces (the new map of 1 July 2025, with the provinces merged into them) and the former districts
 * the demo chain operates in (the names customers still type; each knows its new ward). Coordinates are real district centres; salons are placed within
 * `spread` degrees of them (0.003 deg is about 330 m), smaller where a river or the sea is close.
 */
import { vnProvince } from '@shine/shared/address/vn-admin';
import { searchTextOf } from './random.ts';

export type Region = 1 | 2 | 3;

export type ProvinceDef = { id: number; name: string; regionId: Region; sort: number; formerNames: readonly string[] };

export type DistrictDef = {
  id: number;
  provinceId: number;
  name: string;
  lat: number;
  lng: number;
  spread: number;
  /** The province it belonged to before 1 July 2025 (Bình Dương for Thủ Dầu Một). */
  oldProvince: string;
  /** The ward (after 1 July 2025) its salons are in, a VN_WARDS name. */
  ward: string;
};

/** The provinces the chain lists (new map, 1 July 2025); names and former names from the shipped data. */
const LISTED_PROVINCES: readonly { id: number; sort: number }[] = [
  { id: 1, sort: 1 },
  { id: 20, sort: 2 },
  { id: 2, sort: 3 },
  { id: 3, sort: 4 },
  { id: 4, sort: 5 },
  { id: 5, sort: 6 },
  { id: 6, sort: 7 },
  { id: 10, sort: 10 },
  { id: 11, sort: 11 },
  { id: 12, sort: 12 },
  { id: 13, sort: 13 },
  { id: 14, sort: 14 },
  { id: 15, sort: 15 },
  { id: 16, sort: 16 },
  { id: 22, sort: 21 },
  { id: 23, sort: 22 },
];

export const PROVINCES: readonly ProvinceDef[] = LISTED_PROVINCES.map(({ id, sort }) => {
  const p = vnProvince(id);
  if (!p) throw new Error(`province ${id} is not in the shipped address data`);
  return { id, name: p.name, regionId: p.regionId, sort, formerNames: p.formerNames };
});

const OLD_PROVINCE: Record<number, string> = { 2101: 'Bình Dương', 2102: 'Bình Dương', 2401: 'Bà Rịa - Vũng Tàu', 1101: 'Thừa Thiên Huế', 1501: 'Bình Định' };

const d = (id: number, provinceId: number, name: string, lat: number, lng: number, spread = 0.003): DistrictDef => ({
  id,
  provinceId,
  name,
  lat,
  lng,
  spread,
  oldProvince: OLD_PROVINCE[id] ?? vnProvince(provinceId)?.name ?? '',
  ward: DISTRICT_WARD[id] ?? '',
});

/** The new ward of each former district's salons. */
const DISTRICT_WARD: Record<number, string> = {
  101: 'Phường Đống Đa',
  102: 'Phường Cầu Giấy',
  103: 'Phường Hai Bà Trưng',
  104: 'Phường Hoàn Kiếm',
  105: 'Phường Giảng Võ',
  106: 'Phường Thanh Xuân',
  107: 'Phường Hoàng Mai',
  108: 'Phường Long Biên',
  109: 'Phường Từ Liêm',
  110: 'Phường Xuân Đỉnh',
  111: 'Phường Hà Đông',
  112: 'Phường Tây Hồ',
  201: 'Phường Lê Chân',
  202: 'Phường Gia Viên',
  203: 'Phường Hồng Bàng',
  301: 'Phường Hồng Gai',
  302: 'Phường Cẩm Phả',
  401: 'Phường Kinh Bắc',
  402: 'Phường Từ Sơn',
  501: 'Phường Phan Đình Phùng',
  601: 'Phường Phố Hiến',
  1001: 'Phường Hải Châu',
  1002: 'Phường Thanh Khê',
  1003: 'Phường Sơn Trà',
  1004: 'Phường Liên Chiểu',
  1101: 'Phường Thuận Hóa',
  1201: 'Phường Nha Trang',
  1301: 'Phường Thành Vinh',
  1401: 'Phường Hạc Thành',
  1501: 'Phường Quy Nhơn',
  1601: 'Phường Xuân Hương - Đà Lạt',
  2001: 'Phường Sài Gòn',
  2002: 'Phường Xuân Hòa',
  2003: 'Phường Chợ Quán',
  2004: 'Phường Diên Hồng',
  2005: 'Phường Tân Mỹ',
  2006: 'Phường Bình Thạnh',
  2007: 'Phường Phú Nhuận',
  2008: 'Phường Tân Bình',
  2009: 'Phường Gò Vấp',
  2010: 'Phường Thủ Đức',
  2011: 'Phường Tân Phú',
  2012: 'Phường Bình Tân',
  2013: 'Phường Trung Mỹ Tây',
  2101: 'Phường Thủ Dầu Một',
  2102: 'Phường Thuận An',
  2201: 'Phường Trấn Biên',
  2301: 'Phường Ninh Kiều',
  2401: 'Phường Vũng Tàu',
};

export const DISTRICTS: readonly DistrictDef[] = [
  // Hà Nội
  d(101, 1, 'Đống Đa', 21.017, 105.826),
  d(102, 1, 'Cầu Giấy', 21.03, 105.795),
  d(103, 1, 'Hai Bà Trưng', 21.006, 105.855),
  d(104, 1, 'Hoàn Kiếm', 21.027, 105.849, 0.002),
  d(105, 1, 'Ba Đình', 21.033, 105.82),
  d(106, 1, 'Thanh Xuân', 20.996, 105.808),
  d(107, 1, 'Hoàng Mai', 20.979, 105.85),
  d(108, 1, 'Long Biên', 21.045, 105.88),
  d(109, 1, 'Nam Từ Liêm', 21.028, 105.77),
  d(110, 1, 'Bắc Từ Liêm', 21.055, 105.78),
  d(111, 1, 'Hà Đông', 20.97, 105.778),
  d(112, 1, 'Tây Hồ', 21.065, 105.81, 0.002),
  // Hải Phòng
  d(201, 2, 'Lê Chân', 20.847, 106.683),
  d(202, 2, 'Ngô Quyền', 20.856, 106.699),
  d(203, 2, 'Hồng Bàng', 20.864, 106.679, 0.002),
  // Quảng Ninh
  d(301, 3, 'TP. Hạ Long', 20.953, 107.084, 0.0015),
  d(302, 3, 'TP. Cẩm Phả', 21.011, 107.29, 0.0015),
  // Bắc Ninh
  d(401, 4, 'TP. Bắc Ninh', 21.181, 106.069),
  d(402, 4, 'TP. Từ Sơn', 21.117, 105.96),
  // Thái Nguyên
  d(501, 5, 'TP. Thái Nguyên', 21.594, 105.843),
  // Hưng Yên (no salon yet)
  d(601, 6, 'TP. Hưng Yên', 20.656, 106.054),
  // Đà Nẵng
  d(1001, 10, 'Hải Châu', 16.059, 108.214, 0.002),
  d(1002, 10, 'Thanh Khê', 16.065, 108.19),
  d(1003, 10, 'Sơn Trà', 16.072, 108.236, 0.002),
  d(1004, 10, 'Liên Chiểu', 16.072, 108.15),
  // Thừa Thiên Huế
  d(1101, 11, 'TP. Huế', 16.462, 107.596, 0.0015),
  // Khánh Hòa
  d(1201, 12, 'TP. Nha Trang', 12.244, 109.19, 0.0015),
  // Nghệ An
  d(1301, 13, 'TP. Vinh', 18.674, 105.69),
  // Thanh Hóa
  d(1401, 14, 'TP. Thanh Hóa', 19.807, 105.777),
  // Bình Định
  d(1501, 15, 'TP. Quy Nhơn', 13.774, 109.221, 0.0015),
  // Lâm Đồng (no salon yet)
  d(1601, 16, 'TP. Đà Lạt', 11.941, 108.438),
  // TP. Hồ Chí Minh
  d(2001, 20, 'Quận 1', 10.776, 106.7),
  d(2002, 20, 'Quận 3', 10.781, 106.685),
  d(2003, 20, 'Quận 5', 10.756, 106.668),
  d(2004, 20, 'Quận 10', 10.771, 106.668),
  d(2005, 20, 'Quận 7', 10.737, 106.72),
  d(2006, 20, 'Bình Thạnh', 10.806, 106.708),
  d(2007, 20, 'Phú Nhuận', 10.799, 106.681),
  d(2008, 20, 'Tân Bình', 10.802, 106.652),
  d(2009, 20, 'Gò Vấp', 10.837, 106.665),
  d(2010, 20, 'TP. Thủ Đức', 10.849, 106.772),
  d(2011, 20, 'Tân Phú', 10.788, 106.629),
  d(2012, 20, 'Bình Tân', 10.762, 106.606),
  d(2013, 20, 'Quận 12', 10.868, 106.642),
  // former Bình Dương, now TP. Hồ Chí Minh
  d(2101, 20, 'TP. Thủ Dầu Một', 10.98, 106.653),
  d(2102, 20, 'TP. Thuận An', 10.91, 106.705),
  // Đồng Nai
  d(2201, 22, 'TP. Biên Hòa', 10.956, 106.84),
  // Cần Thơ
  d(2301, 23, 'Ninh Kiều', 10.032, 105.778, 0.002),
  // former Bà Rịa - Vũng Tàu, now TP. Hồ Chí Minh
  d(2401, 20, 'TP. Vũng Tàu', 10.35, 107.082, 0.002),
];

export function provinceById(id: number): ProvinceDef {
  const p = PROVINCES.find((x) => x.id === id);
  if (!p) throw new Error(`unknown province ${id}`);
  return p;
}

export function districtById(id: number): DistrictDef {
  const x = DISTRICTS.find((y) => y.id === id);
  if (!x) throw new Error(`unknown district ${id}`);
  return x;
}

export function provinceRows() {
  return PROVINCES.map((p) => ({
    id: p.id,
    name: p.name,
    regionId: p.regionId,
    searchText: searchTextOf(p.name, ...p.formerNames),
    formerNames: p.formerNames.join(', ') || null,
    sort: p.sort,
  }));
}

export function districtRows() {
  return DISTRICTS.map((x) => ({
    id: x.id,
    provinceId: x.provinceId,
    name: x.name,
    searchText: searchTextOf(x.name, provinceById(x.provinceId).name, x.oldProvince, x.ward),
    latitude: x.lat,
    longitude: x.lng,
  }));
}
