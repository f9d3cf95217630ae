// Words of the content pages (namespace 'content'): news, guides, care tips, legal and campaign pages.
export const vi = {
  home: 'Trang chủ',
  breadcrumb: 'Đường dẫn',
  published: 'Đăng ngày {date}',
  updated: 'Cập nhật {date}',
  readingTime: '{minutes} phút đọc',
  related: 'Bài viết liên quan',
  readMore: 'Đọc tiếp',
  bookNow: 'Đặt lịch ngay',
  bookLead: 'Muốn stylist tư vấn trực tiếp? Đặt lịch giữ chỗ trong 30 giây.',
  notFoundTitle: 'Không tìm thấy trang',
  notFoundText: 'Trang anh tìm không tồn tại hoặc đã được gỡ xuống. Anh xem các bài viết khác của chúng tôi nhé.',
  backHome: 'Về trang chủ',
  loadError: 'Chưa tải được nội dung. Anh thử lại sau ít phút nhé.',
  retry: 'Thử lại',
  newsLead: 'Báo chí viết về chúng tôi: khai trương salon, xu hướng tóc nam và câu chuyện của những người thợ.',
  newsSlider: 'Tin tức',
  viewDetail: 'Xem chi tiết',
  viewDetailOf: 'Xem chi tiết: {title} (mở trang báo)',
  previous: 'Tin trước',
  next: 'Tin sau',
  sourceLogo: 'Nguồn',
  listCount: '{count} bài viết',
  guideHubs: 'Cẩm nang khác',
  topics: {
    'face-shape': 'Chọn kiểu tóc theo khuôn mặt',
    'hair-type': 'Chọn kiểu tóc theo chất tóc',
    trend: 'Kiểu tóc nam được yêu thích',
  },
  lists: {
    article: 'Mẹo chăm tóc từ stylist: gàu, rụng tóc, dầu gội, sấy và vuốt sáp đúng cách.',
    hairstyle: 'Chọn kiểu tóc hợp khuôn mặt và chất tóc, cùng cách cắt và tạo kiểu từng kiểu tóc được yêu thích.',
    service: 'Mỗi dịch vụ làm gì, dành cho ai, mất bao lâu và cần lưu ý gì sau khi làm.',
    spa: 'Chăm sóc da cho nam giới: những vấn đề hay gặp và cách xử lý ở nhà, ở salon.',
  },
};

export type ContentTexts = typeof vi;
