import { checkCampaign, type Pricing, priceWithCampaign, priceWithoutCampaign, totalMinutes } from '@shine/shared';
import type { AppDeps } from '../../app.ts';
import { badRequest } from '../../lib/errors.ts';
import { findSpecialDayPrices, findServicesByIds, type ServiceRow } from '../catalog/catalog-repository.ts';
import { type CampaignRow, countCampaignUses, findRunningCampaign } from '../campaigns/campaigns-repository.ts';
import { findUnusedVoucherCampaignIds } from '../campaigns/vouchers-repository.ts';

export type PricedOrder = { services: ServiceRow[]; pricing: Pricing; durationMinutes: number; campaignId: number | null; campaign: CampaignRow | null };

/**
 * Prices the chosen services on a date (special-day prices included) and, when a campaign is given,
 * checks its conditions and applies its benefit. A campaign that does not apply is a 400 (spec §3/§8).
 */
export async function priceServices(
  deps: Pick<AppDeps, 'db' | 'cache'>,
  input: { serviceIds: number[]; salonId: number; date: string; campaignId?: number | null },
): Promise<PricedOrder> {
  const ids = [...new Set(input.serviceIds)];
  const rows = await findServicesByIds(deps.db, ids);
  if (rows.length !== ids.length || rows.some((s) => s.discontinued)) throw badRequest('SERVICE_DISCONTINUED', 'service.discontinued');
  const special = await findSpecialDayPrices(deps.db, ids, input.date);
  const services = ids.map((id) => rows.find((r) => r.id === id)!);
  const chosen = services.map((s) => ({ serviceId: s.id, price: special.get(s.id) ?? s.price }));
  const durationMinutes = totalMinutes(services);
  if (!input.campaignId) return { services, pricing: priceWithoutCampaign(chosen), durationMinutes, campaignId: null, campaign: null };

  const found = await findRunningCampaign(deps.db, input.campaignId, input.date);
  if (!found) throw badRequest('CAMPAIGN_NOT_VALID', 'voucher.notValid');
  if (found.salonIds.length > 0 && !found.salonIds.includes(input.salonId)) throw badRequest('CAMPAIGN_NOT_VALID', 'voucher.notForSalon');
  if (checkCampaign(chosen, found.terms) !== 'ok') throw badRequest('CAMPAIGN_CONDITION_NOT_MET', 'voucher.conditionNotMet');
  return { services, pricing: priceWithCampaign(chosen, found.terms), durationMinutes, campaignId: found.campaign.id, campaign: found.campaign };
}

/**
 * A campaign a customer may use: public ones for everybody, code-only ones only with his claimed
 * voucher, and never more often than its per-customer limit (canceled bookings give the use back).
 */
export async function requireCampaignAllowed(deps: Pick<AppDeps, 'db'>, campaign: CampaignRow, customerId: number) {
  if (!campaign.isPublic) {
    const own = await findUnusedVoucherCampaignIds(deps.db, customerId);
    if (!own.includes(campaign.id)) throw badRequest('CAMPAIGN_NOT_VALID', 'voucher.notValid');
  }
  if (campaign.usagePerCustomer !== null) {
    const uses = (await countCampaignUses(deps.db, customerId, [campaign.id])).get(campaign.id) ?? 0;
    if (uses >= campaign.usagePerCustomer) throw badRequest('CAMPAIGN_USED_UP', 'voucher.usedUp');
  }
}
