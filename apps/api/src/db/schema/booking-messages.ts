import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { BOOKING_MESSAGE_KINDS } from '@shine/shared/rules/booking-messages';
import { bookings } from './bookings.ts';
import { customers } from './customers.ts';
import { salons } from './salons.ts';
import { staff } from './staff.ts';

export const BOOKING_MESSAGE_STATES = ['scheduled', 'sent', 'void', 'failed'] as const;
export type BookingMessageState = (typeof BOOKING_MESSAGE_STATES)[number];

/**
 * A message about a booking (issue 33, ADR 018): one row per (booking, kind), scheduled on the durable
 * job queue (job `messages.send`, key = this row's id and due time). It is sent by the transaction that
 * claims it (row lock), which checks the booking is still what the message is about and renders it from
 * the booking as it is then; a cancel voids it. `idempotency_key` goes to every gateway as its request
 * id, so a retry after a crash is not paid for twice.
 */
export const bookingMessages = pgTable(
  'booking_messages',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    /** The booking it is about; null for a waitlist offer (about a freed chair, not a booking yet). */
    bookingId: integer().references(() => bookings.id),
    kind: text({ enum: BOOKING_MESSAGE_KINDS }).notNull(),
    /** A waitlist offer: the offer it announces. */
    offerId: integer().references(() => waitlistOffers.id),
    phone: text().notNull(),
    dueAt: timestamp({ withTimezone: true }).notNull(),
    state: text({ enum: BOOKING_MESSAGE_STATES }).notNull().default('scheduled'),
    idempotencyKey: text().notNull().unique(),
    /** What it said (the rendered parameters: time, date, salon…), for the back office and the simulation's checks. */
    params: jsonb().$type<Record<string, string>>(),
    /** zalo or sms: where it went. */
    channel: text(),
    attempts: smallint().notNull().default(0),
    sentAt: timestamp({ withTimezone: true }),
    voidReason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('booking_messages_booking_kind_unique')
      .on(t.bookingId, t.kind)
      .where(sql`offer_id is null`),
    uniqueIndex('booking_messages_offer_unique')
      .on(t.offerId)
      .where(sql`offer_id is not null`),
    index('booking_messages_due_idx')
      .on(t.dueAt)
      .where(sql`state = 'scheduled'`),
  ],
);

export const WAITLIST_ENTRY_STATES = ['waiting', 'booked', 'left', 'expired'] as const;

/** A customer waiting for a chair at a salon on a day within a window of its hours, with one stylist or any. */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    phone: text().notNull(),
    salonId: integer()
      .notNull()
      .references(() => salons.id),
    date: text().notNull(),
    /** Minutes since the salon's midnight: a freed hour starting in [from, to] suits him. */
    fromMinute: smallint().notNull(),
    toMinute: smallint().notNull(),
    stylistId: integer().references(() => staff.id),
    serviceIds: jsonb().$type<number[]>().notNull().default([]),
    state: text({ enum: WAITLIST_ENTRY_STATES }).notNull().default('waiting'),
    bookingId: integer().references(() => bookings.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('waitlist_entries_salon_date_idx')
      .on(t.salonId, t.date)
      .where(sql`state = 'waiting'`),
    index().on(t.customerId),
  ],
);

/** A freed chair: a stylist's time that became free (a cancel, an expired hold, a change, an early no-show). */
export const waitlistSlots = pgTable('waitlist_slots', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  salonId: integer()
    .notNull()
    .references(() => salons.id),
  stylistId: integer()
    .notNull()
    .references(() => staff.id),
  date: text().notNull(),
  startAt: timestamp({ withTimezone: true }).notNull(),
  endAt: timestamp({ withTimezone: true }).notNull(),
  /** The booking whose end freed it: one slot per freed booking. */
  freedBookingId: integer()
    .notNull()
    .unique()
    .references(() => bookings.id),
  state: text({ enum: ['open', 'claimed', 'unclaimed'] })
    .notNull()
    .default('open'),
  claimedBookingId: integer().references(() => bookings.id),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** The slot offered to one waiting entry: open until `expires_at` (one at a time) or the first claim (everyone at once). */
export const waitlistOffers = pgTable(
  'waitlist_offers',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    slotId: integer()
      .notNull()
      .references(() => waitlistSlots.id),
    entryId: integer()
      .notNull()
      .references(() => waitlistEntries.id),
    state: text({ enum: ['open', 'claimed', 'lost', 'expired'] })
      .notNull()
      .default('open'),
    offeredAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('waitlist_offers_slot_entry_unique').on(t.slotId, t.entryId)],
);
