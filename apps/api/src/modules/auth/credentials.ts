import { normalizePhone, validateLoginOtp, validateLoginPhone, validatePassword } from '@shine/shared';
import { badRequest } from '../../lib/errors.ts';

// The login modal's formats (spec §5), answered with its own messages.

/** Login phone in any typed form (dots, +84), returned in the stored national form. */
export function loginPhone(input: string): string {
  if (validateLoginPhone(input)) throw badRequest('PHONE_INVALID', 'phone.login.invalid');
  return normalizePhone(input);
}

/** Exactly 6 digits. */
export function checkPasswordFormat(input: string): string {
  const problem = validatePassword(input);
  if (problem) throw badRequest('PASSWORD_INVALID', problem);
  return input;
}

/** Exactly 6 digits. */
export function checkLoginOtpFormat(input: string): string {
  const problem = validateLoginOtp(input);
  if (problem) throw badRequest('OTP_FORMAT', problem);
  return input;
}
