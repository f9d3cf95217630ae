import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';

export const SERVICE_CHANGE_STATUSES = ['pending', 'accepted', 'declined', 'superseded'] as const;
export type ServiceChangeStatus = (typeof SERVICE_CHANGE_STATUSES)[number];

/** One line of a proposal: a catalogue service priced by the server when the salon proposed it. */
export type ProposedService = { serviceId: number; name: string; price: number; oldPrice: number; timeServe: number };

/**
 * A change of services the salon proposes during a visit (spec §2 /xac-nhan-thay-doi-dvsp/{id}): the
 * customer opens the link sent to the booking's phone and accepts or declines. The link's token is the
 * only key (its SHA-256 is stored); it works until `expires_at` and decides once.
 */
export const serviceChanges = pgTable(
  'service_changes',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    bookingId: integer()
      .notNull()
      .references(() => bookings.id),
    tokenHash: text().notNull().unique(),
    services: jsonb().$type<ProposedService[]>().notNull(),
    totalPrice: integer().notNull(),
    oldTotalPrice: integer().notNull(),
    campaignId: integer(),
    durationMinutes: integer().notNull(),
    status: text({ enum: SERVICE_CHANGE_STATUSES }).notNull().default('pending'),
    /** Who at the salon proposed it (the salon system's staff id). */
    proposedBy: integer(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    decidedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.bookingId),
    // One open proposal per booking: a new one supersedes the last in the same transaction.
    uniqueIndex('service_changes_one_pending_idx')
      .on(t.bookingId)
      .where(sql`status = 'pending'`),
  ],
);
