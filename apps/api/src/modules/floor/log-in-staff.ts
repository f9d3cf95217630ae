import type { TStaffSession } from '@shine/shared/schemas/floor';
import type { AppDeps } from '../../app-deps.ts';
import { type AuthStores, guardedPasswordLogin, passwordMatches } from '../auth/index.ts';
import { actorOf, toStaffMe } from './staff-actor.ts';
import { findAccountByPhone } from './staff-account-repository.ts';
import { createStaffSession } from './staff-session-repository.ts';

/**
 * Login on a personal phone: staff phone and password behind the customers' login guard (captcha from
 * the 3rd failure, pauses after too many), counted under its own key so a staff member who is also a
 * customer keeps the two apart.
 */
export async function logInStaff(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  stores: AuthStores,
  input: { phone: string; password: string; recaptcha?: string | null },
): Promise<TStaffSession> {
  const account = await guardedPasswordLogin(deps, stores, { key: `staff:${input.phone}`, recaptcha: input.recaptcha }, async () => {
    const found = await findAccountByPhone(deps.db, input.phone);
    return found && (await passwordMatches(found.passwordHash, input.password)) ? found : undefined;
  });
  const session = await createStaffSession(deps.db, account.id, deps.clock.now());
  const actor = await actorOf(deps, { sessionId: 0, deviceId: null, deviceSalonId: null, account });
  return { token: session.token, expiresAt: session.expiresAt.toISOString(), staff: toStaffMe(actor) };
}
