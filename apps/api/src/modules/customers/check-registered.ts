import type { AppDeps } from '../../app-deps.ts';
import { findCustomerByPhone } from './customers-repository.ts';

/** check-registered (spec §7): whether the phone has an account with a password (verify's isNewUser, inverted). */
export async function checkRegistered(deps: Pick<AppDeps, 'db'>, phone: string): Promise<boolean> {
  const customer = await findCustomerByPhone(deps.db, phone);
  return Boolean(customer?.passwordHash);
}
