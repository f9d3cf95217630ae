import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/errors.ts';
import { findCustomerByPhone, setPasswordHash } from '../customers/index.ts';
import type { AuthStores } from './auth-stores.ts';
import { checkPasswordFormat, loginPhone } from './credentials.ts';
import { hashPassword, passwordMatches } from './passwords.ts';
import { type SessionCustomer, revokeOtherSessions } from './session-repository.ts';

/** A code verified this recently stands in for the current password (login step 4 follows the code step). */
const CODE_PROOF_MS = 5 * 60_000;

/**
 * Login step 4 (spec §4): the logged-in customer sets his 6-digit password (new account or forgotten
 * password, both right after an OTP login). A stolen session alone is not enough: the current password
 * or a code verified in the last 5 minutes is needed. Other sessions of the account are closed.
 */
export async function changePassword(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  stores: AuthStores,
  input: { caller: SessionCustomer; phone: string; newPassword: string; currentPassword?: string | null },
): Promise<void> {
  const phone = loginPhone(input.phone);
  const password = checkPasswordFormat(input.newPassword);
  if (phone !== input.caller.phone) throw new AppError(403, 'PHONE_MISMATCH', 'auth.phoneMismatch');
  const codeProof = input.caller.codeVerifiedAt && deps.clock.now().getTime() - input.caller.codeVerifiedAt.getTime() <= CODE_PROOF_MS;
  if (!codeProof) {
    const customer = await findCustomerByPhone(deps.db, phone);
    const current = input.currentPassword ?? '';
    if (!customer?.passwordHash || !(await passwordMatches(customer.passwordHash, current))) {
      throw new AppError(403, 'CURRENT_PASSWORD_REQUIRED', 'auth.currentPasswordRequired');
    }
  }
  await setPasswordHash(deps.db, input.caller.customerId, await hashPassword(password));
  await revokeOtherSessions(deps.db, input.caller.customerId, input.caller.sessionId, deps.clock.now());
  await stores.failures.reset(phone);
}
