import { index, integer, pgTable, real, smallint, text } from 'drizzle-orm/pg-core';

/** vungMienId of spec §3: 1 North, 2 Central, 3 South. */
export const provinces = pgTable('provinces', {
  id: integer().primaryKey(),
  name: text().notNull(),
  regionId: smallint().notNull(),
  searchText: text().notNull(),
  /** Provinces merged into it on 1 July 2025 ('Bình Dương, Bà Rịa - Vũng Tàu'), shown as a hint. */
  formerNames: text(),
  sort: integer().notNull().default(0),
});

export const districts = pgTable(
  'districts',
  {
    id: integer().primaryKey(),
    provinceId: integer()
      .notNull()
      .references(() => provinces.id),
    name: text().notNull(),
    searchText: text().notNull(),
    latitude: real(),
    longitude: real(),
  },
  (t) => [index().on(t.provinceId)],
);
