import { type Placeholder, and, asc, count, desc, eq, gte, inArray, isNotNull, lte, sql, sum } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import { bookings, customers, ledgerEntries, membershipTierThresholds, paymentOrders, topupPackages, type LedgerKind } from '../../db/schema/index.ts';

// The only place membership touches the database: packages, orders, the ledger and the cached wallet.

export type PackageRow = typeof topupPackages.$inferSelect;
export type OrderRow = typeof paymentOrders.$inferSelect;
export type LedgerRow = typeof ledgerEntries.$inferSelect;
type Conn = Db | Tx;

export async function listActivePackages(db: Conn): Promise<PackageRow[]> {
  return db.select().from(topupPackages).where(eq(topupPackages.active, true)).orderBy(asc(topupPackages.sort), asc(topupPackages.id));
}

export async function findActivePackage(db: Conn, id: number): Promise<PackageRow | undefined> {
  const [row] = await db
    .select()
    .from(topupPackages)
    .where(and(eq(topupPackages.id, id), eq(topupPackages.active, true)));
  return row;
}

export async function findPackagesByIds(db: Conn, ids: number[]): Promise<PackageRow[]> {
  return ids.length === 0 ? [] : db.select().from(topupPackages).where(inArray(topupPackages.id, ids));
}

export async function insertOrder(db: Conn, row: typeof paymentOrders.$inferInsert): Promise<OrderRow> {
  const [order] = await db.insert(paymentOrders).values(row).returning();
  if (!order) throw new Error('order not inserted');
  return order;
}

export async function findOrder(db: Conn, id: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, id));
  return row;
}

export async function listCustomerOrders(db: Conn, customerId: number, limit: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.customerId, customerId))
    .orderBy(desc(paymentOrders.createdAt), desc(paymentOrders.id))
    .limit(limit);
}

/**
 * Moves a pending order to paid or failed; undefined when it was no longer pending (another copy of the
 * callback got there first). The conditional update is the guard: of concurrent callers one wins.
 */
export async function settleOrder(
  tx: Tx,
  id: number,
  change: { status: 'paid' | 'failed'; gatewayTxnNo: string | null; gatewayResponseCode: string; bankCode: string | null; confirmedAt: Date },
): Promise<OrderRow | undefined> {
  const [row] = await tx
    .update(paymentOrders)
    .set(change)
    .where(and(eq(paymentOrders.id, id), eq(paymentOrders.status, 'pending')))
    .returning();
  return row;
}

export type WalletRow = { accountBalance: number; packageVisits: number };

export async function findWallet(db: Conn, customerId: number): Promise<WalletRow | undefined> {
  const [row] = await db
    .select({ accountBalance: customers.accountBalance, packageVisits: customers.packageVisits })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row;
}

/**
 * Appends one ledger entry and moves the cached wallet by the same amounts, in the caller's transaction.
 * A debit only applies while the wallet covers it (conditional update): false when it does not.
 */
export async function appendEntry(
  tx: Tx,
  entry: {
    customerId: number;
    kind: LedgerKind;
    amount?: number;
    visits?: number;
    orderId?: number | null;
    bookingId?: number | null;
    expiresAt?: Date | null;
    createdAt: Date;
  },
): Promise<boolean> {
  const amount = entry.amount ?? 0;
  const visits = entry.visits ?? 0;
  const moved = await tx
    .update(customers)
    .set({ accountBalance: sql`${customers.accountBalance} + ${amount}`, packageVisits: sql`${customers.packageVisits} + ${visits}` })
    .where(and(eq(customers.id, entry.customerId), gte(customers.accountBalance, -amount), gte(customers.packageVisits, -visits)))
    .returning({ id: customers.id });
  if (moved.length === 0) return false;
  await tx.insert(ledgerEntries).values({ ...entry, amount, visits });
  return true;
}

export async function findEntry(db: Conn, where: { bookingId: number; kind: LedgerKind }): Promise<LedgerRow | undefined> {
  const [row] = await db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.bookingId, where.bookingId), eq(ledgerEntries.kind, where.kind)));
  return row;
}

/** Every entry touching package visits (grants, uses, refunds, expiries) of a customer, oldest first. */
const visitEntriesOf = (customerId: number | Placeholder) =>
  and(
    eq(ledgerEntries.customerId, customerId),
    inArray(ledgerEntries.kind, ['package_granted', 'visit_used', 'refund', 'expiry']),
    sql`${ledgerEntries.visits} <> 0`,
  );

export async function visitEntries(db: Conn, customerId: number): Promise<LedgerRow[]> {
  return db.select().from(ledgerEntries).where(visitEntriesOf(customerId)).orderBy(asc(ledgerEntries.id));
}

/** Customers holding package visits whose grants have reached their expiry (the daily sweep). */
export async function customersWithDueGrants(db: Conn, now: Date): Promise<number[]> {
  const rows = await db
    .selectDistinct({ customerId: ledgerEntries.customerId })
    .from(ledgerEntries)
    .innerJoin(customers, eq(customers.id, ledgerEntries.customerId))
    .where(
      and(
        eq(ledgerEntries.kind, 'package_granted'),
        isNotNull(ledgerEntries.expiresAt),
        lte(ledgerEntries.expiresAt, now),
        sql`${customers.packageVisits} > 0`,
        // A grant already expired is done with (its 'expiry' entry is unique per order).
        sql`not exists (select 1 from ${ledgerEntries} x where x.order_id = ${ledgerEntries.orderId} and x.kind = 'expiry')`,
      ),
    );
  return rows.map((r) => r.customerId);
}

