import { goldenHourStatus, type Lang } from '@shine/shared';
import type { TGoldenHour } from '@shine/shared/schemas/rewards';
import type { AppDeps } from '../../app-deps.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { SessionCustomer } from '../auth/index.ts';
import { cleanHtml } from '../../lib/html-policies.ts';
import { claimGoldenHour, findGoldenHourClaimIds, findGoldenHours } from './rewards-repository.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/** Golden hours (windows are instants; the page shows them in the salon time zone) with their status for now. */
export async function goldenHours(deps: Deps, input: { id?: number; caller?: SessionCustomer; lang: Lang }): Promise<TGoldenHour[]> {
  const now = deps.clock.now();
  const [deals, claimed] = await Promise.all([
    findGoldenHours(deps.db, input.id),
    input.caller ? findGoldenHourClaimIds(deps.db, input.caller.customerId) : Promise.resolve([]),
  ]);
  return deals.map((d) => {
    const remaining = Math.max(0, d.quantity - d.claimed);
    return {
      id: d.id,
      title: input.lang === 'en' ? d.titleEn : d.title,
      image: d.image,
      description: cleanHtml('campaignBody', d.description),
      campaignId: d.campaignId,
      opensAt: d.opensAt.toISOString(),
      closesAt: d.closesAt.toISOString(),
      now: now.toISOString(),
      status: goldenHourStatus(now, d.opensAt, d.closesAt, remaining),
      quantity: d.quantity,
      remaining,
      oldPrice: d.oldPrice,
      dealPrice: d.dealPrice,
      claimed: claimed.includes(d.id),
    };
  });
}

export async function goldenHour(deps: Deps, input: { id: number; caller?: SessionCustomer; lang: Lang }): Promise<TGoldenHour> {
  const [deal] = await goldenHours(deps, input);
  if (!deal) throw notFound('GOLDEN_HOUR_NOT_FOUND', 'goldenHour.notFound');
  return deal;
}

/** One claim per customer, never past the quantity, only inside the window (the database decides). */
export async function claimGoldenHourDeal(deps: Deps, input: { dealId: number; caller: SessionCustomer }): Promise<{ voucherId: number; campaignId: number }> {
  const [deal] = await findGoldenHours(deps.db, input.dealId);
  if (!deal) throw notFound('GOLDEN_HOUR_NOT_FOUND', 'goldenHour.notFound');
  const now = deps.clock.now();
  const status = goldenHourStatus(now, deal.opensAt, deal.closesAt, deal.quantity - deal.claimed);
  if (status === 'upcoming') throw badRequest('GOLDEN_HOUR_NOT_OPEN', 'goldenHour.notOpen');
  if (status === 'ended') throw badRequest('GOLDEN_HOUR_ENDED', 'goldenHour.ended');
  const result = await claimGoldenHour(deps.db, { dealId: deal.id, campaignId: deal.campaignId, customerId: input.caller.customerId, now });
  if (!result.ok) {
    if (result.reason === 'alreadyClaimed') throw badRequest('GOLDEN_HOUR_ALREADY_CLAIMED', 'goldenHour.alreadyClaimed');
    throw badRequest('GOLDEN_HOUR_SOLD_OUT', 'goldenHour.soldOut');
  }
  return { voucherId: result.voucherId, campaignId: deal.campaignId };
}
