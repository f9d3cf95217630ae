/**
 * Where the demo salons are: house number and a real street of the district. The order gives the
 * salon ids (1..N): Hà Nội first, then TP. Hồ Chí Minh, then the other provinces.
 * Salon 24 (84 Xã Đàn) is a normal salon; the spec only hides it from search and nearby lists.
 */
export type SalonAddress = { districtId: number; number: string; street: string };

const a = (districtId: number, number: string, street: string): SalonAddress => ({ districtId, number, street });

export const SALON_ADDRESSES: readonly SalonAddress[] = [
  // Hà Nội: ids 1..24
  a(101, '346', 'Khâm Thiên'),
  a(102, '82', 'Trần Duy Hưng'),
  a(101, '125', 'Tây Sơn'),
  a(102, '235', 'Xuân Thủy'),
  a(101, '14', 'Chùa Bộc'),
  a(103, '398', 'Bạch Mai'),
  a(103, '102', 'Phố Huế'),
  a(104, '27', 'Hàng Bài'),
  a(105, '168', 'Kim Mã'),
  a(105, '210', 'Đội Cấn'),
  a(106, '285', 'Nguyễn Trãi'),
  a(106, '71', 'Nguyễn Tuân'),
  a(107, '456', 'Giải Phóng'),
  a(107, '190', 'Trương Định'),
  a(108, '568', 'Nguyễn Văn Cừ'),
  a(108, '35', 'Ngọc Lâm'),
  a(109, '15', 'Hồ Tùng Mậu'),
  a(109, '2', 'Lê Đức Thọ'),
  a(110, '300', 'Phạm Văn Đồng'),
  a(111, '96', 'Quang Trung'),
  a(111, '132', 'Trần Phú'),
  a(112, '612', 'Lạc Long Quân'),
  a(102, '40', 'Hoàng Quốc Việt'),
  a(101, '84', 'Xã Đàn'),
  // TP. Hồ Chí Minh: ids 25..46
  a(2001, '134', 'Hai Bà Trưng'),
  a(2001, '62', 'Nguyễn Trãi'),
  a(2002, '230', 'Nguyễn Đình Chiểu'),
  a(2002, '445', 'Cách Mạng Tháng Tám'),
  a(2002, '351', 'Lê Văn Sỹ'),
  a(2003, '98', 'Trần Hưng Đạo'),
  a(2004, '612', 'Đường 3 Tháng 2'),
  a(2004, '199', 'Sư Vạn Hạnh'),
  a(2005, '1058', 'Nguyễn Văn Linh'),
  a(2005, '456', 'Huỳnh Tấn Phát'),
  a(2006, '85', 'Xô Viết Nghệ Tĩnh'),
  a(2007, '208', 'Phan Đăng Lưu'),
  a(2007, '145', 'Phan Xích Long'),
  a(2008, '302', 'Cộng Hòa'),
  a(2008, '540', 'Trường Chinh'),
  a(2009, '286', 'Quang Trung'),
  a(2009, '412', 'Phan Văn Trị'),
  a(2010, '89', 'Võ Văn Ngân'),
  a(2010, '216', 'Lê Văn Việt'),
  a(2011, '178', 'Lũy Bán Bích'),
  a(2012, '331', 'Tên Lửa'),
  a(2013, '120', 'Nguyễn Ảnh Thủ'),
  // North, outside Hà Nội
  a(201, '186', 'Tô Hiệu'),
  a(202, '268', 'Lạch Tray'),
  a(203, '45', 'Điện Biên Phủ'),
  a(301, '112', 'Lê Thánh Tông'),
  a(302, '320', 'Trần Phú'),
  a(401, '56', 'Nguyễn Gia Thiều'),
  a(402, '208', 'Trần Phú'),
  a(501, '239', 'Lương Ngọc Quyến'),
  // Central
  a(1001, '190', 'Nguyễn Văn Linh'),
  a(1001, '215', 'Lê Duẩn'),
  a(1002, '350', 'Điện Biên Phủ'),
  a(1003, '102', 'Ngô Quyền'),
  a(1004, '45', 'Nguyễn Lương Bằng'),
  a(1101, '56', 'Hùng Vương'),
  a(1101, '12', 'Bến Nghé'),
  a(1201, '88', 'Thống Nhất'),
  a(1201, '26', 'Yersin'),
  a(1301, '66', 'Quang Trung'),
  a(1401, '150', 'Lê Lợi'),
  a(1501, '39', 'Lê Hồng Phong'),
  // South, outside TP. Hồ Chí Minh
  a(2101, '268', 'Yersin'),
  a(2102, '15', 'Nguyễn Văn Tiết'),
  a(2201, '120', 'Phạm Văn Thuận'),
  a(2201, '56', 'Đồng Khởi'),
  a(2301, '78', 'Đường 30 Tháng 4'),
  a(2301, '145', 'Trần Hưng Đạo'),
  a(2401, '118', 'Ba Cu'),
  a(2401, '45', 'Lê Hồng Phong'),
];

/** The salon that opens soon (opening date = today + 10): the Quy Nhơn one. */
export const OPENING_SOON_SALON_ID = SALON_ADDRESSES.findIndex((s) => s.districtId === 1501) + 1;
