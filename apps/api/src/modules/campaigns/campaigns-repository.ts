import { and, eq, gte, lte } from 'drizzle-orm';
import type { CampaignTerms } from '@shine/shared';
import type { Db } from '../../db/client.ts';
import { campaignApplies, campaignConditions, campaignSalons, campaigns } from '../../db/schema/index.ts';

export type CampaignRow = typeof campaigns.$inferSelect;
export type CampaignWithTerms = { campaign: CampaignRow; terms: CampaignTerms; salonIds: number[] };

/** An active campaign running on `date`, with its conditions, benefit targets and salons. */
export async function findRunningCampaign(db: Db, id: number, date: string): Promise<CampaignWithTerms | undefined> {
  const [campaign] = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.id, id), eq(campaigns.active, true), lte(campaigns.startDate, date), gte(campaigns.endDate, date)));
  if (!campaign) return undefined;
  const [conditions, applies, salons] = await Promise.all([
    db.select({ id: campaignConditions.serviceId }).from(campaignConditions).where(eq(campaignConditions.campaignId, id)),
    db.select({ id: campaignApplies.serviceId }).from(campaignApplies).where(eq(campaignApplies.campaignId, id)),
    db.select({ id: campaignSalons.salonId }).from(campaignSalons).where(eq(campaignSalons.campaignId, id)),
  ]);
  return {
    campaign,
    salonIds: salons.map((s) => s.id),
    terms: {
      discountType: campaign.discountType,
      discountValue: campaign.discountValue,
      minTotal: campaign.minTotal,
      conditionServiceIds: conditions.map((c) => c.id),
      applyServiceIds: applies.map((a) => a.id),
    },
  };
}
