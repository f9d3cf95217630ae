import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export type ContestPrize = { rank: number; label: string; labelEn: string; value: number };

/**
 * A Style Master contest: the posts published between `startsAt` and `endsAt` compete, ranked by the
 * votes cast before `endsAt` (counted on each post, `contest_likes`, by the votes' trigger of migration 0019).
 */
export const contests = pgTable(
  'contests',
  {
    id: integer().primaryKey(),
    slug: text().notNull().unique(),
    title: text().notNull(),
    titleEn: text().notNull(),
    summary: text().notNull(),
    summaryEn: text().notNull(),
    rules: jsonb().$type<string[]>().notNull().default([]),
    rulesEn: jsonb().$type<string[]>().notNull().default([]),
    prizes: jsonb().$type<ContestPrize[]>().notNull().default([]),
    image: text().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [check('contests_period', sql`${t.endsAt} > ${t.startsAt}`)],
);
