import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { PAYMENT_METHODS, STAFF_ROLES, VISIT_STAGES } from '@shine/shared';
import { bookingImages, bookings } from './bookings.ts';
import { customers } from './customers.ts';
import { salons } from './salons.ts';
import { staff } from './staff.ts';

/**
 * People of the salon floor and the chain (issue 30), apart from customers. Stylists and skinners point
 * at their `staff` row (shifts, bookings); reception, managers and the monitor have none.
 */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    staffId: integer()
      .unique()
      .references(() => staff.id),
    name: text().notNull(),
    phone: text().notNull().unique(),
    /** argon2id of the personal password (login on a phone). */
    passwordHash: text().notNull(),
    /** argon2id of the 6-digit PIN that unlocks an enrolled salon tablet. */
    pinHash: text().notNull(),
    role: text({ enum: STAFF_ROLES }).notNull(),
    homeSalonId: integer().references(() => salons.id),
    /** vungMienId (1 North, 2 Central, 3 South) of a region manager. */
    regionId: smallint(),
    active: boolean().notNull().default(true),
    /** Wrong PINs in a row; the 5th locks the PIN until `pinLockedUntil`. */
    pinFailures: smallint().notNull().default(0),
    pinLockedUntil: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.homeSalonId)],
);

/**
 * The roles a person holds beside his primary `staff_accounts.role` (issue 32): a salon manager who also
 * recruits, an editor who also does marketing. His roles are the primary one and these.
 */
export const staffAccountRoles = pgTable(
  'staff_account_roles',
  {
    staffAccountId: integer()
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    role: text({ enum: STAFF_ROLES }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.staffAccountId, t.role] })],
);

/** A shared salon tablet: its credential (only the SHA-256 is kept) works for that salon until revoked. */
export const staffDevices = pgTable(
  'staff_devices',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    salonId: integer()
      .notNull()
      .references(() => salons.id),
    name: text().notNull(),
    credentialHash: text().notNull().unique(),
    enrolledBy: integer()
      .notNull()
      .references(() => staffAccounts.id),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    revokedBy: integer().references(() => staffAccounts.id),
  },
  (t) => [index().on(t.salonId)],
);

/**
 * A staff session: personal (password login, cookie) or on a device (PIN unlock, ends 5 idle minutes
 * after its last request, and at once when the device is revoked).
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    staffAccountId: integer()
      .notNull()
      .references(() => staffAccounts.id),
    deviceId: integer().references(() => staffDevices.id),
    tokenHash: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.staffAccountId)],
);

/** The salon half of a booking: its stage on the floor, when each began, who washed. */
export const visits = pgTable(
  'visits',
  {
    bookingId: integer()
      .primaryKey()
      .references(() => bookings.id),
    stage: text({ enum: VISIT_STAGES }).notNull(),
    checkedInAt: timestamp({ withTimezone: true }),
    washStartedAt: timestamp({ withTimezone: true }),
    cutStartedAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
    paidAt: timestamp({ withTimezone: true }),
    noShowAt: timestamp({ withTimezone: true }),
    skinnerId: integer().references(() => staff.id),
    /**
     * What the queue model (issue 31) predicted at check-in for the start of his wash and of his cut, beside
     * the actual `washStartedAt` / `cutStartedAt`: the accuracy of the wait told is measured, not hoped.
     */
    predictedWashAt: timestamp({ withTimezone: true }),
    predictedCutAt: timestamp({ withTimezone: true }),
    /** Grows by one with every change: a stale screen's undo is refused. */
    version: integer().notNull().default(1),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  // (skinner, finished): the queue learns each skinner's washes from his last ones (queue-repository.ts).
  (t) => [index().on(t.stage), index().on(t.skinnerId, t.finishedAt)],
);

/** Append-only: every staff action that changes something, written in the transaction of the change. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    at: timestamp({ withTimezone: true }).notNull(),
    staffAccountId: integer().references(() => staffAccounts.id),
    deviceId: integer().references(() => staffDevices.id),
    salonId: integer().references(() => salons.id),
    action: text().notNull(),
    entity: text().notNull(),
    entityId: text().notNull(),
    before: jsonb().$type<Record<string, unknown> | null>(),
    after: jsonb().$type<Record<string, unknown> | null>(),
  },
  (t) => [index().on(t.salonId, t.at), index().on(t.entity, t.entityId)],
);

/**
 * Append-only feed of a salon's floor (issue 31): one row per state change, written with its audit row in
 * the same transaction; live boards read it over Server-Sent Events and resume from the last id they saw.
 * The payload holds no full name or phone (a TV board shows it): first name and the phone's last 3 digits.
 */
export const floorEvents = pgTable(
  'floor_events',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    salonId: integer()
      .notNull()
      .references(() => salons.id),
    at: timestamp({ withTimezone: true }).notNull(),
    kind: text().notNull(),
    bookingId: integer().references(() => bookings.id),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
  },
  (t) => [index().on(t.salonId, t.id)],
);

/**
 * The payment of a paid visit at reception (one per booking): what was taken, how, and the e-invoice
 * number the issuer gave it in the same transaction.
 */
export const visitPayments = pgTable(
  'visit_payments',
  {
    bookingId: integer()
      .primaryKey()
      .references(() => bookings.id),
    salonId: integer()
      .notNull()
      .references(() => salons.id),
    method: text({ enum: PAYMENT_METHODS }).notNull(),
    amount: integer().notNull(),
    invoiceNumber: text().notNull().unique(),
    staffAccountId: integer()
      .notNull()
      .references(() => staffAccounts.id),
    deviceId: integer().references(() => staffDevices.id),
    paidAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [check('visit_payments_amount_nonnegative', sql`${t.amount} >= 0`), index().on(t.salonId, t.paidAt)],
);

/** The last e-invoice number of a salon in a year: taken under the row's lock, so numbers never repeat. */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    salonId: integer()
      .notNull()
      .references(() => salons.id),
    year: smallint().notNull(),
    lastNumber: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.salonId, t.year] })],
);

/**
 * A customer's "this photo is not me" (spec §7 report-wrong-image) on a final photo of his visit: one per
 * image (the unique key makes a second report the same one); the salon manager removes the photo from the
 * history or keeps it.
 */
export const imageReports = pgTable(
  'image_reports',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    imageId: integer()
      .notNull()
      .references(() => bookingImages.id, { onDelete: 'cascade' }),
    bookingId: integer()
      .notNull()
      .references(() => bookings.id),
    salonId: integer()
      .notNull()
      .references(() => salons.id),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    /** null while open. */
    resolution: text({ enum: ['remove', 'keep'] }),
    resolvedBy: integer().references(() => staffAccounts.id),
    resolvedAt: timestamp({ withTimezone: true }),
  },
  (t) => [unique().on(t.imageId), index().on(t.salonId, t.resolvedAt)],
);
