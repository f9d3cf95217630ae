import { and, asc, count, eq, gte, inArray, lte, notInArray } from 'drizzle-orm';
import type { CampaignTerms } from '@shine/shared';
import type { Db } from '../../db/client.ts';
import { bookings, campaignApplies, campaignConditions, campaignSalons, campaigns, salons } from '../../db/schema/index.ts';

export type CampaignRow = typeof campaigns.$inferSelect;
export type CampaignWithTerms = { campaign: CampaignRow; terms: CampaignTerms; salonIds: number[] };

const running = (date: string) => and(eq(campaigns.active, true), lte(campaigns.startDate, date), gte(campaigns.endDate, date));

/** Conditions, benefit targets and salons of these campaigns, in three queries whatever their number. */
async function withTerms(db: Db, rows: CampaignRow[]): Promise<CampaignWithTerms[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [conditions, applies, salonLinks] = await Promise.all([
    db.select().from(campaignConditions).where(inArray(campaignConditions.campaignId, ids)).orderBy(asc(campaignConditions.serviceId)),
    db.select().from(campaignApplies).where(inArray(campaignApplies.campaignId, ids)).orderBy(asc(campaignApplies.serviceId)),
    db.select().from(campaignSalons).where(inArray(campaignSalons.campaignId, ids)).orderBy(asc(campaignSalons.salonId)),
  ]);
  return rows.map((campaign) => ({
    campaign,
    salonIds: salonLinks.filter((s) => s.campaignId === campaign.id).map((s) => s.salonId),
    terms: {
      discountType: campaign.discountType,
      discountValue: campaign.discountValue,
      minTotal: campaign.minTotal,
      conditionServiceIds: conditions.filter((c) => c.campaignId === campaign.id).map((c) => c.serviceId),
      applyServiceIds: applies.filter((a) => a.campaignId === campaign.id).map((a) => a.serviceId),
    },
  }));
}

/** An active campaign running on `date`, with its conditions, benefit targets and salons. */
export async function findRunningCampaign(db: Db, id: number, date: string): Promise<CampaignWithTerms | undefined> {
  const rows = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.id, id), running(date)));
  return (await withTerms(db, rows))[0];
}

/** Every active campaign running on `date`, ending soonest first. */
export async function findRunningCampaigns(db: Db, date: string): Promise<CampaignWithTerms[]> {
  const rows = await db.select().from(campaigns).where(running(date)).orderBy(asc(campaigns.endDate), asc(campaigns.id));
  return withTerms(db, rows);
}

/** An active campaign whatever its dates (the detail screen also shows ended ones as not valid). */
export async function findActiveCampaign(db: Db, id: number): Promise<CampaignWithTerms | undefined> {
  const rows = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.id, id), eq(campaigns.active, true)));
  return (await withTerms(db, rows))[0];
}

export async function findSalonNames(db: Db, ids: number[]): Promise<{ salonId: number; name: string }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ salonId: salons.id, name: salons.name })
    .from(salons)
    .where(and(inArray(salons.id, ids), eq(salons.active, true)))
    .orderBy(asc(salons.id));
}

/** Bookings of a customer that used each campaign (canceled and expired ones give the use back). */
export async function countCampaignUses(db: Db, customerId: number, campaignIds: number[]): Promise<Map<number, number>> {
  if (campaignIds.length === 0) return new Map();
  const rows = await db
    .select({ campaignId: bookings.campaignId, uses: count() })
    .from(bookings)
    .where(and(eq(bookings.customerId, customerId), inArray(bookings.campaignId, campaignIds), notInArray(bookings.status, ['canceled', 'expired'])))
    .groupBy(bookings.campaignId);
  return new Map(rows.map((r) => [r.campaignId ?? 0, r.uses]));
}
