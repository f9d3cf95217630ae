import { boolean, date, index, integer, jsonb, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

export const serviceCategories = pgTable('service_categories', {
  id: integer().primaryKey(),
  sort: integer().notNull(),
  name: text().notNull(),
  nameEn: text().notNull(),
  title: text().notNull(),
  displaySuggest: boolean().notNull().default(false),
  /** Shown under the collapsible 'Other services'. */
  isOther: boolean().notNull().default(false),
  /** Hidden by the back office: not in the customer's service list (its services stay bookable by id). */
  hidden: boolean().notNull().default(false),
});

export const serviceGroups = pgTable(
  'service_groups',
  {
    id: integer().primaryKey(),
    categoryId: integer()
      .notNull()
      .references(() => serviceCategories.id),
    name: text().notNull(),
    nameEn: text().notNull(),
    title: text(),
    titleEn: text(),
    content: text(),
    contentEn: text(),
    image: text(),
    tags: jsonb().$type<string[]>().notNull().default([]),
    /** English tags, in the order of `tags` (empty: the Vietnamese ones are shown). */
    tagsEn: jsonb().$type<string[]>().notNull().default([]),
    sort: integer().notNull().default(0),
    /** Hidden by the back office: not in the customer's service list. */
    hidden: boolean().notNull().default(false),
  },
  (t) => [index().on(t.categoryId)],
);

/** A bookable service; services of one group are its versions. parentServiceId marks an add-on. */
export const services = pgTable(
  'services',
  {
    id: integer().primaryKey(),
    groupId: integer()
      .notNull()
      .references(() => serviceGroups.id),
    parentServiceId: integer(),
    name: text().notNull(),
    nameEn: text().notNull(),
    subtitle: text(),
    subtitleEn: text(),
    description: text(),
    versionName: text(),
    versionNameEn: text(),
    timeServe: smallint().notNull(),
    price: integer().notNull(),
    oldPrice: integer(),
    tags: jsonb().$type<string[]>().notNull().default([]),
    /** English tags, in the order of `tags` (empty: the Vietnamese ones are shown). */
    tagsEn: jsonb().$type<string[]>().notNull().default([]),
    image: text(),
    video: text(),
    hasDetail: boolean().notNull().default(false),
    isDefault: boolean().notNull().default(false),
    type: smallint().notNull().default(1),
    discontinued: boolean().notNull().default(false),
    sort: integer().notNull().default(0),
  },
  (t) => [index().on(t.groupId)],
);

export const serviceSpecialDayPrices = pgTable(
  'service_special_day_prices',
  {
    serviceId: integer()
      .notNull()
      .references(() => services.id),
    date: date({ mode: 'string' }).notNull(),
    price: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.serviceId, t.date] })],
);

export const serviceBanners = pgTable('service_banners', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  groupId: integer()
    .notNull()
    .references(() => serviceGroups.id),
  type: text({ enum: ['image', 'video', 'clip'] }).notNull(),
  link: text().notNull(),
  sort: integer().notNull().default(0),
});

export const serviceUpsales = pgTable(
  'service_upsales',
  {
    groupId: integer()
      .notNull()
      .references(() => serviceGroups.id),
    serviceId: integer()
      .notNull()
      .references(() => services.id),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.serviceId] })],
);

export const serviceSuggestRules = pgTable('service_suggest_rules', {
  id: integer().primaryKey(),
  ruleType: text({ enum: ['equals', 'regex', 'default'] }).notNull(),
  /** ids joined by ';' for equals/default; a pattern for regex. */
  serviceSelected: text().notNull(),
  listService: jsonb().$type<number[]>().notNull(),
  title: text().notNull(),
  titleEn: text(),
  image: text(),
});

export const guideScreens = pgTable('guide_screens', {
  id: integer().primaryKey(),
  step: smallint().notNull(),
  /** 'regex@@@message' items for step 5. */
  guide: jsonb().$type<string[]>().notNull(),
});
