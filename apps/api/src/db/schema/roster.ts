/**
 * The roster of the back office (issue 32): weekly shift templates, the days a manager has planned (the
 * demo's shift generator never refills them), leave requests and the bookings a roster change left for
 * reception to call. The shifts themselves stay in `staff_shifts` (one per staff member and date).
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';
import { staffAccounts } from './floor.ts';
import { salons } from './salons.ts';
import { staff } from './staff.ts';

/** A break inside a shift, in minutes of the day: the stylist takes no booking in [start, end). */
export type ShiftBreak = { start: number; end: number };

/** A staff member's usual shift on one weekday (0 Sunday … 6 Saturday); no row is a day off. */
export const shiftTemplates = pgTable(
  'shift_templates',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    staffId: integer()
      .notNull()
      .references(() => staff.id),
    weekday: smallint().notNull(),
    startMinute: smallint().notNull(),
    endMinute: smallint().notNull(),
    breaks: jsonb().$type<ShiftBreak[]>().notNull().default([]),
  },
  (t) => [
    unique().on(t.staffId, t.weekday),
    check('shift_template_weekday', sql`${t.weekday} between 0 and 6`),
    check('shift_template_span', sql`${t.startMinute} >= 0 and ${t.endMinute} <= 1440 and ${t.endMinute} > ${t.startMinute}`),
  ],
);

/** A staff member's date decided by a person (a shift set or removed, a leave approved): the demo's generator leaves it alone. */
export const plannedStaffDays = pgTable(
  'planned_staff_days',
  {
    staffId: integer()
      .notNull()
      .references(() => staff.id),
    workDate: date({ mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.workDate] })],
);

export const LEAVE_STATUSES = ['pending', 'approved', 'rejected'] as const;

export const leaveRequests = pgTable(
  'leave_requests',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    staffId: integer()
      .notNull()
      .references(() => staff.id),
    /** The staff member's home salon when asked: whose managers decide. */
    salonId: integer()
      .notNull()
      .references(() => salons.id),
    fromDate: date({ mode: 'string' }).notNull(),
    toDate: date({ mode: 'string' }).notNull(),
    reason: text().notNull(),
    status: text({ enum: LEAVE_STATUSES }).notNull().default('pending'),
    requestedBy: integer().references(() => staffAccounts.id),
    decidedBy: integer().references(() => staffAccounts.id),
    decidedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.salonId, t.status), check('leave_request_range', sql`${t.toDate} >= ${t.fromDate}`)],
);

/** A booking whose stylist no longer works its hour: reception calls the customer, then marks it done. */
export const bookingContactRequests = pgTable(
  'booking_contact_requests',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    bookingId: integer()
      .notNull()
      .references(() => bookings.id),
    salonId: integer()
      .notNull()
      .references(() => salons.id),
    reason: text().notNull(),
    createdBy: integer().references(() => staffAccounts.id),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    resolvedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index()
      .on(t.salonId)
      .where(sql`resolved_at is null`),
  ],
);
