import type { TAdminGoldenHour, TGoldenHourBody } from '@shine/shared/schemas/offers';
import type { AppDeps } from '../../app-deps.ts';
import { transactionWithRetry } from '../../db/transaction-retry.ts';
import { AppError } from '../../lib/errors.ts';
import { type AdminActor, audit, invalidateCustomerCaches } from '../backoffice/index.ts';
import { type DealRow, campaignExists, findGoldenHours, insertGoldenHour, lockGoldenHour, updateGoldenHour } from './offers-repository.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'cache'>;

const statusAt = (now: Date, d: DealRow): TAdminGoldenHour['status'] => (now < d.opensAt ? 'upcoming' : now < d.closesAt ? 'running' : 'past');

const toAdmin = (d: DealRow, now: Date): TAdminGoldenHour => ({
  id: d.id,
  title: d.title,
  titleEn: d.titleEn,
  description: d.description,
  image: d.image,
  campaignId: d.campaignId,
  opensAt: d.opensAt.toISOString(),
  closesAt: d.closesAt.toISOString(),
  quantity: d.quantity,
  claimed: d.claimed,
  oldPrice: d.oldPrice,
  dealPrice: d.dealPrice,
  status: statusAt(now, d),
});
/** What the audit row keeps of a deal (the status is the clock's, not the deal's). */
const audited = (d: DealRow) => {
  const { status: _status, ...rest } = toAdmin(d, d.opensAt);
  return rest;
};

const fields = (body: TGoldenHourBody) => ({
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

const notFound = () => new AppError(404, 'GOLDEN_HOUR_NOT_FOUND', 'admin.notFound');

/**
 * A golden hour (window, quantity of vouchers of a campaign), created by marketing or the chain admin and
 * audited. Customers claim it through the same guarded counter as every deal (claimed ≤ quantity, checked).
 */
export async function createGoldenHour(deps: Deps, actor: AdminActor, body: TGoldenHourBody): Promise<TAdminGoldenHour> {
  if (!(await campaignExists(deps.db, body.campaignId))) throw new AppError(404, 'CAMPAIGN_NOT_FOUND', 'voucher.notFound');
  const now = deps.clock.now();
  const row = await transactionWithRetry(deps.db, async (tx) => {
    const created = await insertGoldenHour(tx, fields(body));
    await audit(tx, actor, { at: now, action: 'offer.edit', entity: 'goldenHour', entityId: created.id, before: null, after: audited(created) });
    return created;
  });
  invalidateCustomerCaches(deps);
  return toAdmin(row, now);
}

/** Changes a golden hour that has not opened yet (409 once it has: customers may hold its vouchers). */
export async function editGoldenHour(deps: Deps, actor: AdminActor, id: number, body: TGoldenHourBody): Promise<TAdminGoldenHour> {
  if (!(await campaignExists(deps.db, body.campaignId))) throw new AppError(404, 'CAMPAIGN_NOT_FOUND', 'voucher.notFound');
  const now = deps.clock.now();
  const row = await transactionWithRetry(deps.db, async (tx) => {
    const before = await lockGoldenHour(tx, id);
    if (!before) throw notFound();
    if (statusAt(now, before) !== 'upcoming') throw new AppError(409, 'GOLDEN_HOUR_STARTED', 'offer.goldenHourStarted');
    const after = await updateGoldenHour(tx, id, fields(body));
    await audit(tx, actor, { at: now, action: 'offer.edit', entity: 'goldenHour', entityId: id, before: audited(before), after: audited(after) });
    return after;
  });
  invalidateCustomerCaches(deps);
  return toAdmin(row, now);
}

/**
 * Stops a running golden hour now: its window closes at this instant, so a claim that has not committed
 * finds it closed (the claim's guarded UPDATE reads the window; this row lock orders the two).
 */
export async function stopGoldenHour(deps: Deps, actor: AdminActor, id: number): Promise<TAdminGoldenHour> {
  const now = deps.clock.now();
  const row = await transactionWithRetry(deps.db, async (tx) => {
    const before = await lockGoldenHour(tx, id);
    if (!before) throw notFound();
    if (statusAt(now, before) !== 'running') throw new AppError(409, 'GOLDEN_HOUR_NOT_RUNNING', 'offer.goldenHourNotRunning');
    // The window stays non-empty (a check constraint) even when stopped the instant it opened.
    const closesAt = new Date(Math.max(now.getTime(), before.opensAt.getTime() + 1));
    const after = await updateGoldenHour(tx, id, { closesAt });
    await audit(tx, actor, { at: now, action: 'offer.edit', entity: 'goldenHour', entityId: id, before: audited(before), after: audited(after) });
    return after;
  });
  invalidateCustomerCaches(deps);
  return toAdmin(row, now);
}

export async function listGoldenHours(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<TAdminGoldenHour[]> {
  const now = deps.clock.now();
  return (await findGoldenHours(deps.db)).map((d) => toAdmin(d, now));
}
