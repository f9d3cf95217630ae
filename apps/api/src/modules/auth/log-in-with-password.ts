import { CAPTCHA_AFTER_FAILED_LOGINS } from '@shine/shared';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/errors.ts';
import { findCustomerByPhone, toUser } from '../customers/index.ts';
import type { AuthStores } from './auth-stores.ts';
import { captchaSolved } from './captcha.ts';
import { checkPasswordFormat, loginPhone } from './credentials.ts';
import { minutesLeft, nextLoginPause } from './login-pause.ts';
import { type LoginPause, deleteLoginPause, findLoginPause, saveLoginPause } from './login-pause-repository.ts';
import { passwordMatches } from './passwords.ts';
import { createSession } from './session-repository.ts';

const paused = (pause: LoginPause, now: Date) =>
  new AppError(423, 'PASSWORD_LOGIN_PAUSED', 'auth.passwordPaused', { minutes: minutesLeft(pause, now) }, { captchaRequired: true });

/**
 * Login step 2 (spec §4): phone and 6-digit password. From the 3rd failure in 15 minutes every attempt
 * needs a fresh captcha (a proof of work); after LOGIN_PAUSE_AFTER_FAILURES failures password login for
 * the phone pauses 15 minutes, each pause in a row twice as long (up to 24 h). Code login stays open,
 * so the owner is never locked out. The attempt is counted first so parallel guesses see each other.
 */
export async function logInWithPassword(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  stores: AuthStores,
  input: { phone: string; password: string; recaptcha?: string | null },
) {
  const phone = loginPhone(input.phone);
  const password = checkPasswordFormat(input.password);
  const now = deps.clock.now();
  const pause = await findLoginPause(deps.db, phone);
  if (pause && pause.until > now) throw paused(pause, now);

  const attempt = await stores.failures.hit(phone, now);
  const earlierFailures = attempt.count - 1;
  const limit = deps.config.LOGIN_PAUSE_AFTER_FAILURES;
  if (earlierFailures >= limit) {
    // A parallel guess already reached the limit: this one is not tried.
    await stores.failures.forget(phone, attempt.id);
    throw paused(pause && pause.until > now ? pause : nextLoginPause(pause, phone, now), now);
  }
  // After a pause the captcha stays required until the owner gets in.
  if (earlierFailures > CAPTCHA_AFTER_FAILED_LOGINS || pause) {
    const solved = input.recaptcha ? await captchaSolved(deps, stores.usedCaptchas, input.recaptcha) : false;
    if (!solved) {
      await stores.failures.forget(phone, attempt.id); // no password was tried
      const key = input.recaptcha ? 'auth.captchaInvalid' : 'auth.captchaRequired';
      throw new AppError(400, 'CAPTCHA_REQUIRED', key, {}, { captchaRequired: true });
    }
  }

  const customer = await findCustomerByPhone(deps.db, phone);
  if (!customer?.passwordHash || !(await passwordMatches(customer.passwordHash, password))) {
    if (attempt.count >= limit) {
      const next = nextLoginPause(pause, phone, now);
      await saveLoginPause(deps.db, next);
      await stores.failures.reset(phone);
      throw paused(next, now);
    }
    throw new AppError(400, 'LOGIN_FAILED', 'auth.loginFailed', {}, { captchaRequired: attempt.count > CAPTCHA_AFTER_FAILED_LOGINS || pause !== undefined });
  }
  await stores.failures.reset(phone);
  if (pause) await deleteLoginPause(deps.db, phone);
  return { accessToken: await createSession(deps.db, customer.id, now), user: toUser(customer) };
}
