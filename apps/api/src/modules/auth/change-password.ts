import type { AppDeps } from '../../app.ts';
import { AppError } from '../../lib/errors.ts';
import { setPasswordHash } from '../customers/customers-repository.ts';
import type { AuthStores } from './auth-stores.ts';
import { checkPasswordFormat, loginPhone } from './credentials.ts';
import { hashPassword } from './passwords.ts';
import { type SessionCustomer, revokeOtherSessions } from './session-repository.ts';

/**
 * Login step 4 (spec §4): the logged-in customer sets his 6-digit password (new account or forgotten
 * password, both after an OTP login). Other sessions of the account are closed.
 */
export async function changePassword(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  stores: AuthStores,
  input: { caller: SessionCustomer; phone: string; newPassword: string },
): Promise<void> {
  const phone = loginPhone(input.phone);
  const password = checkPasswordFormat(input.newPassword);
  if (phone !== input.caller.phone) throw new AppError(403, 'PHONE_MISMATCH', 'auth.phoneMismatch');
  await setPasswordHash(deps.db, input.caller.customerId, await hashPassword(password));
  await revokeOtherSessions(deps.db, input.caller.customerId, input.caller.sessionId, deps.clock.now());
  await stores.failures.reset(phone);
}
