import type { Lang } from '@shine/shared';
import type { TLedgerItem, TPaymentOrder, TTopupPackage } from '@shine/shared/schemas/membership';
import type { LedgerRow, OrderRow, PackageRow } from './membership-repository.ts';

const DAY_MS = 86_400_000;

export function toPackage(row: PackageRow, lang: Lang): TTopupPackage {
  const totalVisits = row.visits + row.bonusVisits;
  return {
    id: row.id,
    name: lang === 'en' ? row.nameEn : row.name,
    description: lang === 'en' ? row.descriptionEn : row.description,
    visits: row.visits,
    bonusVisits: row.bonusVisits,
    totalVisits,
    price: row.price,
    pricePerVisit: Math.round(row.price / totalVisits / 1000) * 1000,
    validityDays: row.validityDays,
    highlight: row.highlight,
  };
}

export function toOrder(row: OrderRow, packageName: string | null): TPaymentOrder {
  const expiresAt =
    row.kind === 'package' && row.status === 'paid' && row.confirmedAt && row.validityDays
      ? new Date(row.confirmedAt.getTime() + row.validityDays * DAY_MS).toISOString()
      : null;
  return {
    orderId: row.id,
    kind: row.kind,
    status: row.status,
    amount: row.amount,
    packageName,
    visits: row.visits,
    bonusVisits: row.bonusVisits,
    createdAt: row.createdAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    expiresAt,
  };
}

export function toLedgerItem(row: LedgerRow, packageName: string | null): TLedgerItem {
  return {
    id: row.id,
    kind: row.kind,
    amount: row.amount,
    visits: row.visits,
    orderId: row.orderId,
    bookingId: row.bookingId,
    packageName,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}
