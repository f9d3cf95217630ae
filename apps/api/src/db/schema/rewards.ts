/**
 * Offers and games that hand out money's worth (issue 13): reward stock and claims, golden-hour deals,
 * lucky wheels with prize stock, spins earned and spent, the LuckySprint points ledger, and the
 * "Yours the best" look campaigns. Every award lands in `customer_vouchers` (the one voucher model) and
 * every counter is guarded by a check constraint, so no race can over-award.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { campaigns, customerVouchers } from './campaigns.ts';
import { rewards } from './content.ts';
import { customers } from './customers.ts';
import { staff } from './staff.ts';

/** How many of a reward's vouchers can be claimed; `claimed` only moves under `quantity`. */
export const rewardStock = pgTable(
  'reward_stock',
  {
    rewardId: integer()
      .primaryKey()
      .references(() => rewards.id),
    startDate: date({ mode: 'string' }).notNull(),
    quantity: integer().notNull(),
    claimed: integer().notNull().default(0),
    howToUse: text().notNull(),
  },
  (t) => [check('reward_stock_claimed_range', sql`${t.claimed} >= 0 and ${t.claimed} <= ${t.quantity}`)],
);

/** One claim of a reward by a customer (with the voucher it gave). */
export const rewardClaims = pgTable(
  'reward_claims',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    rewardId: integer()
      .notNull()
      .references(() => rewards.id),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    voucherId: integer()
      .notNull()
      .references(() => customerVouchers.id),
    pointsSpent: integer().notNull().default(0),
    claimedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [unique().on(t.rewardId, t.customerId), index().on(t.customerId)],
);

/** A golden-hour deal: claimable from `opensAt` to `closesAt` (instants; shown in the salon time zone). */
export const goldenHourDeals = pgTable(
  'golden_hour_deals',
  {
    id: integer().primaryKey(),
    title: text().notNull(),
    titleEn: text().notNull(),
    description: text().notNull(),
    image: text().notNull(),
    campaignId: integer()
      .notNull()
      .references(() => campaigns.id),
    opensAt: timestamp({ withTimezone: true }).notNull(),
    closesAt: timestamp({ withTimezone: true }).notNull(),
    quantity: integer().notNull(),
    claimed: integer().notNull().default(0),
    oldPrice: integer().notNull(),
    dealPrice: integer().notNull(),
  },
  (t) => [
    check('golden_hour_claimed_range', sql`${t.claimed} >= 0 and ${t.claimed} <= ${t.quantity}`),
    check('golden_hour_window', sql`${t.closesAt} > ${t.opensAt}`),
  ],
);

export const goldenHourClaims = pgTable(
  'golden_hour_claims',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    dealId: integer()
      .notNull()
      .references(() => goldenHourDeals.id),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    voucherId: integer()
      .notNull()
      .references(() => customerVouchers.id),
    claimedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [unique().on(t.dealId, t.customerId)],
);

export const wheels = pgTable('wheels', {
  id: integer().primaryKey(),
  slug: text().notNull().unique(),
  name: text().notNull(),
  description: text().notNull(),
  /** Points one extra spin costs (exchange). */
  spinPoints: integer().notNull(),
  startDate: date({ mode: 'string' }).notNull(),
  endDate: date({ mode: 'string' }).notNull(),
});

/**
 * A slice of a wheel. `stock` null = unlimited; `awarded` only moves under `stock`. The consolation slice
 * (one per wheel, unlimited) takes the weight of every slice that cannot be awarded.
 */
export const wheelPrizes = pgTable(
  'wheel_prizes',
  {
    id: integer().primaryKey(),
    wheelId: integer()
      .notNull()
      .references(() => wheels.id),
    sort: integer().notNull(),
    name: text().notNull(),
    image: text().notNull(),
    weight: integer().notNull(),
    stock: integer(),
    awarded: integer().notNull().default(0),
    campaignId: integer().references(() => campaigns.id),
    points: integer().notNull().default(0),
    isConsolation: boolean().notNull().default(false),
  },
  (t) => [
    check('wheel_prize_awarded_range', sql`${t.awarded} >= 0 and (${t.stock} is null or ${t.awarded} <= ${t.stock})`),
    check('wheel_prize_weight', sql`${t.weight} >= 0`),
    index().on(t.wheelId),
  ],
);

/** Spins a customer has: `spent` only moves under `earned`. */
export const customerSpins = pgTable(
  'customer_spins',
  {
    customerId: integer()
      .primaryKey()
      .references(() => customers.id),
    earned: integer().notNull().default(0),
    spent: integer().notNull().default(0),
  },
  (t) => [check('customer_spins_range', sql`${t.spent} >= 0 and ${t.spent} <= ${t.earned}`)],
);

