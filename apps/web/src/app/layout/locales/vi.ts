// Texts of the footer, the floating buttons and the phone menu's hotline (namespace 'layout'), loaded
// with their chunks: the first chunk carries none of them.
export const vi = {
  footer: {
    tagline: 'Hệ thống salon tóc nam: cắt tóc, gội, lấy ráy tai, chăm sóc da. Đẹp trai chuẩn gu, đặt lịch trong 30 giây.',
    hotline: 'Hotline',
    hours: 'Giờ phục vụ: Thứ 2 đến Chủ Nhật, 8h30 - 20h30',
    aboutTitle: 'Về chúng tôi',
    policyTitle: 'Chính sách',
    appTitle: 'Tải ứng dụng {product}',
    socialTitle: 'Theo dõi {product}',
    followers: '{count} người theo dõi',
    paymentsTitle: 'Chấp nhận thanh toán',
    appStoreBadge: 'Tải về trên',
    googlePlayBadge: 'TẢI NGAY TRÊN',
    appStore: 'Tải trên App Store',
    googlePlay: 'Tải trên Google Play',
    copyright: '© {year} {product}. Bảo lưu mọi quyền.',
  },
  payments: {
    cash: 'Tiền mặt',
    transfer: 'Chuyển khoản',
    card: 'Quẹt thẻ',
    visa: 'VISA',
    mastercard: 'Mastercard',
  },
  floating: {
    contact: 'Liên hệ',
    zalo: 'Chat Zalo',
    messenger: 'Chat Messenger',
    hotline: 'Gọi hotline {phone}',
    rating: 'Đánh giá dịch vụ',
    franchise: 'Liên hệ nhượng quyền',
    scrollTop: 'Lên đầu trang',
  },
};

export type LayoutTexts = typeof vi;
