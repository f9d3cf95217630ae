import type { TLoginOtpResult } from '@shine/shared/schemas/auth';
import type { AppDeps } from '../../app-deps.ts';
import { findOrCreateCustomer, toUser } from '../customers/index.ts';
import { verifyOtp } from '../otp/index.ts';
import type { AuthStores } from './auth-stores.ts';
import { checkLoginOtpFormat, loginPhone } from './credentials.ts';
import { createSession } from './session-repository.ts';

/**
 * Login step 3 (spec §4): the code sent by otp/send opens a session, creating the customer on first
 * login. `isNewUser` (no password yet) sends the modal on to step 4, create a password. Proving the
 * phone this way also clears its failed password count.
 */
export async function logInWithOtp(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  stores: AuthStores,
  input: { phone: string; otp: string },
): Promise<TLoginOtpResult> {
  const phone = loginPhone(input.phone);
  const code = checkLoginOtpFormat(input.otp);
  await verifyOtp(deps, { phone, purpose: 'login', code });
  const customer = await findOrCreateCustomer(deps.db, phone);
  await stores.failures.reset(phone);
  const accessToken = await createSession(deps.db, customer.id, deps.clock.now(), { codeVerified: true });
  return { accessToken, user: toUser(customer), isNewUser: !customer.passwordHash };
}
