import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, real, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const customers = pgTable(
  'customers',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity({ startWith: 100000 }),
    /** National form, 10 digits starting with 0; null once the account is deleted (anonymised). */
    phone: text().unique(),
    name: text(),
    email: text(),
    avatar: text(),
    dateOfBirth: date({ mode: 'string' }),
    /** 1 regular, 2 Silver, 3 Gold, 4 Diamond. */
    memberType: smallint().notNull().default(1),
    /** Cached sum of the balance ledger (membership/ledger.ts), updated in the ledger entry's transaction. */
    accountBalance: integer().notNull().default(0),
    /** Cached sum of the ledger's package visits (granted minus used, refunded back, expired). */
    packageVisits: integer().notNull().default(0),
    /**
     * Counted up in the writing transaction by every change to what his haircut history shows (triggers, migration
     * 0033), so that his row's version moves with it: his kept answers are checked against that version
     * (customers/customers-repository.ts findCustomerRowVersion).
     */
    historyVersion: integer().notNull().default(0),
    passwordHash: text(),
    agreeProtectPersonalInfo: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  // A balance never goes negative: a debit below zero fails here even if the application check is missed.
  (t) => [check('customers_balance_not_negative', sql`${t.accountBalance} >= 0`), check('customers_visits_not_negative', sql`${t.packageVisits} >= 0`)],
);

/**
 * Privacy consents (Law 91/2025/QH15, Decree 356/2025; ADR 012): who agreed (the customer, whose row holds
 * the phone), for what purpose, to which version of the text, and when. Append-only; an erased account
 * leaves no phone here, and a phone registered again consents again.
 */
export const consents = pgTable(
  'consents',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    purpose: text().notNull(),
    textVersion: text().notNull(),
    agreedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.customerId, t.agreedAt)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    /** SHA-256 of the opaque token; the token itself is never stored. */
    tokenHash: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Idle expiry (90 days after last use), never past absoluteExpiresAt. */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp({ withTimezone: true }),
    /** Last code verified in this session (login by code): lets a password change go without the old one for 5 minutes. */
    codeVerifiedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.customerId)],
);

export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    phone: text().notNull(),
    purpose: text({ enum: ['login', 'booking', 'delete_account'] }).notNull(),
    bookingId: integer(),
    codeHash: text().notNull(),
    channel: text({ enum: ['zalo', 'sms', 'call'] }).notNull(),
    attempts: smallint().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    consumedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.phone, t.createdAt)],
);

/** Failed password logins, counted per phone for captcha and lock-out rules. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    phone: text().notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.phone, t.at)],
);

/** Failed code checks per phone (across codes): 10 an hour, then code checks pause for that phone. */
export const otpFailures = pgTable(
  'otp_failures',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    phone: text().notNull(),
    at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.phone, t.at)],
);

/** Password login paused for a phone after too many failures; each new pause doubles (15 min up to 24 h). */
export const loginPauses = pgTable('login_pauses', {
  phone: text().primaryKey(),
  until: timestamp({ withTimezone: true }).notNull(),
  /** How many pauses in a row: the next lasts 15 min x 2^level. */
  level: smallint().notNull().default(0),
  updatedAt: timestamp({ withTimezone: true }).notNull(),
});

/** attrId 4 home, 5 office, 6 frequent place (spec §9). */
export const savedAddresses = pgTable(
  'saved_addresses',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    attrId: smallint().notNull(),
    attrName: text().notNull(),
    text: text().notNull(),
    latitude: real().notNull(),
    longitude: real().notNull(),
    /** House number and street as typed (null for places saved before the two-tier address form). */
    street: text(),
    /** Ward of the shipped address data (VN_WARDS id), after 1 July 2025. */
    wardId: integer(),
    updatedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index().on(t.customerId),
    // One home, one office, one frequent place per customer.
    uniqueIndex('saved_addresses_customer_attr_uq').on(t.customerId, t.attrId),
    check('saved_addresses_attr_ck', sql`${t.attrId} in (4, 5, 6)`),
    check('saved_addresses_in_vietnam_ck', sql`${t.latitude} between 8.1 and 23.5 and ${t.longitude} between 102.1 and 117.9`),
  ],
);
