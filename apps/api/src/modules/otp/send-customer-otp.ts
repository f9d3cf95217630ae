import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/errors.ts';
import type { Lang } from '../../lib/lang.ts';
import { type SessionCustomer, loginPhone } from '../auth/index.ts';
import { type OtpSent, sendOtp } from './otp-service.ts';

/**
 * otp/send (spec §7 Auth): a login code (zalo first, then sms on resend), or the code confirming an
 * account deletion, which only the logged-in owner of the phone may ask for.
 */
export async function sendCustomerOtp(
  deps: Pick<AppDeps, 'db' | 'clock' | 'sender' | 'config'>,
  input: { phone: string; method?: 'zalo' | 'sms'; purpose: 'login' | 'delete_account'; caller?: SessionCustomer; lang: Lang },
): Promise<OtpSent> {
  const phone = loginPhone(input.phone);
  if (input.purpose === 'delete_account') {
    if (!input.caller) throw new AppError(401, 'UNAUTHORIZED', 'auth.loginRequired');
    if (input.caller.phone !== phone) throw new AppError(403, 'PHONE_MISMATCH', 'auth.phoneMismatch');
  }
  return sendOtp(deps, { phone, purpose: input.purpose, method: input.method, lang: input.lang });
}
