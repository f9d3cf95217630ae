import type { AppDeps } from '../../app.ts';
import type { Lang } from '../../lib/lang.ts';
import { checkLoginOtpFormat } from '../auth/credentials.ts';
import type { SessionCustomer } from '../auth/session-repository.ts';
import { invalidateSalonDay } from '../availability/salon-day.ts';
import { sendOtp, verifyOtp } from '../otp/otp-service.ts';
import { eraseCustomer } from './account-repository.ts';

/** /delete-account step 1: a code to the logged-in phone confirms the deletion. */
export function sendDeleteAccountOtp(deps: Pick<AppDeps, 'db' | 'clock' | 'sender' | 'config'>, caller: SessionCustomer, lang: Lang) {
  return sendOtp(deps, { phone: caller.phone, purpose: 'delete_account', lang });
}

/**
 * /delete-account step 2: with the code, the account is erased (see eraseCustomer). The phone can
 * register again afterwards as a new customer with no history.
 */
export async function deleteAccount(deps: Pick<AppDeps, 'db' | 'clock' | 'cache'>, caller: SessionCustomer, otp: string): Promise<void> {
  const code = checkLoginOtpFormat(otp);
  await verifyOtp(deps, { phone: caller.phone, purpose: 'delete_account', code });
  const canceled = await eraseCustomer(deps.db, { id: caller.customerId, phone: caller.phone }, deps.clock.now());
  for (const day of canceled) invalidateSalonDay(deps, day.salonId, day.dateBook);
}
