import type { MessageKey } from '../i18n/translate';

// Password and one-time codes are 6 digits (spec §5, §9). Each form words its errors differently.

const SIX_DIGITS = /^\d{6}$/;
const DIGITS_ONLY = /^\d*$/;

/** Login password: a non-digit has its own message; any other problem is "wrong format". */
export function validatePassword(input: string): MessageKey | null {
  if (!DIGITS_ONLY.test(input)) return 'password.notDigits';
  return SIX_DIGITS.test(input) ? null : 'password.format';
}

/** Login OTP: a non-digit has its own message; any other problem is "wrong format". */
export function validateLoginOtp(input: string): MessageKey | null {
  if (!DIGITS_ONLY.test(input)) return 'otp.login.notDigits';
  return SIX_DIGITS.test(input) ? null : 'otp.login.format';
}

/** Booking OTP: one message for every problem. */
export function validateBookingOtp(input: string): MessageKey | null {
  return SIX_DIGITS.test(input) ? null : 'otp.booking.format';
}

/** Length of a one-time code (spec §9). */
export const CODE_LENGTH = 6;

/** What a code box keeps of what was typed or pasted: its digits, at most six ('12 34-56' → '123456'). */
export function codeDigits(input: string): string {
  return input.replace(/\D/g, '').slice(0, CODE_LENGTH);
}
