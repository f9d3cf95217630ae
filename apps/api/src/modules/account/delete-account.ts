import type { AppDeps } from '../../app-deps.ts';
import type { Lang } from '../../lib/lang.ts';
import { checkLoginOtpFormat, type SessionCustomer } from '../auth/index.ts';
import { invalidateSalonDay } from '../availability/index.ts';
import { forgetVisitSets } from '../customers/index.ts';
import { sendOtp, verifyOtp } from '../otp/index.ts';
import { eraseCustomer } from './account-repository.ts';
import { removeUploads, uploadDir } from '../../lib/uploads.ts';

/** /delete-account step 1: a code to the logged-in phone confirms the deletion. */
export function sendDeleteAccountOtp(deps: Pick<AppDeps, 'db' | 'clock' | 'sender' | 'config'>, caller: SessionCustomer, lang: Lang) {
  return sendOtp(deps, { phone: caller.phone, purpose: 'delete_account', lang });
}

/**
 * /delete-account step 2: with the code, the account is erased (see eraseCustomer) with its uploaded photos. The phone can
 * register again afterwards as a new customer with no history.
 */
export async function deleteAccount(deps: Pick<AppDeps, 'db' | 'clock' | 'cache' | 'config'>, caller: SessionCustomer, otp: string): Promise<void> {
  const code = checkLoginOtpFormat(otp);
  await verifyOtp(deps, { phone: caller.phone, purpose: 'delete_account', code });
  const erased = await eraseCustomer(deps.db, { id: caller.customerId, phone: caller.phone }, deps.clock.now());
  for (const day of erased.canceled) invalidateSalonDay(deps, day.salonId, day.dateBook);
  forgetVisitSets(deps, caller.phone);
  // After the commit: the photos go with the account (a crash here leaves files no row points to, never the reverse).
  await removeUploads(uploadDir(deps.config), erased.uploadedUrls);
}
