import { translate, type MessageKey, type MessageParams } from '@shine/shared/i18n/translate';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BRAND } from '../../lib/constants';

// Words of the voucher screens in the site language. Spec texts come verbatim from the shared
// catalogue (`msg`); these labels are ours (the spec gives none).
const vi = {
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

type VoucherTexts = typeof vi;

const en: VoucherTexts = {
  tabSalon: 'Salon offers',
  tabMine: 'My offers',
  expire: 'Expires {date}',
  conditions: 'Conditions',
  choose: 'Choose {name}',
  loginPrompt: 'Log in to see your own offers',
  login: 'Log in',
  codePlaceholder: 'Enter an offer code',
  codeLabel: 'Offer code',
  codeApply: 'Apply',
  scan: 'Scan QR code',
  scanTitle: 'Scan QR code',
  scanHint: 'Hold the QR code in the middle of the frame',
  scanFile: 'Choose a picture with a QR code',
  cameraUnavailable: 'The camera could not be opened. Please choose a picture with the QR code.',
  total: 'Total',
  validity: 'Valid',
  remainUsage: 'Uses left',
  paymentMethod: 'Payment',
  salons: 'Salons',
  allSalons: 'All salons',
  condition: 'Conditions',
  effect: 'Benefit',
  serviceConditions: 'Services that qualify',
  serviceApplies: 'Services with the benefit',
  code: 'Applied code',
  chosen: 'Chosen',
};

export type VoucherLang = 'vi' | 'en';
export type VoucherText = (key: keyof VoucherTexts, params?: MessageParams) => string;
export type SpecMessage = (key: MessageKey, params?: MessageParams) => string;
export interface VoucherTextSet {
  lang: VoucherLang;
  text: VoucherText;
  msg: SpecMessage;
}

const fill = (text: string, params: MessageParams) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : whole));

export function voucherTexts(lang: VoucherLang): VoucherTextSet {
  const words = lang === 'en' ? en : vi;
  return {
    lang,
    text: (key, params = {}) => fill(words[key], params),
    msg: (key, params = {}) => translate(lang, key, { product: BRAND, ...params }),
  };
}

export function useVoucherTexts(): VoucherTextSet {
  const { i18n } = useTranslation();
  const lang: VoucherLang = i18n.language === 'en' ? 'en' : 'vi';
  return useMemo(() => voucherTexts(lang), [lang]);
}
