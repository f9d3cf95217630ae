/**
 * The 34 provinces and centrally-run cities in force since 1 July 2025 (Resolution 202/2025/QH15):
 * 6 cities, then 28 provinces, in the order of the resolution's list. Forms that ask where someone
 * lives or wants to open a salon offer these names (architecture: "Texts and addresses").
 */
export const PROVINCES_2025 = [
  'Hà Nội',
  'Huế',
  'Hải Phòng',
  'Đà Nẵng',
  'TP. Hồ Chí Minh',
  'Cần Thơ',
  'Lai Châu',
  'Điện Biên',
  'Sơn La',
  'Lạng Sơn',
  'Quảng Ninh',
  'Thanh Hóa',
  'Nghệ An',
  'Hà Tĩnh',
  'Cao Bằng',
  'Tuyên Quang',
  'Lào Cai',
  'Thái Nguyên',
  'Phú Thọ',
  'Bắc Ninh',
  'Hưng Yên',
  'Ninh Bình',
  'Quảng Trị',
  'Quảng Ngãi',
  'Gia Lai',
  'Khánh Hòa',
  'Lâm Đồng',
  'Đắk Lắk',
  'Đồng Nai',
  'Tây Ninh',
  'Vĩnh Long',
  'Đồng Tháp',
  'Cà Mau',
  'An Giang',
] as const;

export type Province2025 = (typeof PROVINCES_2025)[number];

export function isProvince2025(value: string): value is Province2025 {
  return (PROVINCES_2025 as readonly string[]).includes(value);
}
