import { type Lang, translate, zonedToday } from '@shine/shared';
import type { TCampaignList } from '@shine/shared/schemas/campaign';
import type { AppDeps } from '../../app-deps.ts';
import type { SessionCustomer } from '../auth/index.ts';
import { requireSalon } from '../salons/index.ts';
import { bestCampaign, evaluateCampaign, toCampaignItem } from './campaign-view.ts';
import { type CampaignWithTerms, findRunningCampaigns } from './campaigns-repository.ts';
import { priceChosenServices, usesLeft } from './chosen-services.ts';
import { findUnusedVoucherCampaignIds } from './vouchers-repository.ts';

export type ListCampaignsInput = {
  salonId: number;
  serviceIds: number[];
  campaignUsing: number[];
  /** Booking phone. */
  phone?: string;
  date?: string;
  caller?: SessionCustomer;
  lang: Lang;
};

/**
 * Campaign list (step 4): tab '1' the public campaigns running at the salon; tab '2' the caller's own
 * unused vouchers, only when logged in as the booking phone (spec §6); `best` the valid one taking most off.
 * `message` asks to log in with the booking phone when the caller is logged in as another one.
 */
export async function listCampaigns(
  deps: Pick<AppDeps, 'db' | 'clock' | 'cache'>,
  input: ListCampaignsInput,
): Promise<{ data: TCampaignList; message?: string }> {
  const salon = await requireSalon(deps, input.salonId);
  const date = input.date ?? zonedToday(deps.clock.now(), salon.timeZone);
  const owner = input.caller && input.phone === input.caller.phone ? input.caller : undefined;
  const [running, { chosen }, voucherIds] = await Promise.all([
    findRunningCampaigns(deps.db, date),
    priceChosenServices(deps.db, input.serviceIds, date),
    owner ? findUnusedVoucherCampaignIds(deps.db, owner.customerId) : Promise.resolve([]),
  ]);
  const salonList = running.filter((c) => c.campaign.isPublic && (c.salonIds.length === 0 || c.salonIds.includes(salon.id)));
  const customerList = running.filter((c) => voucherIds.includes(c.campaign.id));
  const left = await usesLeft(deps.db, owner, [...new Set([...salonList, ...customerList])]);

  const items = (list: CampaignWithTerms[]) =>
    list.map((c) => {
      const e = evaluateCampaign(c, { chosen, salonId: salon.id, date, usesLeft: left.get(c.campaign.id) ?? null });
      return toCampaignItem(c, e, input.lang, input.campaignUsing.includes(c.campaign.id));
    });
  const salonItems = items(salonList);
  const customerItems = items(customerList);
  const phoneMismatch = input.caller !== undefined && input.phone !== undefined && input.phone !== input.caller.phone;
  return {
    data: { salon: salonItems, customer: customerItems, best: bestCampaign([...salonItems, ...customerItems]) },
    ...(phoneMismatch ? { message: translate(input.lang, 'voucher.loginWithBookingPhone') } : {}),
  };
}
