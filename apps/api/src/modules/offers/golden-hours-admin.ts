import type { TAdminGoldenHour, TGoldenHourBody } from '@shine/shared/schemas/offers';
import type { AppDeps } from '../../app-deps.ts';
import { transactionWithRetry } from '../../db/transaction-retry.ts';
import { AppError } from '../../lib/errors.ts';
import { type AdminActor, audit } from '../backoffice/index.ts';
import { campaignExists, findGoldenHours, insertGoldenHour } from './offers-repository.ts';

type DealRow = Awaited<ReturnType<typeof findGoldenHours>>[number];
const toAdmin = (d: DealRow): TAdminGoldenHour => ({
  id: d.id,
  title: d.title,
  campaignId: d.campaignId,
  opensAt: d.opensAt.toISOString(),
  closesAt: d.closesAt.toISOString(),
  quantity: d.quantity,
  claimed: d.claimed,
  oldPrice: d.oldPrice,
  dealPrice: d.dealPrice,
});

/**
 * A golden hour (window, quantity of vouchers of a campaign), created by marketing or the chain admin and
 * audited. Customers claim it through the same guarded counter as every deal (claimed ≤ quantity, checked).
 */
export async function createGoldenHour(deps: Pick<AppDeps, 'db' | 'clock'>, actor: AdminActor, body: TGoldenHourBody): Promise<TAdminGoldenHour> {
  if (!(await campaignExists(deps.db, body.campaignId))) throw new AppError(404, 'CAMPAIGN_NOT_FOUND', 'voucher.notFound');
  const now = deps.clock.now();
  const row = await transactionWithRetry(deps.db, async (tx) => {
    const created = await insertGoldenHour(tx, {
      title: body.title,
      titleEn: body.titleEn,
      description: body.description,
      image: body.image,
      campaignId: body.campaignId,
      opensAt: new Date(body.opensAt),
      closesAt: new Date(body.closesAt),
      quantity: body.quantity,
      oldPrice: body.oldPrice,
      dealPrice: body.dealPrice,
    });
    await audit(tx, actor, { at: now, action: 'offer.edit', entity: 'goldenHour', entityId: created.id, before: null, after: toAdmin(created) });
    return created;
  });
  return toAdmin(row);
}

export async function listGoldenHours(deps: Pick<AppDeps, 'db'>): Promise<TAdminGoldenHour[]> {
  return (await findGoldenHours(deps.db)).map(toAdmin);
}
