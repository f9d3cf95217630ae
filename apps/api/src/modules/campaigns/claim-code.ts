import { zonedToday } from '@shine/shared';
import type { AppDeps } from '../../app-deps.ts';
import { badRequest } from '../../lib/errors.ts';
import { claimVoucher, findCode } from './vouchers-repository.ts';

/**
 * postCode: a promo code puts its campaign into the caller's vouchers (tab '2'). Business failures are
 * 400s whose message the code box shows in red (spec §8); the code's claim limit holds under races.
 */
export async function claimCode(deps: Pick<AppDeps, 'db' | 'clock' | 'cache'>, input: { customerId: number; code: string }): Promise<{ campaignId: number }> {
  const found = await findCode(deps.db, input.code.trim());
  if (!found || !found.active) throw badRequest('CODE_NOT_FOUND', 'voucher.codeNotFound');
  const now = deps.clock.now();
  const today = zonedToday(now);
  if (today < found.startDate) throw badRequest('CODE_NOT_STARTED', 'voucher.codeNotStarted');
  if (today > found.endDate) throw badRequest('CODE_EXPIRED', 'voucher.codeExpired');
  const result = await claimVoucher(deps.db, { customerId: input.customerId, campaignId: found.campaignId, codeId: found.codeId, now });
  if (result === 'alreadyClaimed') throw badRequest('CODE_ALREADY_CLAIMED', 'voucher.codeAlreadyClaimed');
  if (result === 'usedUp') throw badRequest('CODE_USED_UP', 'voucher.codeUsedUp');
  return { campaignId: found.campaignId };
}
