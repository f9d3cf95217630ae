import { CURRENCY_SUFFIX } from './constants';

// Money is Vietnamese dong, whole numbers, thousands separated by dots (spec §9: 'Giá từ 70.000 VNĐ').

/** 70000 → "70.000". Rounded to whole dong; grouping is done by hand so no locale data is needed. */
export function formatMoney(amount: number): string {
  const rounded = Math.round(amount);
  const grouped = String(Math.abs(rounded)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return rounded < 0 ? `-${grouped}` : grouped;
}

/** 70000 → "70.000 VNĐ". */
export function formatVnd(amount: number): string {
  return `${formatMoney(amount)} ${CURRENCY_SUFFIX}`;
}

/** Pricing token: a K right after a digit means thousand ("70K" → "70000", "Giá 70K" → "Giá 70000"). */
export function expandK(text: string): string {
  return text.replace(/(\d)[Kk]/g, (_, digit: string) => `${digit}000`);
}

/**
 * Amount in a price string as the catalogue writes it ("70.000 VNĐ", "70K", "70,000đ"), or null when it
 * holds no digits. Dots and commas are thousands separators here: dong prices have no decimals.
 */
export function parsePrice(text: string): number | null {
  const digits = expandK(text).replace(/\D/g, '');
  return digits === '' ? null : Number(digits);
}
