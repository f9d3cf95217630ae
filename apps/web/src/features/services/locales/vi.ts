// Words of the service screens (namespace 'services'), in the screens' own language: the VIE/ENG menu
// changes only these screens. Spec texts come verbatim from the shared catalogue (namespace 'messages');
// these labels are ours (the spec gives none).
export const vi = {
  display: 'Hiển thị',
  displayGrid: 'Lưới 2 cột',
  displayDefault: 'Mặc định',
  language: 'Ngôn ngữ',
  genz: 'Khung giờ GenZ: cắt tóc chỉ {price}, giảm {percent}% các dịch vụ khác',
  searchPlaceholder: 'Tìm dịch vụ theo tên, giá, mã…',
  search: 'Tìm kiếm',
  clearSearch: 'Xóa tìm kiếm',
  results: '{count} kết quả',
  minutes: '{count} phút',
  add: 'Thêm dịch vụ',
  added: 'Đã thêm',
  detail: 'Xem chi tiết',
  versions: 'Chọn 1 loại',
  addOns: 'Dịch vụ đi kèm (không bắt buộc)',
  // Plural forms (t with `count`): Vietnamese has one form (_other); _one is there for the English type.
  selected_one: 'Đã chọn {count} dịch vụ',
  selected_other: 'Đã chọn {count} dịch vụ',
  showSelected: 'Xem dịch vụ đã chọn',
  remove: 'Bỏ {name}',
  total: 'Tổng thanh toán',
  done: 'Xong',
  allowChange: 'Anh chưa chọn được? Để salon tư vấn và đổi dịch vụ giúp anh',
  voucher: 'Ưu đãi',
  voucherNone: 'Chọn ưu đãi',
  suggestTitle: 'Gợi ý cho anh',
  loadFailed: 'Tải lại',
};

export type ServiceTexts = typeof vi;
