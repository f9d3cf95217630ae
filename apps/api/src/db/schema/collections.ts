import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { services } from './catalog.ts';

/**
 * Hairstyle collections (spec §2 /collection, /collections/{slug}, /shine-collection/*, /lookbook).
 * kind 'collection' is listed on /collection and opened at /collections/{slug}; 'shine' are the four
 * signature collections with their own addresses (/shine-collection/{slug}); 'lookbook' are the
 * seasonal lookbooks shown together on /lookbook. Covers have a pc picture and one for below 768 px.
 */
export const styleCollections = pgTable(
  'style_collections',
  {
    id: integer().primaryKey(),
    slug: text().notNull(),
    kind: text({ enum: ['collection', 'shine', 'lookbook'] }).notNull(),
    title: text().notNull(),
    titleEn: text().notNull(),
    description: text().notNull(),
    descriptionEn: text().notNull(),
    coverPc: text().notNull(),
    coverMb: text().notNull(),
    sort: integer().notNull().default(0),
    /** Unpublished (issue 32: a draft in the back office): no customer list or page shows it. */
    published: boolean().notNull().default(true),
  },
  (t) => [uniqueIndex().on(t.slug), check('style_collections_slug_format', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`)],
);

/** One hairstyle of a collection, with the service that makes it (its booking link chooses that service). */
export const hairstyles = pgTable(
  'hairstyles',
  {
    id: integer().primaryKey(),
    collectionId: integer()
      .notNull()
      .references(() => styleCollections.id),
    name: text().notNull(),
    nameEn: text().notNull(),
    description: text().notNull(),
    descriptionEn: text().notNull(),
    /** Who it suits (face shapes, hair types), shown under the description. */
    suits: text().notNull(),
    suitsEn: text().notNull(),
    serviceId: integer()
      .notNull()
      .references(() => services.id),
    imagePc: text().notNull(),
    imageMb: text().notNull(),
    sort: integer().notNull().default(0),
  },
  (t) => [index().on(t.collectionId, t.sort)],
);
