import type { ChosenService } from '@shine/shared';
import type { Db } from '../../db/client.ts';
import type { SessionCustomer } from '../auth/index.ts';
import { findServicesByIds, findSpecialDayPrices, type ServiceRow } from '../catalog/index.ts';
import { countCampaignUses, type CampaignWithTerms } from './campaigns-repository.ts';

/**
 * The chosen services priced on the booking date (special-day prices included), in the order chosen.
 * Unknown and discontinued ids are left out: the voucher screens only judge what can be booked.
 */
export async function priceChosenServices(db: Db, ids: readonly number[], date: string): Promise<{ chosen: ChosenService[]; rows: ServiceRow[] }> {
  const unique = [...new Set(ids)];
  const [rows, special] = await Promise.all([findServicesByIds(db, unique), findSpecialDayPrices(db, unique, date)]);
  const onSale = unique.map((id) => rows.find((r) => r.id === id)).filter((r): r is ServiceRow => r !== undefined && !r.discontinued);
  return { rows: onSale, chosen: onSale.map((r) => ({ serviceId: r.id, price: special.get(r.id) ?? r.price })) };
}

/** Uses left per campaign for a logged-in customer; null where unlimited or nobody is logged in. */
export async function usesLeft(db: Db, customer: SessionCustomer | undefined, list: readonly CampaignWithTerms[]): Promise<Map<number, number | null>> {
  const limited = list.filter((c) => c.campaign.usagePerCustomer !== null);
  const used = customer
    ? await countCampaignUses(
        db,
        customer.customerId,
        limited.map((c) => c.campaign.id),
      )
    : new Map<number, number>();
  return new Map(
    list.map((c) => {
      const limit = c.campaign.usagePerCustomer;
      return [c.campaign.id, customer && limit !== null ? Math.max(0, limit - (used.get(c.campaign.id) ?? 0)) : null];
    }),
  );
}
