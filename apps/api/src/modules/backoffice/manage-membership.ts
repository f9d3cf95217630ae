import { TIER_NAMES, TIER_PERKS, TIER_WINDOW_MONTHS, formatVnd } from '@shine/shared';
import type { TAdminMembership, TAdminTopupPackage, TAdminTopupPackageBody } from '@shine/shared/schemas/backoffice-catalog';
import type { AppDeps } from '../../app-deps.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { tierThresholds } from '../membership/index.ts';
import { audit } from './audit.ts';
import type { AdminActor } from './backoffice-guard.ts';
import {
  type TopupPackageRow,
  findAllPackages,
  findVisitPrice,
  insertPackageRow,
  lockPackage,
  priceTaken,
  updatePackageRow,
  upsertTierThresholds,
} from './membership-admin-repository.ts';
import { invalidateCustomerCaches } from './invalidate-caches.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'cache' | 'config'>;
type Thresholds = { silver: number; gold: number; diamond: number };

const TIERS = [
  { memberType: 2, key: 'silver' },
  { memberType: 3, key: 'gold' },
  { memberType: 4, key: 'diamond' },
] as const;

/** The tiers with their thresholds (the back office's, else the configured ones) and what each gives. */
export async function getMembership(deps: Pick<AppDeps, 'db' | 'config'>): Promise<TAdminMembership> {
  const thresholds = await tierThresholds(deps);
  return {
    windowMonths: TIER_WINDOW_MONTHS,
    tiers: TIERS.map(({ memberType, key }) => {
      const perks = TIER_PERKS[memberType];
      return {
        memberType,
        name: TIER_NAMES[memberType] ?? '',
        minSpend: thresholds[key],
        perks: { comboDiscountPercent: perks.comboDiscountPercent, daysBookFuture: perks.daysBookFuture, businessClass: perks.businessClass },
      };
    }),
  };
}

/** Sets the three thresholds at once (the body is Silver < Gold < Diamond); tiers follow at the next evaluation. */
export async function setTierThresholds(deps: Deps, actor: AdminActor, body: Thresholds): Promise<TAdminMembership> {
  await deps.db.transaction(async (tx) => {
    const before = await tierThresholds({ db: tx, config: deps.config });
    await upsertTierThresholds(
      tx,
      TIERS.map(({ memberType, key }) => ({ memberType, minSpend: body[key] })),
    );
    await audit(tx, actor, {
      at: deps.clock.now(),
      action: 'catalog.edit',
      entity: 'membershipTiers',
      entityId: 'thresholds',
      before: { ...before },
      after: { ...body },
    });
  });
  invalidateCustomerCaches(deps);
  return getMembership(deps);
}

const pack = (r: TopupPackageRow): TAdminTopupPackage => ({
  id: r.id,
  name: r.name,
  nameEn: r.nameEn,
  description: r.description,
  descriptionEn: r.descriptionEn,
  visits: r.visits,
  bonusVisits: r.bonusVisits,
  price: r.price,
  validityDays: r.validityDays,
  highlight: r.highlight,
  sort: r.sort,
  active: r.active,
});

export async function listPackages(deps: Pick<AppDeps, 'db'>): Promise<TAdminTopupPackage[]> {
  return (await findAllPackages(deps.db)).map(pack);
}

/**
 * Creates (id null) or edits a top-up package. Refused with a 400: a price another package has, and a
 * package whose visits are worth less than it costs (visits + bonus at the default haircut's price).
 */
export async function savePackage(deps: Deps, actor: AdminActor, id: number | null, body: TAdminTopupPackageBody): Promise<TAdminTopupPackage> {
  const saved = await deps.db.transaction(async (tx) => {
    const before = id === null ? null : await lockPackage(tx, id);
    if (id !== null && !before) throw notFound('NOT_FOUND', 'admin.notFound');
    if (await priceTaken(tx, body.price, id)) throw new AppError(400, 'TOPUP_PRICE_TAKEN', 'admin.topup.priceTaken', { price: formatVnd(body.price) });
    const visitPrice = await findVisitPrice(tx);
    const value = visitPrice === null ? null : (body.visits + body.bonusVisits) * visitPrice;
    if (value !== null && value < body.price) {
      throw new AppError(400, 'TOPUP_VALUE_BELOW_PRICE', 'admin.topup.valueBelowPrice', { value: formatVnd(value), price: formatVnd(body.price) });
    }
    const after = before ? await updatePackageRow(tx, before.id, body) : await insertPackageRow(tx, body);
    await audit(tx, actor, {
      at: deps.clock.now(),
      action: 'catalog.edit',
      entity: 'topupPackage',
      entityId: after.id,
      before: before ? pack(before) : null,
      after: pack(after),
    });
    return after;
  });
  invalidateCustomerCaches(deps);
  return pack(saved);
}
