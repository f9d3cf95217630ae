import { formatDisplayDate, zonedToday } from '@shine/shared';
import type { TBestLookCampaign, TBestLookDetail } from '@shine/shared/schemas/rewards';
import type { AppDeps } from '../../app-deps.ts';
import { notFound } from '../../lib/errors.ts';
import { cleanHtml } from '../../lib/html-policies.ts';
import { type BestLookCampaignRow, findCampaigns, findEntries } from './best-look-repository.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

function view(c: BestLookCampaignRow, entryCount: number, today: string): TBestLookCampaign {
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
    body: cleanHtml('campaignBody', row.campaign.body),
    entries: entries.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() })),
  };
}
