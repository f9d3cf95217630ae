import { boolean, date, index, integer, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';
import { salons } from './salons.ts';
import { services } from './catalog.ts';

export const campaigns = pgTable('campaigns', {
  id: integer().primaryKey(),
  name: text().notNull(),
  nameEn: text(),
  image: text(),
  /** Benefit, HTML (sanitised when served). */
  effect: text().notNull(),
  /** Conditions, HTML (sanitised when served). */
  condition: text().notNull(),
  startDate: date({ mode: 'string' }).notNull(),
  endDate: date({ mode: 'string' }).notNull(),
  paymentMethod: text().notNull().default('Tiền mặt, chuyển khoản, quẹt thẻ'),
  discountType: text({ enum: ['percent', 'amount', 'fixed_price'] }).notNull(),
  discountValue: integer().notNull(),
  /** Minimum total of the chosen services, VND. */
  minTotal: integer().notNull().default(0),
  /** Uses allowed per customer; null = unlimited. */
  usagePerCustomer: integer(),
  /** Public campaigns are listed for the salon (voucher tab 1); others only through codes. */
  isPublic: boolean().notNull().default(true),
  active: boolean().notNull().default(true),
});

/** Services one of which must be chosen for the campaign to apply (empty = none needed). */
export const campaignConditions = pgTable(
  'campaign_conditions',
  {
    campaignId: integer()
      .notNull()
      .references(() => campaigns.id),
    serviceId: integer()
      .notNull()
      .references(() => services.id),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.serviceId] })],
);

/** Services the benefit applies to (empty = the whole order). */
export const campaignApplies = pgTable(
  'campaign_applies',
  {
    campaignId: integer()
      .notNull()
      .references(() => campaigns.id),
    serviceId: integer()
      .notNull()
      .references(() => services.id),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.serviceId] })],
);

/** Salons where the campaign is valid (empty = all salons). */
export const campaignSalons = pgTable(
  'campaign_salons',
  {
    campaignId: integer()
      .notNull()
      .references(() => campaigns.id),
    salonId: integer()
      .notNull()
      .references(() => salons.id),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.salonId] })],
);

export const campaignCodes = pgTable('campaign_codes', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  campaignId: integer()
    .notNull()
    .references(() => campaigns.id),
  code: text().notNull().unique(),
  maxClaims: integer(),
  claimed: integer().notNull().default(0),
});

export const customerVouchers = pgTable(
  'customer_vouchers',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    campaignId: integer()
      .notNull()
      .references(() => campaigns.id),
    codeId: integer().references(() => campaignCodes.id),
    claimedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp({ withTimezone: true }),
    bookingId: integer(),
  },
  (t) => [unique().on(t.customerId, t.campaignId), index().on(t.customerId)],
);