export async function pageEntries(db: Conn, customerId: number, offset: number, limit: number): Promise<{ rows: LedgerRow[]; total: number }> {
  const rows = await db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.customerId, customerId))
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(ledgerEntries).where(eq(ledgerEntries.customerId, customerId));
  return { rows, total: total?.n ?? 0 };
}

/** The earliest expiry among grants still holding visits is computed from the entries by the caller. */
export async function lockCustomer(tx: Tx, customerId: number): Promise<void> {
  await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
}

/** Spend of completed visits since `since` (the tier window). */
export async function completedSpendSince(db: Conn, customerId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: sum(bookings.totalPrice) })
    .from(bookings)
    .where(and(eq(bookings.customerId, customerId), eq(bookings.status, 'completed'), gte(bookings.startAt, since)));
  return Number(row?.total ?? 0);
}

/** What the wallet's package visits are worked out from (visitEntries' rows). */
export type VisitEntry = Pick<LedgerRow, 'kind' | 'orderId' | 'visits' | 'expiresAt'>;

const fromJson = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;

const statusFacts = preparedPerDb((db) => {
  const customerId = sql.placeholder('customerId');
  const spend = db
    .select({ total: sum(bookings.totalPrice) })
    .from(bookings)
    .where(and(eq(bookings.customerId, customerId), eq(bookings.status, 'completed'), gte(bookings.startAt, sql.placeholder('since'))));
  const entries = db
    .select({
      list: sql`coalesce(json_agg(json_build_object('kind', ${ledgerEntries.kind}, 'orderId', ${ledgerEntries.orderId}, 'visits', ${ledgerEntries.visits}, 'expiresAt', ${ledgerEntries.expiresAt}) order by ${ledgerEntries.id}), '[]')`,
    })
    .from(ledgerEntries)
    .where(visitEntriesOf(customerId));
  return db
    .select({
      memberType: customers.memberType,
      accountBalance: customers.accountBalance,
      packageVisits: customers.packageVisits,
      spend: sql<string | null>`(${spend})`,
      entries: sql`(${entries})`.mapWith(fromJson<(Omit<VisitEntry, 'expiresAt'> & { expiresAt: string | null })[]>),
    })
    .from(customers)
    .where(eq(customers.id, customerId))
    .prepare('membership_status_facts');
});

/**
 * What the status screen needs of a customer in one prepared query: his tier as stored, wallet, spend since
 * `since`, and his visit entries (as visitEntries reads them, oldest first).
 */
export async function findStatusFacts(db: Conn, customerId: number, since: Date) {
  const [row] = await statusFacts(db).execute({ customerId, since: since.toISOString() });
  if (!row) return undefined;
  const visitEntryList: VisitEntry[] = row.entries.map((e) => ({ ...e, expiresAt: e.expiresAt === null ? null : new Date(e.expiresAt) }));
  return { ...row, spend: Number(row.spend ?? 0), entries: visitEntryList };
}

/**
 * The daily tier pass in one statement: every member and everyone with a completed visit since `since`
 * gets the tier his spend there earns (`tiers`: the thresholds from the highest tier down, all positive,
 * as tierForSpend reads them); only changed rows are written. Answers how many were evaluated and changed.
 */
export async function applyTiersBySpendSince(
  db: Conn,
  since: Date,
  tiers: { memberType: number; minSpend: number }[],
): Promise<{ evaluated: number; changed: number }> {
  const tierOf = sql.join(
    tiers.map((t) => sql`when coalesce(s.total, 0) >= ${t.minSpend} then ${t.memberType}`),
    sql` `,
  );
  const result = await db.execute(sql`
    with spend as (
      select ${bookings.customerId} as customer_id, sum(${bookings.totalPrice})::bigint as total
      from ${bookings}
      where ${bookings.status} = 'completed' and ${bookings.startAt} >= ${since.toISOString()}::timestamptz and ${bookings.customerId} is not null
      group by ${bookings.customerId}
    ),
    due as (
      select c.id, c.member_type as was, (case ${tierOf} else 1 end)::smallint as tier
      from ${customers} c left join spend s on s.customer_id = c.id
      where c.deleted_at is null and (c.member_type > 1 or s.customer_id is not null)
    ),
    moved as (
      update ${customers} c set member_type = due.tier from due where c.id = due.id and due.was <> due.tier returning c.id
    )
    select (select count(*) from due)::int as evaluated, (select count(*) from moved)::int as changed`);
  // PGlite answers { rows }, postgres-js an array of rows
  const [row] = ((result as unknown as { rows?: unknown[] }).rows ?? (result as unknown as unknown[])) as { evaluated: number; changed: number }[];
  return { evaluated: Number(row?.evaluated ?? 0), changed: Number(row?.changed ?? 0) };
}

export async function setMemberType(db: Conn, customerId: number, memberType: number): Promise<void> {
  await db
    .update(customers)
    .set({ memberType })
    .where(and(eq(customers.id, customerId), sql`${customers.memberType} <> ${memberType}`));
}

export async function findMemberType(db: Conn, customerId: number): Promise<number | undefined> {
  const [row] = await db.select({ memberType: customers.memberType }).from(customers).where(eq(customers.id, customerId));
  return row?.memberType;
}

/** The thresholds the back office set (one row per tier it set). */
export const findTierThresholds = (db: Db) => db.select().from(membershipTierThresholds);
