import type { TWallet } from '@shine/shared/schemas/membership';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import {
  type VisitEntry,
  type OrderRow,
  type WalletRow,
  appendEntry,
  customersWithDueGrants,
  findEntry,
  findWallet,
  lockCustomer,
  visitEntries,
} from './membership-repository.ts';

// The balance ledger: every change of a customer's balance or package visits is one appended entry and
// the same change of the cached wallet, in one transaction; a debit the wallet does not cover is refused.

const DAY_MS = 86_400_000;
const insufficient = () => new AppError(409, 'INSUFFICIENT_BALANCE', 'ledger.insufficient');

/** Credits a paid order: its amount to the balance, or its package's visits (valid validityDays). */
export async function creditPaidOrder(tx: Tx, order: OrderRow, now: Date): Promise<void> {
  if (order.kind === 'amount') {
    await appendEntry(tx, { customerId: order.customerId, kind: 'topup_credit', amount: order.amount, orderId: order.id, createdAt: now });
    return;
  }
  const expiresAt = new Date(now.getTime() + (order.validityDays ?? 0) * DAY_MS);
  await appendEntry(tx, {
    customerId: order.customerId,
    kind: 'package_granted',
    visits: order.visits + order.bonusVisits,
    orderId: order.id,
    expiresAt,
    createdAt: now,
  });
}

type Grant = { orderId: number; expiresAt: Date; left: number };

/**
 * What is left of each grant: uses (net of refunds) consume the earliest-expiring grant first, expiries
 * remove what they recorded. Uses only ever happen after due grants were expired, so this is exact.
 */
export function grantsLeft(entries: VisitEntry[]): Grant[] {
  const grants = entries
    .filter((e) => e.kind === 'package_granted' && e.orderId !== null && e.expiresAt)
    .map((e) => ({ orderId: e.orderId ?? 0, expiresAt: e.expiresAt ?? new Date(0), left: e.visits }))
    .sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime() || a.orderId - b.orderId);
  for (const e of entries.filter((x) => x.kind === 'expiry')) {
    const grant = grants.find((g) => g.orderId === e.orderId);
    if (grant) grant.left += e.visits;
  }
  let used = -entries.filter((e) => e.kind === 'visit_used' || e.kind === 'refund').reduce((total, e) => total + e.visits, 0);
  for (const grant of grants) {
    const take = Math.min(grant.left, Math.max(0, used));
    grant.left -= take;
    used -= take;
  }
  return grants;
}

/** The grants whose visits are past their date and not yet expired: what expireDueVisits writes off. */
function dueGrants(entries: VisitEntry[], now: Date): Grant[] {
  const expired = new Set(entries.filter((e) => e.kind === 'expiry').map((e) => e.orderId));
  return grantsLeft(entries).filter((grant) => grant.expiresAt <= now && grant.left > 0 && !expired.has(grant.orderId));
}

/** Expires what is left of the customer's grants past their date (one 'expiry' entry per grant). */
export async function expireDueVisits(tx: Tx, customerId: number, now: Date): Promise<number> {
  await lockCustomer(tx, customerId);
  let total = 0;
  for (const grant of dueGrants(await visitEntries(tx, customerId), now)) {
    await appendEntry(tx, { customerId, kind: 'expiry', visits: -grant.left, orderId: grant.orderId, createdAt: now });
    total += grant.left;
  }
  return total;
}

/** The daily sweep: expires due package visits of every customer holding some. */
export async function expireAllDueVisits(db: Db, now: Date): Promise<number> {
  let total = 0;
  for (const customerId of await customersWithDueGrants(db, now)) {
    total += await db.transaction((tx) => expireDueVisits(tx, customerId, now));
  }
  return total;
}

/**
 * One package visit used for a visit (booking) at the salon; refused (409) when none is left. A visit
 * uses at most one (unique entry per booking), so a retried call does not take a second.
 */
export async function useVisit(db: Db, input: { customerId: number; bookingId: number; now: Date }): Promise<void> {
  await db.transaction(async (tx) => {
    await expireDueVisits(tx, input.customerId, input.now);
    if (await findEntry(tx, { bookingId: input.bookingId, kind: 'visit_used' })) return;
    const ok = await appendEntry(tx, { customerId: input.customerId, kind: 'visit_used', visits: -1, bookingId: input.bookingId, createdAt: input.now });
    if (!ok) throw insufficient();
  });
}

type BalanceDebit = { customerId: number; bookingId: number; amount: number; now: Date };

/**
 * Pays (part of) a visit from the balance in the caller's transaction (the floor's payment): one entry
 * per booking, the wallet moved by a conditional update that never takes it below zero; false when the
 * balance does not cover it.
 */
export async function debitVisitBalance(tx: Tx, input: BalanceDebit): Promise<boolean> {
  if (!Number.isInteger(input.amount) || input.amount <= 0) throw new Error('a debit is a positive whole amount');
  if (await findEntry(tx, { bookingId: input.bookingId, kind: 'balance_used' })) return true;
  return appendEntry(tx, { customerId: input.customerId, kind: 'balance_used', amount: -input.amount, bookingId: input.bookingId, createdAt: input.now });
}

/** Pays (part of) a visit from the balance; refused (409) when the balance does not cover it. */
export async function useBalance(db: Db, input: BalanceDebit): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await debitVisitBalance(tx, input))) throw insufficient();
  });
}

/** Gives back what a visit took (a visit cancelled at the salon): its package visit and/or its balance. */
export async function refundVisit(db: Db, input: { customerId: number; bookingId: number; now: Date }): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCustomer(tx, input.customerId);
    if (await findEntry(tx, { bookingId: input.bookingId, kind: 'refund' })) return;
    const visit = await findEntry(tx, { bookingId: input.bookingId, kind: 'visit_used' });
    const money = await findEntry(tx, { bookingId: input.bookingId, kind: 'balance_used' });
    if (!visit && !money) return;
    await appendEntry(tx, {
      customerId: input.customerId,
      kind: 'refund',
      visits: visit ? -visit.visits : 0,
      amount: money ? -money.amount : 0,
      bookingId: input.bookingId,
      createdAt: input.now,
    });
  });
}

/** Balance, visits left (after expiring due ones) and when the next of them expire. */
export async function walletOf(db: Db, customerId: number, now: Date): Promise<TWallet> {
  const entries = await db.transaction(async (tx) => {
    await expireDueVisits(tx, customerId, now);
    return visitEntries(tx, customerId);
  });
  return walletFrom(entries, await findWallet(db, customerId), now);
}

function walletFrom(entries: VisitEntry[], wallet: WalletRow | undefined, now: Date): TWallet {
  const next = grantsLeft(entries).find((g) => g.left > 0 && g.expiresAt > now);
  return { balance: wallet?.accountBalance ?? 0, visitsLeft: wallet?.packageVisits ?? 0, nextVisitExpiry: next ? next.expiresAt.toISOString() : null };
}

/**
 * walletOf for a screen that read the wallet and the visit entries without a lock: the same answer, and
 * only when some visits are due to expire, the locked transaction that writes them off (walletOf).
 */
export async function walletWith(db: Db, customerId: number, read: { wallet: WalletRow; entries: VisitEntry[] }, now: Date): Promise<TWallet> {
  return dueGrants(read.entries, now).length > 0 ? walletOf(db, customerId, now) : walletFrom(read.entries, read.wallet, now);
}
