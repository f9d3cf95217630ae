import { checkCampaign, originalPrice, originalTotal, type Pricing, priceWithCampaign, priceWithoutCampaign, totalMinutes } from '@shine/shared';
import type { AppDeps } from '../../app-deps.ts';
import { badRequest } from '../../lib/errors.ts';
import { findSpecialDayPrices, findServicesByIds, type ServiceRow } from '../catalog/index.ts';
import { type CampaignRow, countCampaignUses, findRunningCampaign, findUnusedVoucherCampaignIds } from '../campaigns/index.ts';

export type PricedOrder = {
  services: ServiceRow[];
  pricing: Pricing;
  /** Each service's original price (the struck one), in the order of `services`, and their sum: the struck old total. */
  originalPrices: number[];
  originalTotal: number;
  durationMinutes: number;
  campaignId: number | null;
  campaign: CampaignRow | null;
};

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
  const prices = services.map((s, i) => ({ price: chosen[i]!.price, oldPrice: s.oldPrice }));
  const base = { services, originalPrices: prices.map(originalPrice), originalTotal: originalTotal(prices), durationMinutes: totalMinutes(services) };
  if (!input.campaignId) return { ...base, pricing: priceWithoutCampaign(chosen), campaignId: null, campaign: null };

  const found = await findRunningCampaign(deps.db, input.campaignId, input.date);
  if (!found) throw badRequest('CAMPAIGN_NOT_VALID', 'voucher.notValid');
  if (found.salonIds.length > 0 && !found.salonIds.includes(input.salonId)) throw badRequest('CAMPAIGN_NOT_VALID', 'voucher.notForSalon');
  if (checkCampaign(chosen, found.terms) !== 'ok') throw badRequest('CAMPAIGN_CONDITION_NOT_MET', 'voucher.conditionNotMet');
  return { ...base, pricing: priceWithCampaign(chosen, found.terms), campaignId: found.campaign.id, campaign: found.campaign };
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

/** The booking's service lines of a priced order: each service at its price in this order, with its struck price. */
export function orderLines(order: PricedOrder) {
  return order.services.map((s, i) => ({
    serviceId: s.id,
    name: s.name,
    price: order.pricing.lines[i]!.newPrice,
    oldPrice: order.originalPrices[i]!,
    timeServe: s.timeServe,
    campaignId: order.campaignId,
  }));
}