/** Where each spin came from (append-only). A quest step (`questKey`) pays once per customer. */
export const spinEarnings = pgTable(
  'spin_earnings',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    source: text({ enum: ['quest', 'exchange', 'gift'] }).notNull(),
    questKey: text(),
    /** Spins this earning gave (a quest step pays its rule's spins per step). */
    spins: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [unique().on(t.customerId, t.questKey), index().on(t.customerId), check('spin_earnings_spins', sql`${t.spins} >= 1`)],
);

/**
 * The quests that earn spins, one row per kind the code tracks (issue 32): the back office switches one off,
 * sets the spins each step pays, whether it repeats (kinds with one step per visit) and its texts.
 */
export const questRules = pgTable(
  'quest_rules',
  {
    key: text({ enum: ['first_booking', 'completed_booking', 'rated_visit', 'complete_profile'] }).primaryKey(),
    active: boolean().notNull().default(true),
    spinsPerStep: integer().notNull().default(1),
    repeatable: boolean().notNull(),
    title: text().notNull(),
    titleEn: text().notNull(),
    description: text().notNull().default(''),
    descriptionEn: text().notNull().default(''),
    sort: integer().notNull().default(0),
  },
  (t) => [check('quest_rules_spins', sql`${t.spinsPerStep} between 1 and 10`)],
);

/**
 * The points the chain gives (issue 32): `paid_visit` per whole 10,000 ₫ paid for a visit, `rated_visit` per
 * rating; 0 or inactive = off; `validFrom`/`validTo` local dates, both included, null = open.
 */
export const pointsRules = pgTable(
  'points_rules',
  {
    kind: text({ enum: ['paid_visit', 'rated_visit'] }).primaryKey(),
    points: integer().notNull().default(0),
    active: boolean().notNull().default(false),
    validFrom: date({ mode: 'string' }),
    validTo: date({ mode: 'string' }),
  },
  (t) => [
    check('points_rules_points', sql`${t.points} between 0 and 1000`),
    check('points_rules_validity', sql`${t.validFrom} is null or ${t.validTo} is null or ${t.validTo} >= ${t.validFrom}`),
  ],
);

/** Every spin, with what the server awarded (append-only). */
export const wheelSpins = pgTable(
  'wheel_spins',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    wheelId: integer()
      .notNull()
      .references(() => wheels.id),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    prizeId: integer()
      .notNull()
      .references(() => wheelPrizes.id),
    voucherId: integer().references(() => customerVouchers.id),
    points: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.customerId, t.createdAt)],
);

/** A customer's point balance (LuckySprint): never negative, changed only with a ledger line. */
export const customerPoints = pgTable(
  'customer_points',
  {
    customerId: integer()
      .primaryKey()
      .references(() => customers.id),
    balance: integer().notNull().default(0),
  },
  (t) => [check('customer_points_non_negative', sql`${t.balance} >= 0`)],
);

/** Append-only points ledger; `balanceAfter` is the balance this line left. */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    delta: integer().notNull(),
    balanceAfter: integer().notNull(),
    reason: text({ enum: ['visit', 'rating', 'wheel', 'exchange_voucher', 'exchange_spin', 'welcome'] }).notNull(),
    note: text().notNull(),
    /** What earned the line, when it may earn once only (`booking:<id>` of a paid or rated visit). */
    ref: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    check('points_ledger_balance', sql`${t.balanceAfter} >= 0`),
    index().on(t.customerId, t.createdAt),
    // A visit's points are given once, whoever asks twice at once (a line without `ref` is never a duplicate).
    unique('points_ledger_once').on(t.customerId, t.reason, t.ref),
  ],
);

/** "Yours the best": a best-look campaign and the looks customers entered. */
export const bestLookCampaigns = pgTable('best_look_campaigns', {
  id: integer().primaryKey(),
  title: text().notNull(),
  summary: text().notNull(),
  body: text().notNull(),
  image: text().notNull(),
  startDate: date({ mode: 'string' }).notNull(),
  endDate: date({ mode: 'string' }).notNull(),
});

export const bestLookEntries = pgTable(
  'best_look_entries',
  {
    id: integer().primaryKey(),
    campaignId: integer()
      .notNull()
      .references(() => bestLookCampaigns.id),
    customerName: text().notNull(),
    stylistId: integer()
      .notNull()
      .references(() => staff.id),
    image: text().notNull(),
    story: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.campaignId)],
);
