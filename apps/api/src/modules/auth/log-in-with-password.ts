import type { AppDeps } from '../../app-deps.ts';
import { findCustomerByPhone, toUser } from '../customers/index.ts';
import type { AuthStores } from './auth-stores.ts';
import { checkPasswordFormat, loginPhone } from './credentials.ts';
import { guardedPasswordLogin } from './login-guard.ts';
import { passwordMatches } from './passwords.ts';
import { createSession } from './session-repository.ts';

/**
 * Login step 2 (spec §4): phone and 6-digit password, behind the login guard (captcha after the 3rd
 * failure, pauses after LOGIN_PAUSE_AFTER_FAILURES). Code login stays open, so the owner is never
 * locked out.
 */
export async function logInWithPassword(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  stores: AuthStores,
  input: { phone: string; password: string; recaptcha?: string | null },
) {
  const phone = loginPhone(input.phone);
  const password = checkPasswordFormat(input.password);
  const customer = await guardedPasswordLogin(deps, stores, { key: phone, recaptcha: input.recaptcha }, async () => {
    const found = await findCustomerByPhone(deps.db, phone);
    return found?.passwordHash && (await passwordMatches(found.passwordHash, password)) ? found : undefined;
  });
  return { accessToken: await createSession(deps.db, customer.id, deps.clock.now()), user: toUser(customer) };
}
