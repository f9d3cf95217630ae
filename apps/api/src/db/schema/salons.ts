import { boolean, date, index, integer, jsonb, pgTable, primaryKey, real, smallint, text } from 'drizzle-orm/pg-core';
import { districts, provinces } from './geo.ts';

export type SalonMedia = { type: 'image' | 'clip'; link: string };

export const salons = pgTable(
  'salons',
  {
    id: integer().primaryKey(),
    name: text().notNull(),
    address: text().notNull(),
    addressNew: text(),
    addressNote: text(),
    provinceId: integer()
      .notNull()
      .references(() => provinces.id),
    districtId: integer()
      .notNull()
      .references(() => districts.id),
    latitude: real().notNull(),
    longitude: real().notNull(),
    /** A future date means "opening soon": bookings start from that day. */
    openingDate: date({ mode: 'string' }),
    warnText: text(),
    images: jsonb().$type<string[]>().notNull().default([]),
    imagesDark: jsonb().$type<string[]>().notNull().default([]),
    listImages: jsonb().$type<SalonMedia[]>().notNull().default([]),
    parking: boolean().notNull().default(false),
    /** salonTrial in the spec: business-class salon. */
    businessClass: boolean().notNull().default(false),
    /** salonHot in the spec: newly opened. */
    newlyOpened: boolean().notNull().default(false),
    tagTopSalon: text(),
    searchText: text().notNull(),
    bookManyPeople: text({ enum: ['off', 'all', 'notToday'] })
      .notNull()
      .default('all'),
    selectConsultation: boolean().notNull().default(false),
    timeZone: text().notNull().default('Asia/Ho_Chi_Minh'),
    /** Minutes since local midnight. */
    openMinute: smallint().notNull().default(510),
    closeMinute: smallint().notNull().default(1230),
    slotMinutes: smallint().notNull().default(20),
    receptionName: text(),
    receptionAvatar: text(),
    mapUrl: text(),
    parkingMap: text(),
    active: boolean().notNull().default(true),
  },
  (t) => [index().on(t.provinceId), index().on(t.districtId)],
);

/** Salon closed on a date ("salon off"), with the message shown to customers. */
export const salonDaysOff = pgTable(
  'salon_days_off',
  {
    salonId: integer()
      .notNull()
      .references(() => salons.id),
    date: date({ mode: 'string' }).notNull(),
    message: text().notNull(),
    /** The salons the closed-salon popup offers that day, as the manager chose them; none: the nearest open. */
    backupSalonIds: jsonb().$type<number[]>().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.salonId, t.date] })],
);
