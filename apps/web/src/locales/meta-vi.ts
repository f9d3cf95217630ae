/**
 * Meta descriptions of the pages (`<meta name="description">`, og:description), by the page's key in
 * `pages.*` (home: `home`; any page without its own: `default`). Server only: the i18n namespace
 * `meta`, added by src/entry-server.tsx, so none of it ships to the browser.
 */
export const metaVi = {
  default: '{product} - hệ thống salon tóc nam: cắt tóc, gội, lấy ráy tai, chăm sóc da. Đặt lịch giữ chỗ trong 30 giây.',
  home: '{product} - hệ thống salon tóc nam trên toàn quốc: cắt tóc, uốn, nhuộm, gội massage, chăm sóc da. Đặt lịch giữ chỗ trong 30 giây, cắt xong trả tiền, hủy lịch không sao.',
  booking: 'Đặt lịch giữ chỗ tại {product}: chọn salon gần anh, dịch vụ, stylist và giờ cắt chỉ trong 30 giây. Cắt xong trả tiền, hủy lịch không sao.',
  bookingSuccess: 'Lịch hẹn của anh tại {product} đã được giữ chỗ: xem salon, giờ hẹn, stylist và dịch vụ đã chọn.',
  bookingAtHome: 'Đặt lịch cắt tóc tại nhà cùng {product}: stylist đến tận nơi, chọn giờ phù hợp với anh.',
  systemSalon: 'Danh sách salon {product} trên toàn quốc: địa chỉ, giờ mở cửa, chỉ đường và đặt lịch tại salon gần anh nhất.',
  salonDetail: 'Thông tin salon {product}: địa chỉ, giờ mở cửa, bản đồ, chỗ để xe và đặt lịch giữ chỗ.',
  /** One salon's page: its own description. */
  salonDetailOf: 'Salon {product} {name}: {address}. Mở cửa {opens} - {closes} hằng ngày. Xem stylist, giờ còn trống và đặt lịch giữ chỗ trong 30 giây.',
  about: 'Về {product}: hệ thống salon tóc nam với đội ngũ stylist chuyên nghiệp, phục vụ hàng triệu khách hàng mỗi năm.',
  service: 'Bảng giá và dịch vụ của {product}: cắt tóc, gội massage, uốn, nhuộm, chăm sóc da và lấy ráy tai.',
  upService: 'Các dịch vụ nâng cấp tại {product}: uốn, nhuộm, phục hồi tóc và chăm sóc da chuyên sâu.',
  member: 'Chương trình thành viên {product}: hạng Silver, Gold, Diamond theo chi tiêu 6 tháng, giảm giá combo, đặt lịch sớm hơn và phòng Business Class.',
  topup: 'Mua gói cắt tóc trả trước tại {product}: gói 3 lượt, 6 + 1 và 10 + 2 lượt, hoặc nạp tiền vào tài khoản, thanh toán qua VNPay.',
  topupTerms: 'Điều khoản nạp tiền và gói lượt cắt {product}: thời hạn sử dụng, hoàn tiền, chuyển nhượng và khi xóa tài khoản.',
  collection: 'Bộ sưu tập kiểu tóc nam tại {product}: xu hướng mới, hợp khuôn mặt, dễ tạo kiểu.',
  discover: 'Khám phá cùng {product}: kiểu tóc nam đang hot, mẹo tạo kiểu tại nhà và bí quyết chăm sóc tóc, da cho phái mạnh.',
  lookbook: 'Lookbook kiểu tóc nam của {product}: cảm hứng cho lần cắt tóc tiếp theo của anh.',
  topStylists: 'Top stylist cắt tóc trong tháng của {product}, bình chọn theo đánh giá của khách hàng.',
  styleMaster: 'Style Master {product}: tác phẩm cắt tóc của các stylist, xếp hạng theo lượt bình chọn của khách hàng. Bình chọn cho kiểu tóc anh thích.',
  contest: 'Cuộc thi Style Master của {product}: thể lệ, giải thưởng và thời gian. Khách hàng bình chọn cho tác phẩm của stylist.',
  contestRanking: 'Bảng xếp hạng cuộc thi Style Master của {product}: tác phẩm dự thi theo lượt bình chọn, cập nhật trực tiếp.',
  reward: 'Ưu đãi và phần thưởng dành cho khách hàng {product}.',
  luckyWheel: 'Vòng quay may mắn {product}: quay để nhận ưu đãi và quà tặng.',
  goldenHour: 'Giờ vàng săn ưu đãi tại {product}: đặt lịch đúng khung giờ để nhận giá tốt.',
  franchise: 'Liên hệ nhượng quyền thương hiệu {product}: mô hình salon tóc nam đã được chứng minh.',
  recruitment: 'Tuyển dụng {product}: cơ hội nghề nghiệp cho stylist, skinner và nhân viên văn phòng.',
  recruitmentOffice: 'Tuyển dụng khối văn phòng {product}: marketing, phát triển nhượng quyền, kế toán. Xem mô tả, thu nhập và nộp hồ sơ trực tuyến.',
  /** One job's page: its own description. */
  recruitmentJob: '{product} tuyển {title} tại {location}. Thu nhập {min} - {max} triệu/tháng. Xem mô tả công việc, yêu cầu và nộp hồ sơ trực tuyến.',
  advertising: 'Liên hệ hợp tác quảng cáo, thương hiệu và cung cấp sản phẩm với chuỗi salon tóc nam {product}.',
  homeHaircut: 'Cắt tóc tại nhà cùng {product}: stylist đến tận nơi, tiện lợi cho cả gia đình.',
  privacy: 'Chính sách bảo mật thông tin khách hàng của {product}.',
  terms: 'Điều kiện giao dịch chung khi sử dụng dịch vụ của {product}.',
  news: 'Tin tức mới nhất từ {product}: khai trương salon, ưu đãi và xu hướng tóc nam.',
  hairCareTips: 'Bí kíp chăm sóc tóc nam từ stylist {product}: trị gàu, chống rụng tóc, chọn dầu gội, sấy và vuốt sáp đúng cách.',
  hairstyleGuides: 'Cẩm nang kiểu tóc nam của {product}: chọn kiểu theo khuôn mặt, theo chất tóc và các kiểu tóc được yêu thích, kèm cách tạo kiểu tại nhà.',
  serviceGuides: 'Hiểu về các dịch vụ tại {product}: quy trình, thời gian, ai nên làm và cách chăm sóc sau khi cắt, uốn, nhuộm, gội massage.',
  spaGuides: 'Spa và chăm sóc da cho nam giới cùng {product}: da dầu, mụn, cạo râu, chống nắng, massage thư giãn.',
} as const;
