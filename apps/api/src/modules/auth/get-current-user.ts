import type { TUser } from '@shine/shared/schemas/auth';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/errors.ts';
import { findCustomerById, toUser } from '../customers/index.ts';
import type { SessionCustomer } from './session-repository.ts';

/** The current user, fetched by the client on start (spec §7 Customer). */
export async function getCurrentUser(deps: Pick<AppDeps, 'db'>, caller: SessionCustomer): Promise<TUser> {
  const customer = await findCustomerById(deps.db, caller.customerId);
  if (!customer) throw new AppError(401, 'UNAUTHORIZED', 'auth.sessionInvalid');
  return toUser(customer);
}
