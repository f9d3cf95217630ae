import type { AppDeps } from '../../app-deps.ts';
import { type SessionCustomer, revokeSession } from './session-repository.ts';

/** Logout revokes the session: the same token answers 401 from then on. */
export async function logOut(deps: Pick<AppDeps, 'db' | 'clock'>, caller: SessionCustomer): Promise<void> {
  await revokeSession(deps.db, caller.sessionId, deps.clock.now());
}
