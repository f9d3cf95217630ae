/**
 * Vietnam's administrative map after 1 July 2025 (Nghị quyết 202/2025/QH15): 34 provinces and cities,
 * no districts, an address is ward (phường/xã) + province. Shipped with the product so the address
 * autocomplete works offline and the same everywhere.
 *
 * - `VN_PROVINCES`: all 34, each with the provinces merged into it (`formerNames`) and its region
 *   (1 North, 2 Central, 3 South). `id` is the chain's province id (the ids the salons table uses for
 *   the provinces it serves; 30+ for the others).
 * - `VN_WARDS`: the wards of the cities the chain serves (where its salons and home service are),
 *   each with the districts/wards it replaced (`formerNames`) and its centre.
 *
 * Coordinates are approximate ward centres (WGS84), good to a few hundred metres.
 */

export type VnRegion = 1 | 2 | 3;

export type VnProvince = {
  id: number;
  /** The name in daily use ('TP. Hồ Chí Minh'); `officialName` is the full one. */
  name: string;
  officialName: string;
  formerNames: readonly string[];
  regionId: VnRegion;
};

export type VnWard = {
  id: number;
  provinceId: number;
  /** 'Phường Sài Gòn', 'Xã ...'. */
  name: string;
  /** The districts and wards it replaced, as customers still type them. */
  formerNames: readonly string[];
  latitude: number;
  longitude: number;
};

const p = (id: number, name: string, officialName: string, regionId: VnRegion, formerNames: string[] = []): VnProvince => ({
  id,
  name,
  officialName,
  regionId,
  formerNames,
});

export const VN_PROVINCES: readonly VnProvince[] = [
  // North
  p(1, 'Hà Nội', 'Thành phố Hà Nội', 1),
  p(2, 'Hải Phòng', 'Thành phố Hải Phòng', 1, ['Hải Dương']),
  p(3, 'Quảng Ninh', 'Tỉnh Quảng Ninh', 1),
  p(4, 'Bắc Ninh', 'Tỉnh Bắc Ninh', 1, ['Bắc Giang']),
  p(5, 'Thái Nguyên', 'Tỉnh Thái Nguyên', 1, ['Bắc Kạn']),
  p(6, 'Hưng Yên', 'Tỉnh Hưng Yên', 1, ['Thái Bình']),
  p(31, 'Lai Châu', 'Tỉnh Lai Châu', 1),
  p(32, 'Điện Biên', 'Tỉnh Điện Biên', 1),
  p(33, 'Sơn La', 'Tỉnh Sơn La', 1),
  p(34, 'Lạng Sơn', 'Tỉnh Lạng Sơn', 1),
  p(35, 'Cao Bằng', 'Tỉnh Cao Bằng', 1),
  p(36, 'Tuyên Quang', 'Tỉnh Tuyên Quang', 1, ['Hà Giang']),
  p(37, 'Lào Cai', 'Tỉnh Lào Cai', 1, ['Yên Bái']),
  p(38, 'Phú Thọ', 'Tỉnh Phú Thọ', 1, ['Vĩnh Phúc', 'Hòa Bình']),
  p(39, 'Ninh Bình', 'Tỉnh Ninh Bình', 1, ['Hà Nam', 'Nam Định']),
  // Central
  p(10, 'Đà Nẵng', 'Thành phố Đà Nẵng', 2, ['Quảng Nam']),
  p(11, 'Huế', 'Thành phố Huế', 2, ['Thừa Thiên Huế']),
  p(12, 'Khánh Hòa', 'Tỉnh Khánh Hòa', 2, ['Ninh Thuận']),
  p(13, 'Nghệ An', 'Tỉnh Nghệ An', 2),
  p(14, 'Thanh Hóa', 'Tỉnh Thanh Hóa', 2),
  p(15, 'Gia Lai', 'Tỉnh Gia Lai', 2, ['Bình Định']),
  p(16, 'Lâm Đồng', 'Tỉnh Lâm Đồng', 2, ['Đắk Nông', 'Bình Thuận']),
  p(40, 'Hà Tĩnh', 'Tỉnh Hà Tĩnh', 2),
  p(41, 'Quảng Trị', 'Tỉnh Quảng Trị', 2, ['Quảng Bình']),
  p(42, 'Quảng Ngãi', 'Tỉnh Quảng Ngãi', 2, ['Kon Tum']),
  p(43, 'Đắk Lắk', 'Tỉnh Đắk Lắk', 2, ['Phú Yên']),
  // South
  p(20, 'TP. Hồ Chí Minh', 'Thành phố Hồ Chí Minh', 3, ['Bình Dương', 'Bà Rịa - Vũng Tàu']),
  p(22, 'Đồng Nai', 'Tỉnh Đồng Nai', 3, ['Bình Phước']),
  p(23, 'Cần Thơ', 'Thành phố Cần Thơ', 3, ['Sóc Trăng', 'Hậu Giang']),
  p(44, 'Tây Ninh', 'Tỉnh Tây Ninh', 3, ['Long An']),
  p(45, 'Vĩnh Long', 'Tỉnh Vĩnh Long', 3, ['Bến Tre', 'Trà Vinh']),
  p(46, 'Đồng Tháp', 'Tỉnh Đồng Tháp', 3, ['Tiền Giang']),
  p(47, 'Cà Mau', 'Tỉnh Cà Mau', 3, ['Bạc Liêu']),
  p(48, 'An Giang', 'Tỉnh An Giang', 3, ['Kiên Giang']),
];

