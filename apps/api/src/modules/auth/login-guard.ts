import { CAPTCHA_AFTER_FAILED_LOGINS } from '@shine/shared';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuthStores } from './auth-stores.ts';
import { captchaSolved } from './captcha.ts';
import { minutesLeft, nextLoginPause } from './login-pause.ts';
import { type LoginPause, deleteLoginPause, findLoginPause, saveLoginPause } from './login-pause-repository.ts';

const paused = (pause: LoginPause, now: Date) =>
  new AppError(423, 'PASSWORD_LOGIN_PAUSED', 'auth.passwordPaused', { minutes: minutesLeft(pause, now) }, { captchaRequired: true });

/**
 * The guard around every password login (spec §4), customers' and staff's alike: from the 3rd failure
 * in 15 minutes every attempt needs a fresh captcha (a proof of work); after LOGIN_PAUSE_AFTER_FAILURES
 * failures password login for the key pauses 15 minutes, each pause in a row twice as long (up to 24 h).
 * The attempt is counted first so parallel guesses see each other. `check` tries the credentials and
 * answers who logged in, or undefined for a wrong one. `pausedKey` overrides the pause's message.
 */
export async function guardedPasswordLogin<T>(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  stores: AuthStores,
  input: { key: string; recaptcha?: string | null },
  check: () => Promise<T | undefined>,
): Promise<T> {
  const { key } = input;
  const now = deps.clock.now();
  const pause = await findLoginPause(deps.db, key);
  if (pause && pause.until > now) throw paused(pause, now);

  const attempt = await stores.failures.hit(key, now);
  const earlierFailures = attempt.count - 1;
  const limit = deps.config.LOGIN_PAUSE_AFTER_FAILURES;
  if (earlierFailures >= limit) {
    // A parallel guess already reached the limit: this one is not tried.
    await stores.failures.forget(key, attempt.id);
    throw paused(pause && pause.until > now ? pause : nextLoginPause(pause, key, now), now);
  }
  // After a pause the captcha stays required until the owner gets in.
  if (earlierFailures > CAPTCHA_AFTER_FAILED_LOGINS || pause) {
    const solved = input.recaptcha ? await captchaSolved(deps, stores.usedCaptchas, input.recaptcha) : false;
    if (!solved) {
      await stores.failures.forget(key, attempt.id); // no password was tried
      const messageKey = input.recaptcha ? 'auth.captchaInvalid' : 'auth.captchaRequired';
      throw new AppError(400, 'CAPTCHA_REQUIRED', messageKey, {}, { captchaRequired: true });
    }
  }

  const who = await check();
  if (who === undefined) {
    if (attempt.count >= limit) {
      const next = nextLoginPause(pause, key, now);
      await saveLoginPause(deps.db, next);
      await stores.failures.reset(key);
      throw paused(next, now);
    }
    throw new AppError(400, 'LOGIN_FAILED', 'auth.loginFailed', {}, { captchaRequired: attempt.count > CAPTCHA_AFTER_FAILED_LOGINS || pause !== undefined });
  }
  await stores.failures.reset(key);
  if (pause) await deleteLoginPause(deps.db, key);
  return who;
}
