import { asc, count, desc, eq } from 'drizzle-orm';
import { formatDisplayDate, zonedToday } from '@shine/shared';
import type { TBestLookCampaign, TBestLookDetail } from '@shine/shared/schemas/rewards';
import type { AppDeps } from '../../app.ts';
import type { Db } from '../../db/client.ts';
import { bestLookCampaigns, bestLookEntries, salons, staff } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { sanitizeHtml } from '../campaigns/sanitize-html.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;
type CampaignRow = typeof bestLookCampaigns.$inferSelect;

async function findCampaigns(db: Db) {
  return db
    .select({ campaign: bestLookCampaigns, entryCount: count(bestLookEntries.id) })
    .from(bestLookCampaigns)
    .leftJoin(bestLookEntries, eq(bestLookEntries.campaignId, bestLookCampaigns.id))
    .groupBy(bestLookCampaigns.id)
    .orderBy(desc(bestLookCampaigns.endDate));
}

async function findEntries(db: Db, campaignId: number) {
  return db
    .select({ id: bestLookEntries.id, customerName: bestLookEntries.customerName, stylistName: staff.name, salonName: salons.name, image: bestLookEntries.image, story: bestLookEntries.story, createdAt: bestLookEntries.createdAt })
    .from(bestLookEntries)
    .innerJoin(staff, eq(staff.id, bestLookEntries.stylistId))
    .innerJoin(salons, eq(salons.id, staff.salonId))
    .where(eq(bestLookEntries.campaignId, campaignId))
    .orderBy(desc(bestLookEntries.createdAt), asc(bestLookEntries.id));
}

function view(c: CampaignRow, entryCount: number, today: string): TBestLookCampaign {
  return {
    id: c.id,
    title: c.title,
    summary: c.summary,
    image: c.image,
    startDate: formatDisplayDate(c.startDate),
    endDate: formatDisplayDate(c.endDate),
    running: today >= c.startDate && today <= c.endDate,
    entryCount,
  };
}

export async function bestLookList(deps: Deps): Promise<TBestLookCampaign[]> {
  const today = zonedToday(deps.clock.now());
  return (await findCampaigns(deps.db)).map((r) => view(r.campaign, r.entryCount, today));
}

export async function bestLookDetail(deps: Deps, id: number): Promise<TBestLookDetail> {
  const row = (await findCampaigns(deps.db)).find((r) => r.campaign.id === id);
  if (!row) throw notFound('NOT_FOUND', 'voucher.notFound');
  const entries = await findEntries(deps.db, id);
  return {
    ...view(row.campaign, row.entryCount, zonedToday(deps.clock.now())),
    body: sanitizeHtml(row.campaign.body),
    entries: entries.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() })),
  };
}
