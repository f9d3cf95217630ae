import { cleanName, parseDisplayDate, validateName, zonedToday } from '@shine/shared';
import type { TUser } from '@shine/shared/schemas/auth';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import type { SessionCustomer } from '../auth/index.ts';
import { type ProfileChanges, updateProfile } from './customers-repository.ts';
import { toUser } from './customer-view.ts';

const ZEmail = z.email();

/** PUT customer (spec §7): the logged-in customer edits his name (spec §5 rule), email and birthday. */
export async function updateCustomer(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  caller: SessionCustomer,
  input: { name?: string; email?: string; dateOfBirth?: string },
): Promise<TUser> {
  const changes: ProfileChanges = {};
  if (input.name !== undefined) {
    if (validateName(input.name)) throw badRequest('NAME_INVALID', 'name.invalid');
    changes.name = cleanName(input.name);
  }
  if (input.email !== undefined) {
    if (input.email !== '' && !ZEmail.safeParse(input.email).success) throw badRequest('EMAIL_INVALID', 'customer.emailInvalid');
    changes.email = input.email === '' ? null : input.email.toLowerCase();
  }
  if (input.dateOfBirth !== undefined) changes.dateOfBirth = birthday(input.dateOfBirth, zonedToday(deps.clock.now()));
  const updated = await updateProfile(deps.db, caller.customerId, changes);
  if (!updated) throw new AppError(401, 'UNAUTHORIZED', 'auth.sessionInvalid');
  return toUser(updated);
}

/** DD/MM/YYYY between 1900 and today, as ISO; empty clears it. */
function birthday(text: string, today: string): string | null {
  if (text === '') return null;
  const iso = parseDisplayDate(text);
  if (!iso || iso < '1900-01-01' || iso > today) throw badRequest('DATE_OF_BIRTH_INVALID', 'customer.dateOfBirthInvalid');
  return iso;
}
