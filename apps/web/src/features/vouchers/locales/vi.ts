// Words of the voucher screens (namespace 'vouchers'); spec texts come verbatim from the shared
// catalogue (namespace 'messages'). These labels are ours (the spec gives none).
export const vi = {
  tabSalon: 'Ưu đãi salon',
  tabMine: 'Ưu đãi của anh',
  expire: 'HSD: {date}',
  conditions: 'Xem điều kiện',
  choose: 'Chọn {name}',
  loginPrompt: 'Anh đăng nhập để xem ưu đãi của mình nhé',
  login: 'Đăng nhập',
  codePlaceholder: 'Nhập mã ưu đãi',
  codeLabel: 'Mã ưu đãi',
  codeApply: 'Áp dụng',
  scan: 'Quét mã QR',
  scanTitle: 'Quét mã QR',
  scanHint: 'Đưa mã QR vào giữa khung hình',
  scanFile: 'Chọn ảnh có mã QR',
  cameraUnavailable: 'Không mở được máy ảnh. Anh chọn ảnh có mã QR giúp em nhé.',
  total: 'Tổng thanh toán',
  validity: 'Thời hạn',
  remainUsage: 'Số lượt còn lại',
  paymentMethod: 'Hình thức thanh toán',
  salons: 'Salon áp dụng',
  allSalons: 'Tất cả salon',
  condition: 'Điều kiện',
  effect: 'Ưu đãi',
  serviceConditions: 'Dịch vụ đủ điều kiện',
  serviceApplies: 'Dịch vụ được ưu đãi',
  code: 'Mã đã áp dụng',
  chosen: 'Đã chọn',
};

export type VoucherTexts = typeof vi;
