import { CAPTCHA_AFTER_FAILED_LOGINS } from '@shine/shared';
import type { TVerifyResult } from '@shine/shared/schemas/auth';
import type { AppDeps } from '../../app.ts';
import { findCustomerByPhone } from '../customers/customers-repository.ts';
import type { AuthStores } from './auth-stores.ts';
import { loginPhone } from './credentials.ts';
import { findLoginPause } from './login-pause-repository.ts';

/**
 * Login step 1 (spec §4): a phone without a password account goes the OTP way (registration);
 * otherwise step 2, with the captcha already shown after more than 2 failed passwords.
 */
export async function verifyPhone(deps: Pick<AppDeps, 'db' | 'clock'>, stores: AuthStores, input: { phone: string }): Promise<TVerifyResult> {
  const phone = loginPhone(input.phone);
  const customer = await findCustomerByPhone(deps.db, phone);
  const failures = await stores.failures.count(phone, deps.clock.now());
  // After a password-login pause the captcha stays until the owner gets in.
  const paused = (await findLoginPause(deps.db, phone)) !== undefined;
  return { isNewUser: !customer?.passwordHash, captchaRequired: paused || failures > CAPTCHA_AFTER_FAILED_LOGINS };
}
