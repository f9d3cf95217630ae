import { translate, type MessageKey, type MessageParams } from '@shine/shared/i18n/translate';
import { BRAND } from '../../lib/constants';
import type { ServiceLang } from './types';

// Words of the service screens in their own language (the VIE/ENG menu changes only these screens).
// Spec texts come verbatim from the shared catalogue; these labels are ours (the spec gives none).
const vi = {
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
  selected: 'Đã chọn {count} dịch vụ',
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

type ServiceTexts = typeof vi;

const en: ServiceTexts = {
  display: 'Display',
  displayGrid: 'Grid 2 columns',
  displayDefault: 'Default',
  language: 'Language',
  genz: 'GenZ hours: haircut only {price}, {percent}% off other services',
  searchPlaceholder: 'Search by name, price, code…',
  search: 'Search',
  clearSearch: 'Clear search',
  results: '{count} results',
  minutes: '{count} min',
  add: 'Add service',
  added: 'Added',
  detail: 'See details',
  versions: 'Choose 1',
  addOns: 'Add-ons (optional)',
  selected: '{count} services selected',
  showSelected: 'Show selected services',
  remove: 'Remove {name}',
  total: 'Total',
  done: 'Done',
  allowChange: 'Not sure yet? Let the salon advise and change services for me',
  voucher: 'Offer',
  voucherNone: 'Choose an offer',
  suggestTitle: 'Suggested for you',
  loadFailed: 'Reload',
};

const catalogues: Record<ServiceLang, ServiceTexts> = { vi, en };

export type ServiceText = (key: keyof ServiceTexts, params?: MessageParams) => string;
export type SpecMessage = (key: MessageKey, params?: MessageParams) => string;

const fill = (text: string, params: MessageParams) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : whole));

/** `text` for our labels and `msg` for the spec's messages, both in the service-screen language. */
export function serviceTexts(lang: ServiceLang): { text: ServiceText; msg: SpecMessage } {
  return {
    text: (key, params = {}) => fill(catalogues[lang][key], params),
    msg: (key, params = {}) => translate(lang, key, { product: BRAND, ...params }),
  };
}
