import { asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bestLookCampaigns, bestLookEntries, salons, staff } from '../../db/schema/index.ts';

export type BestLookCampaignRow = typeof bestLookCampaigns.$inferSelect;

/** Best-look campaigns with their entry counts, latest ending first. */
export async function findCampaigns(db: Db) {
  return db
    .select({ campaign: bestLookCampaigns, entryCount: count(bestLookEntries.id) })
    .from(bestLookCampaigns)
    .leftJoin(bestLookEntries, eq(bestLookEntries.campaignId, bestLookCampaigns.id))
    .groupBy(bestLookCampaigns.id)
    .orderBy(desc(bestLookCampaigns.endDate));
}

/** A campaign's entries with stylist and salon names, newest first. */
export async function findEntries(db: Db, campaignId: number) {
  return db
    .select({
      id: bestLookEntries.id,
      customerName: bestLookEntries.customerName,
      stylistName: staff.name,
      salonName: salons.name,
      image: bestLookEntries.image,
      story: bestLookEntries.story,
      createdAt: bestLookEntries.createdAt,
    })
    .from(bestLookEntries)
    .innerJoin(staff, eq(staff.id, bestLookEntries.stylistId))
    .innerJoin(salons, eq(salons.id, staff.salonId))
    .where(eq(bestLookEntries.campaignId, campaignId))
    .orderBy(desc(bestLookEntries.createdAt), asc(bestLookEntries.id));
}