let wardId = 0;
const w = (provinceId: number, name: string, formerNames: string[], latitude: number, longitude: number): VnWard => ({
  id: ++wardId,
  provinceId,
  name,
  formerNames,
  latitude,
  longitude,
});

export const VN_WARDS: readonly VnWard[] = [
  // Hà Nội
  w(1, 'Phường Hoàn Kiếm', ['Quận Hoàn Kiếm', 'Hàng Trống', 'Hàng Bài', 'Tràng Tiền'], 21.027, 105.852),
  w(1, 'Phường Cửa Nam', ['Quận Hoàn Kiếm', 'Cửa Nam', 'Hàng Bông', 'Trần Hưng Đạo'], 21.024, 105.843),
  w(1, 'Phường Ba Đình', ['Quận Ba Đình', 'Quán Thánh', 'Trúc Bạch', 'Điện Biên'], 21.038, 105.836),
  w(1, 'Phường Giảng Võ', ['Quận Ba Đình', 'Giảng Võ', 'Kim Mã', 'Thành Công'], 21.028, 105.818),
  w(1, 'Phường Ngọc Hà', ['Quận Ba Đình', 'Ngọc Hà', 'Đội Cấn', 'Liễu Giai'], 21.036, 105.822),
  w(1, 'Phường Đống Đa', ['Quận Đống Đa', 'Khâm Thiên', 'Thổ Quan', 'Trung Phụng'], 21.017, 105.836),
  w(1, 'Phường Kim Liên', ['Quận Đống Đa', 'Kim Liên', 'Phương Liên', 'Trung Tự', 'Xã Đàn'], 21.007, 105.836),
  w(1, 'Phường Láng', ['Quận Đống Đa', 'Láng Thượng', 'Láng Hạ'], 21.019, 105.808),
  w(1, 'Phường Văn Miếu - Quốc Tử Giám', ['Quận Đống Đa', 'Văn Miếu', 'Quốc Tử Giám', 'Cát Linh'], 21.028, 105.834),
  w(1, 'Phường Ô Chợ Dừa', ['Quận Đống Đa', 'Ô Chợ Dừa', 'Trung Liệt', 'Quang Trung'], 21.018, 105.822),
  w(1, 'Phường Hai Bà Trưng', ['Quận Hai Bà Trưng', 'Phố Huế', 'Bùi Thị Xuân', 'Ngô Thì Nhậm'], 21.012, 105.852),
  w(1, 'Phường Bạch Mai', ['Quận Hai Bà Trưng', 'Bạch Mai', 'Quỳnh Mai', 'Minh Khai'], 21.0, 105.853),
  w(1, 'Phường Cầu Giấy', ['Quận Cầu Giấy', 'Quan Hoa', 'Dịch Vọng', 'Dịch Vọng Hậu'], 21.034, 105.796),
  w(1, 'Phường Nghĩa Đô', ['Quận Cầu Giấy', 'Nghĩa Đô', 'Nghĩa Tân', 'Mai Dịch'], 21.046, 105.798),
  w(1, 'Phường Yên Hòa', ['Quận Cầu Giấy', 'Yên Hòa', 'Trung Hòa'], 21.02, 105.793),
  w(1, 'Phường Thanh Xuân', ['Quận Thanh Xuân', 'Thanh Xuân Trung', 'Thượng Đình', 'Nhân Chính'], 20.996, 105.81),
  w(1, 'Phường Khương Đình', ['Quận Thanh Xuân', 'Khương Đình', 'Hạ Đình', 'Kim Giang'], 20.99, 105.817),
  w(1, 'Phường Hoàng Mai', ['Quận Hoàng Mai', 'Hoàng Văn Thụ', 'Tương Mai', 'Giáp Bát'], 20.983, 105.849),
  w(1, 'Phường Tương Mai', ['Quận Hoàng Mai', 'Tương Mai', 'Trương Định', 'Mai Động'], 20.992, 105.851),
  w(1, 'Phường Long Biên', ['Quận Long Biên', 'Ngọc Lâm', 'Gia Thụy', 'Bồ Đề'], 21.045, 105.879),
  w(1, 'Phường Từ Liêm', ['Quận Nam Từ Liêm', 'Mỹ Đình', 'Mai Dịch', 'Cầu Diễn'], 21.029, 105.768),
  w(1, 'Phường Xuân Đỉnh', ['Quận Bắc Từ Liêm', 'Xuân Đỉnh', 'Cổ Nhuế'], 21.057, 105.785),
  w(1, 'Phường Hà Đông', ['Quận Hà Đông', 'Quang Trung', 'Nguyễn Trãi', 'Văn Quán'], 20.971, 105.778),
  w(1, 'Phường Tây Hồ', ['Quận Tây Hồ', 'Bưởi', 'Thụy Khuê', 'Xuân La'], 21.066, 105.809),
  // TP. Hồ Chí Minh (with the former Bình Dương and Bà Rịa - Vũng Tàu)
  w(20, 'Phường Sài Gòn', ['Quận 1', 'Bến Nghé', 'Đa Kao', 'Nguyễn Thái Bình'], 10.777, 106.702),
  w(20, 'Phường Bến Thành', ['Quận 1', 'Bến Thành', 'Phạm Ngũ Lão', 'Nguyễn Cư Trinh'], 10.769, 106.694),
  w(20, 'Phường Tân Định', ['Quận 1', 'Tân Định', 'Đa Kao'], 10.79, 106.69),
  w(20, 'Phường Xuân Hòa', ['Quận 3', 'Võ Thị Sáu', 'Phường 4'], 10.783, 106.688),
  w(20, 'Phường Nhiêu Lộc', ['Quận 3', 'Phường 9', 'Phường 11', 'Phường 12', 'Phường 14'], 10.787, 106.678),
  w(20, 'Phường Bàn Cờ', ['Quận 3', 'Phường 1', 'Phường 2', 'Phường 3', 'Phường 5'], 10.775, 106.682),
  w(20, 'Phường Chợ Quán', ['Quận 5', 'Phường 1', 'Phường 2', 'Phường 4'], 10.757, 106.678),
  w(20, 'Phường Chợ Lớn', ['Quận 5', 'Phường 11', 'Phường 12', 'Phường 13', 'Phường 14'], 10.754, 106.657),
  w(20, 'Phường Diên Hồng', ['Quận 10', 'Phường 6', 'Phường 8', 'Phường 14'], 10.768, 106.666),
  w(20, 'Phường Vườn Lài', ['Quận 10', 'Phường 1', 'Phường 2', 'Phường 4', 'Phường 9', 'Phường 10'], 10.765, 106.672),
  w(20, 'Phường Tân Mỹ', ['Quận 7', 'Tân Phú', 'Tân Phong', 'Tân Quy'], 10.732, 106.718),
  w(20, 'Phường Tân Thuận', ['Quận 7', 'Tân Thuận Đông', 'Tân Thuận Tây', 'Bình Thuận'], 10.751, 106.728),
  w(20, 'Phường Bình Thạnh', ['Quận Bình Thạnh', 'Phường 12', 'Phường 14', 'Phường 26'], 10.809, 106.705),
  w(20, 'Phường Gia Định', ['Quận Bình Thạnh', 'Phường 1', 'Phường 2', 'Phường 7', 'Phường 17'], 10.801, 106.695),
  w(20, 'Phường Phú Nhuận', ['Quận Phú Nhuận', 'Phường 4', 'Phường 5', 'Phường 9'], 10.8, 106.679),
  w(20, 'Phường Đức Nhuận', ['Quận Phú Nhuận', 'Phường 1', 'Phường 2', 'Phường 7'], 10.797, 106.686),
  w(20, 'Phường Tân Bình', ['Quận Tân Bình', 'Phường 13', 'Phường 14', 'Phường 15'], 10.805, 106.646),
  w(20, 'Phường Bảy Hiền', ['Quận Tân Bình', 'Phường 10', 'Phường 11', 'Phường 12'], 10.792, 106.65),
  w(20, 'Phường Gò Vấp', ['Quận Gò Vấp', 'Phường 10', 'Phường 17'], 10.838, 106.664),
  w(20, 'Phường Hạnh Thông', ['Quận Gò Vấp', 'Phường 1', 'Phường 3'], 10.826, 106.682),
  w(20, 'Phường Thủ Đức', ['Thành phố Thủ Đức', 'Quận Thủ Đức', 'Linh Chiểu', 'Linh Tây', 'Bình Thọ'], 10.85, 106.77),
  w(20, 'Phường Tăng Nhơn Phú', ['Thành phố Thủ Đức', 'Quận 9', 'Tăng Nhơn Phú A', 'Tăng Nhơn Phú B', 'Hiệp Phú'], 10.846, 106.785),
  w(20, 'Phường Tân Phú', ['Quận Tân Phú', 'Tân Sơn Nhì', 'Tân Thành', 'Hòa Thạnh'], 10.789, 106.628),
  w(20, 'Phường Bình Tân', ['Quận Bình Tân', 'Bình Hưng Hòa B', 'Bình Trị Đông A', 'Tân Tạo'], 10.763, 106.605),
  w(20, 'Phường Trung Mỹ Tây', ['Quận 12', 'Trung Mỹ Tây', 'Tân Chánh Hiệp', 'Tân Thới Nhất'], 10.86, 106.631),
  w(20, 'Phường Thủ Dầu Một', ['Bình Dương', 'Thành phố Thủ Dầu Một', 'Phú Cường', 'Hiệp Thành', 'Chánh Nghĩa'], 10.98, 106.653),
  w(20, 'Phường Phú Lợi', ['Bình Dương', 'Thành phố Thủ Dầu Một', 'Phú Lợi', 'Phú Hòa'], 10.99, 106.675),
  w(20, 'Phường Thuận An', ['Bình Dương', 'Thành phố Thuận An', 'Lái Thiêu', 'Bình Nhâm'], 10.91, 106.705),
  w(20, 'Phường Vũng Tàu', ['Bà Rịa - Vũng Tàu', 'Thành phố Vũng Tàu', 'Phường 1', 'Phường 2', 'Thắng Tam'], 10.35, 107.082),
  w(20, 'Phường Tam Thắng', ['Bà Rịa - Vũng Tàu', 'Thành phố Vũng Tàu', 'Phường 7', 'Phường 8', 'Phường 9'], 10.363, 107.088),
  // Đà Nẵng (with the former Quảng Nam)
  w(10, 'Phường Hải Châu', ['Quận Hải Châu', 'Hải Châu I', 'Hải Châu II', 'Thạch Thang', 'Phước Ninh'], 16.068, 108.22),
  w(10, 'Phường Hòa Cường', ['Quận Hải Châu', 'Hòa Cường Bắc', 'Hòa Cường Nam', 'Bình Thuận'], 16.045, 108.216),
  w(10, 'Phường Thanh Khê', ['Quận Thanh Khê', 'Thanh Khê Đông', 'Thanh Khê Tây', 'Xuân Hà'], 16.066, 108.189),
  w(10, 'Phường An Khê', ['Quận Thanh Khê', 'An Khê', 'Hòa Khê'], 16.058, 108.188),
  w(10, 'Phường Sơn Trà', ['Quận Sơn Trà', 'An Hải Bắc', 'Phước Mỹ', 'Thọ Quang'], 16.075, 108.238),
  w(10, 'Phường An Hải', ['Quận Sơn Trà', 'An Hải Đông', 'An Hải Tây'], 16.062, 108.234),
  w(10, 'Phường Liên Chiểu', ['Quận Liên Chiểu', 'Hòa Minh', 'Hòa Khánh Nam'], 16.073, 108.15),
  w(10, 'Phường Hội An', ['Quảng Nam', 'Thành phố Hội An', 'Minh An', 'Cẩm Phô', 'Sơn Phong'], 15.878, 108.33),
  // Other cities with salons
  w(2, 'Phường Lê Chân', ['Quận Lê Chân', 'An Biên', 'Dư Hàng', 'Cát Dài'], 20.847, 106.683),
  w(2, 'Phường Gia Viên', ['Quận Ngô Quyền', 'Lạch Tray', 'Đằng Giang', 'Cầu Đất'], 20.856, 106.699),
  w(2, 'Phường Hồng Bàng', ['Quận Hồng Bàng', 'Hoàng Văn Thụ', 'Minh Khai', 'Phan Bội Châu'], 20.864, 106.679),
  w(3, 'Phường Hồng Gai', ['Thành phố Hạ Long', 'Hồng Gai', 'Bạch Đằng', 'Trần Hưng Đạo'], 20.953, 107.084),
  w(3, 'Phường Cẩm Phả', ['Thành phố Cẩm Phả', 'Cẩm Trung', 'Cẩm Thành', 'Cẩm Bình'], 21.011, 107.29),
  w(4, 'Phường Kinh Bắc', ['Thành phố Bắc Ninh', 'Tiền An', 'Ninh Xá', 'Suối Hoa'], 21.181, 106.069),
  w(4, 'Phường Từ Sơn', ['Thành phố Từ Sơn', 'Đông Ngàn', 'Đình Bảng', 'Tân Hồng'], 21.117, 105.96),
  w(5, 'Phường Phan Đình Phùng', ['Thành phố Thái Nguyên', 'Phan Đình Phùng', 'Trưng Vương', 'Hoàng Văn Thụ'], 21.594, 105.843),
  w(6, 'Phường Phố Hiến', ['Thành phố Hưng Yên', 'Lê Lợi', 'Minh Khai', 'Hiến Nam'], 20.656, 106.054),
  w(11, 'Phường Thuận Hóa', ['Thừa Thiên Huế', 'Thành phố Huế', 'Vĩnh Ninh', 'Phú Hội', 'Phú Nhuận'], 16.462, 107.596),
  w(12, 'Phường Nha Trang', ['Thành phố Nha Trang', 'Lộc Thọ', 'Tân Lập', 'Xương Huân'], 12.244, 109.19),
  w(13, 'Phường Thành Vinh', ['Thành phố Vinh', 'Quang Trung', 'Lê Lợi', 'Hưng Bình'], 18.674, 105.69),
  w(14, 'Phường Hạc Thành', ['Thành phố Thanh Hóa', 'Điện Biên', 'Lam Sơn', 'Ba Đình'], 19.807, 105.777),
  w(15, 'Phường Quy Nhơn', ['Bình Định', 'Thành phố Quy Nhơn', 'Lê Hồng Phong', 'Trần Phú', 'Lý Thường Kiệt'], 13.774, 109.221),
  w(16, 'Phường Xuân Hương - Đà Lạt', ['Thành phố Đà Lạt', 'Phường 1', 'Phường 2', 'Phường 3', 'Phường 4'], 11.941, 108.438),
  w(22, 'Phường Trấn Biên', ['Thành phố Biên Hòa', 'Quyết Thắng', 'Thanh Bình', 'Trung Dũng'], 10.956, 106.84),
  w(23, 'Phường Ninh Kiều', ['Quận Ninh Kiều', 'Tân An', 'Thới Bình', 'Xuân Khánh'], 10.032, 105.778),
];

export function vnProvince(id: number): VnProvince | undefined {
  return VN_PROVINCES.find((x) => x.id === id);
}

export function vnWard(id: number): VnWard | undefined {
  return VN_WARDS.find((x) => x.id === id);
}

export function vnWardByName(provinceId: number, name: string): VnWard | undefined {
  return VN_WARDS.find((x) => x.provinceId === provinceId && x.name === name);
}

/** "Phường Sài Gòn, TP. Hồ Chí Minh": the two-tier address of a ward. */
export function wardLabel(ward: VnWard): string {
  return `${ward.name}, ${vnProvince(ward.provinceId)?.name ?? ''}`;
}
