// Namespace 'salonChooser': words of the salon chooser (the booking wizard's salon step, /system-salon and
// /booking/salon share its pieces). They travel with the chooser's chunks, not with a route's first one.
export const chooserVi = {
  searchPlaceholder: 'Tìm theo tỉnh, thành phố, quận, đường…',
  search: 'Tìm kiếm',
  clearSearch: 'Xóa tìm kiếm',
  nearbyChip: 'Salon gần anh',
  parking: 'Có chỗ đỗ ô tô',
  businessClass: 'Business Class',
  seeMore: 'Xem thêm',
  salonCount: '{count} salon',
  savedLocations: 'Địa chỉ đã lưu',
  savedLocationsText: 'Lưu nhà riêng, công ty để tìm salon gần anh nhanh hơn',
  openingOn: 'Khai trương ngày {date}',
  newSalon: 'Salon mới',
  travel: '{minutes} phút',
  provinces: 'Tỉnh, thành phố',
  allDistricts: 'Tất cả',
  districts: 'Quận, huyện',
  results: 'Kết quả',
  salonCountShort: '{count} salon',
  formerProvinces: 'gồm {names} cũ',
  noticeTitle: 'Thông báo',
  back: 'Quay lại',
  locating: 'Đang tìm vị trí…',
  allSalons: 'Xem tất cả salon',
  km: '{km} km',
};

export type ChooserTextKey = keyof typeof chooserVi;
