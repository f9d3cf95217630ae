import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';
import { customers } from './customers.ts';

/** Prepaid packages sold on /topup: visits plus bonus visits, valid for a number of days after purchase. */
export const topupPackages = pgTable(
  'topup_packages',
  {
    id: integer().primaryKey(),
    name: text().notNull(),
    nameEn: text().notNull(),
    description: text().notNull(),
    descriptionEn: text().notNull(),
    visits: smallint().notNull(),
    bonusVisits: smallint().notNull().default(0),
    /** VND. */
    price: integer().notNull(),
    validityDays: smallint().notNull(),
    highlight: boolean().notNull().default(false),
    sort: smallint().notNull().default(0),
    active: boolean().notNull().default(true),
  },
  (t) => [
    check('topup_packages_visits_positive', sql`${t.visits} > 0 and ${t.bonusVisits} >= 0`),
    check('topup_packages_price_positive', sql`${t.price} > 0 and ${t.validityDays} > 0`),
  ],
);

/**
 * The tiers' spend thresholds as the back office set them (one row per tier: 2 Silver, 3 Gold, 4 Diamond);
 * a tier without a row keeps the configured MEMBER_*_SPEND.
 */
export const membershipTierThresholds = pgTable(
  'membership_tier_thresholds',
  {
    memberType: smallint().primaryKey(),
    /** VND over the tier window. */
    minSpend: integer().notNull(),
  },
  (t) => [check('membership_tier_thresholds_valid', sql`${t.memberType} between 2 and 4 and ${t.minSpend} > 0`)],
);

export const PAYMENT_ORDER_STATUSES = ['pending', 'paid', 'failed'] as const;
export type PaymentOrderStatus = (typeof PAYMENT_ORDER_STATUSES)[number];

/**
 * A purchase: a package or a free amount. The id is the gateway's transaction reference (vnp_TxnRef);
 * price, visits and validity are copied from the package when ordered, so a later price change does not
 * touch an order in flight.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity({ startWith: 100001 }),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    kind: text({ enum: ['package', 'amount'] }).notNull(),
    packageId: integer().references(() => topupPackages.id),
    /** VND charged. */
    amount: integer().notNull(),
    visits: smallint().notNull().default(0),
    bonusVisits: smallint().notNull().default(0),
    validityDays: smallint(),
    status: text({ enum: PAYMENT_ORDER_STATUSES }).notNull().default('pending'),
    gateway: text({ enum: ['vnpay', 'sandbox'] }).notNull(),
    /** The gateway's own transaction number and answer code (vnp_TransactionNo, vnp_ResponseCode). */
    gatewayTxnNo: text(),
    gatewayResponseCode: text(),
    bankCode: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    confirmedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index().on(t.customerId, t.createdAt),
    check('payment_orders_amount_positive', sql`${t.amount} > 0`),
    check('payment_orders_package_has_id', sql`(${t.kind} = 'package') = (${t.packageId} is not null)`),
  ],
);

export const LEDGER_KINDS = ['topup_credit', 'package_granted', 'visit_used', 'balance_used', 'refund', 'expiry'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/**
 * The balance ledger: append-only (never updated or deleted), each entry tied to an order or a visit.
 * `amount` (VND) and `visits` are signed changes; their sums per customer are cached on the customer row
 * (accountBalance, packageVisits) in the same transaction.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    kind: text({ enum: LEDGER_KINDS }).notNull(),
    amount: integer().notNull().default(0),
    visits: integer().notNull().default(0),
    orderId: integer().references(() => paymentOrders.id),
    bookingId: integer().references(() => bookings.id),
    /** Package grants: the day the visits expire. */
    expiresAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index().on(t.customerId, t.createdAt),
    // The daily sweep finds the package grants that reached their expiry.
    index('ledger_entries_grant_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.kind} = 'package_granted'`),
    check('ledger_entries_tied', sql`${t.orderId} is not null or ${t.bookingId} is not null`),
    // An order credits once and a visit uses once, whatever the retries (IPN replays, double taps).
    uniqueIndex('ledger_entries_order_credit_once')
      .on(t.orderId, t.kind)
      .where(sql`${t.kind} in ('topup_credit', 'package_granted', 'expiry')`),
    uniqueIndex('ledger_entries_visit_once')
      .on(t.bookingId, t.kind)
      .where(sql`${t.kind} in ('visit_used', 'balance_used')`),
  ],
);
