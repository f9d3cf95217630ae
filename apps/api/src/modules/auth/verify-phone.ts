import { CAPTCHA_AFTER_FAILED_LOGINS } from '@shine/shared';
import type { TVerifyResult } from '@shine/shared/schemas/auth';
import type { AppDeps } from '../../app-deps.ts';
import { countBookingsByStatus } from '../booking/index.ts';
import { findCustomerByPhone } from '../customers/index.ts';
import type { AuthStores } from './auth-stores.ts';
import { loginPhone } from './credentials.ts';
import { findLoginPause } from './login-pause-repository.ts';

/**
 * Login step 1 (spec §4): a phone without a password account goes the OTP way (registration);
 * otherwise step 2, with the captcha already shown after more than 2 failed passwords. A phone with visits but
 * no password (a regular who never set one) also goes the OTP way, but is told so as a returning customer.
 */
export async function verifyPhone(deps: Pick<AppDeps, 'db' | 'clock'>, stores: AuthStores, input: { phone: string }): Promise<TVerifyResult> {
  const phone = loginPhone(input.phone);
  const customer = await findCustomerByPhone(deps.db, phone);
  const failures = await stores.failures.count(phone, deps.clock.now());
  // After a password-login pause the captcha stays until the owner gets in.
  const paused = (await findLoginPause(deps.db, phone)) !== undefined;
  const isNewUser = !customer?.passwordHash;
  const isReturning = isNewUser && customer !== undefined && (await countBookingsByStatus(deps.db, phone, ['completed'])) > 0;
  return { isNewUser, isReturning, captchaRequired: paused || failures > CAPTCHA_AFTER_FAILED_LOGINS };
}
