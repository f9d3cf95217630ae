import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { hairstyles } from './collections.ts';
import { customers } from './customers.ts';
import { services } from './catalog.ts';

/**
 * Discover feed (spec §2 /discover, /discovers/{id}): hairstyle and grooming posts. likeCount is kept
 * by the like and unlike transactions together with discover_likes (one row per customer and post), so
 * it always equals the number of rows; the check keeps it from ever going below zero.
 */
export const discoverPosts = pgTable(
  'discover_posts',
  {
    id: integer().primaryKey(),
    topic: text({ enum: ['hairstyle', 'grooming'] }).notNull(),
    title: text().notNull(),
    summary: text().notNull(),
    /** Paragraphs of plain text (rendered as text, never as HTML). */
    body: text().array().notNull(),
    imagePc: text().notNull(),
    imageMb: text().notNull(),
    hairstyleId: integer().references(() => hairstyles.id),
    serviceId: integer().references(() => services.id),
    publishedAt: timestamp({ withTimezone: true }).notNull(),
    likeCount: integer().notNull().default(0),
  },
  (t) => [index().on(t.publishedAt), check('discover_posts_like_count_non_negative', sql`${t.likeCount} >= 0`)],
);

export const discoverLikes = pgTable(
  'discover_likes',
  {
    postId: integer()
      .notNull()
      .references(() => discoverPosts.id),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.customerId] }), index().on(t.customerId)],
);
