import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';
import { salons } from './salons.ts';
import { staff } from './staff.ts';

export const BOOKING_STATUSES = ['pending_otp', 'confirmed', 'checked_in', 'in_service', 'completed', 'canceled', 'no_show', 'expired'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/** Statuses that occupy a stylist's time (mirrored in the exclusion constraint's WHERE). */
export const ACTIVE_STATUSES = ['pending_otp', 'confirmed', 'checked_in', 'in_service'] as const;

// The exclusion constraint bookings_no_overlap (migration 0001) is the real guard against double booking:
// EXCLUDE USING gist (stylist_id WITH =, tstzrange(start_at, end_at) WITH &&) WHERE status is active.
export const bookings = pgTable(
  'bookings',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity({ startWith: 5000000 }),
    customerId: integer().references(() => customers.id),
    /** Null after the customer deleted the account. */
    phone: text(),
    salonId: integer()
      .notNull()
      .references(() => salons.id),
    stylistId: integer()
      .notNull()
      .references(() => staff.id),
    skinnerId: integer().references(() => staff.id),
    autoAssigned: boolean().notNull().default(false),
    dateBook: date({ mode: 'string' }).notNull(),
    startAt: timestamp({ withTimezone: true }).notNull(),
    endAt: timestamp({ withTimezone: true }).notNull(),
    hourId: integer().notNull(),
    subHourId: integer(),
    secondSubHourId: integer(),
    status: text({ enum: BOOKING_STATUSES }).notNull(),
    holdUntil: timestamp({ withTimezone: true }),
    bookAt: smallint().notNull().default(3),
    campaignId: integer(),
    totalPrice: integer().notNull(),
    oldTotalPrice: integer().notNull(),
    note: text(),
    receiveAdvice: boolean().notNull().default(true),
    littleAdvice: boolean().notNull().default(false),
    numberPersons: smallint().notNull().default(0),
    utilityServices: jsonb().$type<{ id: number; name: string }[]>().notNull().default([]),
    params: jsonb().$type<Record<string, string>>().notNull().default({}),
    utmSource: text(),
    isMaster: boolean().notNull().default(false),
    adviceUnd: boolean().notNull().default(false),
    adviceProduct: boolean().notNull().default(false),
    allowChange: boolean().notNull().default(false),
    acceptMakePhoto: boolean().notNull().default(true),
    muonCaoMat: boolean().notNull().default(false),
    isBookAtHome: boolean().notNull().default(false),
    homeAddressId: integer(),
    /** Booking at home: minutes of travel each way, included in start_at..end_at (the stylist is away). */
    travelMinutes: smallint().notNull().default(0),
    /** SHA-256 of the booking-scoped token create returned to the browser that booked (success page, photos). */
    accessTokenHash: text(),
    /** When the customer confirmed he is coming (the one-tap link of a reminder): the reception board's badge. */
    customerConfirmedAt: timestamp({ withTimezone: true }),
    /** Client of an anonymous create (`clientKey`: an IPv4 address or an IPv6 /64): caps its unverified holds. */
    createdIp: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.salonId, t.dateBook),
    index().on(t.phone, t.startAt),
    index().on(t.customerId),
    // Lapsed holds are expired on every create: this keeps that to the few pending rows, not a scan.
    index('bookings_pending_hold_idx')
      .on(t.holdUntil)
      .where(sql`status = 'pending_otp'`),
    index('bookings_created_ip_idx')
      .on(t.createdIp, t.createdAt)
      .where(sql`created_ip is not null`),
    index('bookings_active_stylist_idx')
      .on(t.stylistId, t.startAt)
      .where(sql`status in ('pending_otp','confirmed','checked_in','in_service')`),
    // A Stylist Master's visits of a day are counted inside his advisory lock (countServedOn): one index range.
    index('bookings_stylist_day_idx').on(t.stylistId, t.dateBook),
    // The daily tier pass sums the completed visits of the last 6 months.
    index('bookings_completed_start_idx')
      .on(t.startAt)
      .where(sql`status = 'completed'`),
  ],
);

export const bookingServices = pgTable(
  'booking_services',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    bookingId: integer()
      .notNull()
      .references(() => bookings.id),
    serviceId: integer().notNull(),
    name: text().notNull(),
    price: integer().notNull(),
    oldPrice: integer().notNull(),
    timeServe: smallint().notNull(),
    campaignId: integer(),
  },
  (t) => [index().on(t.bookingId)],
);

export const bookingImages = pgTable(
  'booking_images',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    bookingId: integer()
      .notNull()
      .references(() => bookings.id),
    /** reference = hairstyle the customer wants; final = photo of the finished cut. */
    kind: text({ enum: ['reference', 'final'] }).notNull(),
    url: text().notNull(),
    name: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** A final photo the salon manager removed after the customer reported it as not his: out of his history. */
    hiddenAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.bookingId)],
);

export const bookingStatusHistory = pgTable(
  'booking_status_history',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    bookingId: integer()
      .notNull()
      .references(() => bookings.id),
    fromStatus: text(),
    toStatus: text().notNull(),
    reason: text(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.bookingId)],
);

export const ratings = pgTable(
  'ratings',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    bookingId: integer()
      .notNull()
      .unique()
      .references(() => bookings.id),
    customerId: integer().references(() => customers.id),
    stars: smallint().notNull(),
    comment: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** A manager's answer to the comment (issue 32, back office); the id of his staff account. */
    answer: text(),
    answeredBy: integer(),
    answeredAt: timestamp({ withTimezone: true }),
  },
  // The wheel reads a customer's recent ratings.
  (t) => [index('ratings_customer_created_idx').on(t.customerId, t.createdAt)],
);

export const trackingEvents = pgTable('tracking_events', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  pageId: text(),
  screenId: text(),
  eventId: text(),
  tokenKey: text(),
  source: text(),
  utmSource: text(),
  data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  extendData: jsonb().$type<unknown>(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
