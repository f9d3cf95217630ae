import { CAPTCHA_AFTER_FAILED_LOGINS, LOGIN_LOCK_AFTER_FAILURES } from '@shine/shared';
import type { AppDeps } from '../../app.ts';
import { AppError } from '../../lib/errors.ts';
import { findCustomerByPhone } from '../customers/customers-repository.ts';
import { toUser } from '../customers/customer-view.ts';
import type { AuthStores } from './auth-stores.ts';
import { captchaSolved } from './captcha.ts';
import { checkPasswordFormat, loginPhone } from './credentials.ts';
import { passwordMatches } from './passwords.ts';
import { createSession } from './session-repository.ts';

/**
 * Login step 2 (spec §4): phone and 6-digit password. Once a phone has more than 2 failed passwords in
 * the hour, every attempt needs a fresh captcha solution; after 100 it is locked for password logins
 * (OTP login still works). The attempt is counted first so parallel guesses cannot race past either rule.
 */
export async function logInWithPassword(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  stores: AuthStores,
  input: { phone: string; password: string; recaptcha?: string | null },
) {
  const phone = loginPhone(input.phone);
  const password = checkPasswordFormat(input.password);
  const now = deps.clock.now();
  const attempt = await stores.failures.hit(phone, now);
  const earlierFailures = attempt.count - 1;

  if (earlierFailures >= LOGIN_LOCK_AFTER_FAILURES) {
    await stores.failures.forget(phone, attempt.id);
    throw new AppError(423, 'ACCOUNT_LOCKED', 'auth.accountLocked', {}, { captchaRequired: true });
  }
  if (earlierFailures > CAPTCHA_AFTER_FAILED_LOGINS) {
    const solved = input.recaptcha ? await captchaSolved(deps, stores.usedCaptchas, input.recaptcha) : false;
    if (!solved) {
      await stores.failures.forget(phone, attempt.id); // no password was tried
      const key = input.recaptcha ? 'auth.captchaInvalid' : 'auth.captchaRequired';
      throw new AppError(400, 'CAPTCHA_REQUIRED', key, {}, { captchaRequired: true });
    }
  }

  const customer = await findCustomerByPhone(deps.db, phone);
  if (!customer?.passwordHash || !(await passwordMatches(customer.passwordHash, password))) {
    throw new AppError(400, 'LOGIN_FAILED', 'auth.loginFailed', {}, { captchaRequired: attempt.count > CAPTCHA_AFTER_FAILED_LOGINS });
  }
  await stores.failures.reset(phone);
  return { accessToken: await createSession(deps.db, customer.id, now), user: toUser(customer) };
}
