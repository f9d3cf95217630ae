import { boolean, date, index, integer, jsonb, pgTable, real, smallint, text, unique } from 'drizzle-orm/pg-core';
import { salons } from './salons.ts';

export type RatingInfo = { Name: string; Star: number; TotalCustomerRating: number; TotalCustomer: number };

export const staff = pgTable(
  'staff',
  {
    id: integer().primaryKey(),
    salonId: integer()
      .notNull()
      .references(() => salons.id),
    role: text({ enum: ['stylist', 'skinner'] }).notNull(),
    name: text().notNull(),
    avatar: text(),
    skillLevel: smallint().notNull().default(1),
    isMaster: boolean().notNull().default(false),
    experienceYears: smallint().notNull().default(1),
    description: text(),
    favoriteImages: jsonb().$type<string[]>().notNull().default([]),
    ratingStar: real().notNull().default(0),
    totalCustomers: integer().notNull().default(0),
    ratingInfo: jsonb().$type<RatingInfo[]>().notNull().default([]),
    active: boolean().notNull().default(true),
  },
  (t) => [index().on(t.salonId, t.role)],
);

/** A staff member works at one salon per date (possibly not their home salon). */
export const staffShifts = pgTable(
  'staff_shifts',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    staffId: integer()
      .notNull()
      .references(() => staff.id),
    salonId: integer()
      .notNull()
      .references(() => salons.id),
    workDate: date({ mode: 'string' }).notNull(),
    startMinute: smallint().notNull(),
    endMinute: smallint().notNull(),
    /** Breaks inside the shift (minutes of the day): no booking starts or runs into one. */
    breaks: jsonb().$type<{ start: number; end: number }[]>().notNull().default([]),
  },
  (t) => [unique().on(t.staffId, t.workDate), index().on(t.salonId, t.workDate)],
);
