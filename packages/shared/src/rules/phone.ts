import { PHONE_LENGTH } from './constants';

// Vietnamese mobile numbers: 10 digits, a leading 0, then a carrier prefix (spec §5, §9).

/**
 * Three-digit mobile prefixes in use since the 2018 renumbering (Viettel, Vinaphone, MobiFone,
 * Vietnamobile, Gmobile/Reddi, Itelecom). The spec says "about 34" without listing them.
 */
export const VN_MOBILE_PREFIXES: ReadonlySet<string> = new Set([
  '032',
  '033',
  '034',
  '035',
  '036',
  '037',
  '038',
  '039',
  '052',
  '055',
  '056',
  '058',
  '059',
  '070',
  '076',
  '077',
  '078',
  '079',
  '081',
  '082',
  '083',
  '084',
  '085',
  '086',
  '087',
  '088',
  '089',
  '090',
  '091',
  '092',
  '093',
  '094',
  '096',
  '097',
  '098',
  '099',
]);

/**
 * Local form of what a customer typed: separators removed and a country code turned into the leading 0.
 * `+84` and `0084` always mean the country code; a bare `84` only when the full number follows, because
 * while typing "84" could still become anything. Other characters are kept so validation can reject them.
 */
export function normalizePhone(input: string): string {
  const compact = input.trim().replace(/[\s.\-()]/g, '');
  const international = /^(?:\+|00)84(\d*)$/.exec(compact) ?? /^84(0?\d{9})$/.exec(compact);
  if (!international) return compact;
  const rest = international[1] ?? '';
  return rest.startsWith('0') ? rest : `0${rest}`;
}

/** 10 digits, first 0, second not 0, and a known mobile prefix. Accepts any typed form (dots, +84). */
export function isValidPhone(input: string): boolean {
  const phone = normalizePhone(input);
  return /^0[1-9]\d{8}$/.test(phone) && VN_MOBILE_PREFIXES.has(phone.slice(0, 3));
}

/** Display form 4-3-3 with dots ("0905.939.123"); also formats a partial number while it is typed. */
export function formatPhone(input: string): string {
  const digits = normalizePhone(input).replace(/\D/g, '').slice(0, PHONE_LENGTH);
  return [digits.slice(0, 4), digits.slice(4, 7), digits.slice(7)].filter(Boolean).join('.');
}

/**
 * Stored form: "+84905939123" (country code, leading zero dropped). Call it after validation:
 * anything that is not 10 digits starting with 0 is a programming error, not user input.
 */
export function toE164Vn(input: string): string {
  const phone = normalizePhone(input);
  if (!/^0\d{9}$/.test(phone)) throw new RangeError(`Not a Vietnamese phone number: ${input}`);
  return `+84${phone.slice(1)}`;
}

/** Local form "0905939123" of a stored "+84905939123". */
export function fromE164Vn(e164: string): string {
  return normalizePhone(e164);
}

/** What the booking phone popup keeps while typing: digits and dots, at most 20 characters (spec §5). */
export function cleanBookingPhoneInput(input: string): string {
  return input.replace(/[^\d.]/g, '').slice(0, 20);
}
