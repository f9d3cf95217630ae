import type { MessageKey } from '../i18n/translate';
import { PHONE_LENGTH } from './constants';
import { isValidPhone, normalizePhone } from './phone';

// One validator per phone form of spec §5, because each form words its errors differently.
// Each returns the i18n key of the message to show, or null when the phone is acceptable.

/** Home booking form: wrong length has its own message, anything else is "invalid". */
export function validateHomePhone(input: string): MessageKey | null {
  const phone = normalizePhone(input);
  if (!/^\d*$/.test(phone)) return 'phone.home.invalid';
  if (phone.length !== PHONE_LENGTH) return 'phone.home.length';
  return isValidPhone(phone) ? null : 'phone.home.invalid';
}

/** Booking lookup popup: empty, too short, not starting with 0, then any other invalid number. */
export function validateLookupPhone(input: string): MessageKey | null {
  const phone = normalizePhone(input);
  if (phone === '') return 'phone.lookup.empty';
  if (phone.replace(/\D/g, '').length < PHONE_LENGTH) return 'phone.lookup.length';
  if (!phone.startsWith('0')) return 'phone.lookup.notZero';
  return isValidPhone(phone) ? null : 'phone.lookup.invalid';
}

/** Booking phone popup: one message for every problem. */
export function validateBookingPhone(input: string): MessageKey | null {
  return isValidPhone(input) ? null : 'phone.booking.invalid';
}

/** Login modal phone: one message for every problem. */
export function validateLoginPhone(input: string): MessageKey | null {
  return isValidPhone(input) ? null : 'phone.login.invalid';
}
