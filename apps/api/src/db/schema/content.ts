import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, real, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { campaigns } from './campaigns.ts';
import { customers } from './customers.ts';
import { staff } from './staff.ts';

export const banners = pgTable('banners', {
  id: integer().primaryKey(),
  pageId: integer().notNull().default(1),
  placementId: integer().notNull().default(1),
  isWebsite: boolean().notNull().default(true),
  title: text().notNull(),
  link: text().notNull(),
  linkMobile: text(),
  redirectLink: text(),
  /** e.g. {"type":"youtube","videoId":"..."} */
  addOn: jsonb().$type<Record<string, string> | null>(),
  sort: integer().notNull().default(0),
});

/** Home page section, rendered by layout (spec §2 Home). list holds the layout's items. */
export const homeSections = pgTable('home_sections', {
  id: integer().primaryKey(),
  layout: text().notNull(),
  title: text(),
  subTitle: text(),
  linkViewAll: text(),
  textViewAll: text(),
  banner: text(),
  bannerMobile: text(),
  redirectLinkBanner: text(),
  titleInsideBanner: text(),
  textInsideBanner: text(),
  buttonInsideBanner: text(),
  redirectLinkButton: text(),
  slidePerViewPC: real(),
  slidePerViewMB: real(),
  numberPermanent: integer(),
  list: jsonb().$type<Record<string, unknown>[]>().notNull().default([]),
  sort: integer().notNull(),
  isHover: boolean().notNull().default(false),
  bgCustom: text(),
});

export const newsArticles = pgTable('news_articles', {
  id: integer().primaryKey(),
  img: text().notNull(),
  title: text().notNull(),
  /** The press outlet's name where the story first ran in the press; null for the chain's own news. */
  source: text(),
  /** The outlet's mark beside its name (an SVG without words); null without a source. */
  logoBlog: text(),
  /** The original article at the outlet, only where one really exists. */
  sourceUrl: text(),
  /** The article's own page on this site (/tin-tuc/slug, a content page of kind 'news'). */
  link: text().notNull(),
  publishedAt: date({ mode: 'string' }).notNull(),
});

export const rewards = pgTable('rewards', {
  id: integer().primaryKey(),
  title: text().notNull(),
  thumbnail: text().notNull(),
  content: text().notNull(),
  groupName: text().notNull(),
  campaignId: integer().references(() => campaigns.id),
  points: integer().notNull().default(0),
  isPublic: boolean().notNull().default(true),
  endDate: date({ mode: 'string' }),
});

export const topStylists = pgTable(
  'top_stylists',
  {
    month: text().notNull(),
    rank: integer().notNull(),
    stylistId: integer()
      .notNull()
      .references(() => staff.id),
    image: text().notNull(),
    score: real().notNull(),
  },
  (t) => [primaryKey({ columns: [t.month, t.rank] })],
);

export const styleMasterPosts = pgTable(
  'style_master_posts',
  {
    id: integer().primaryKey(),
    stylistId: integer()
      .notNull()
      .references(() => staff.id),
    title: text().notNull(),
    image: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * Counters of style_master_votes kept by its triggers (migration 0019) in the vote's transaction: all
     * votes, and those cast before the end of the contest whose period holds the post (all when none does).
     */
    likes: integer().notNull().default(0),
    contestLikes: integer().notNull().default(0),
    /**
     * Moderation (issue 32): customers see 'shown' posts only; 'pending' waits for an editor, 'hidden' was
     * taken down with `moderationReason`. The votes stay, so showing it again restores its likes.
     */
    status: text({ enum: ['pending', 'shown', 'hidden'] })
      .notNull()
      .default('shown'),
    moderationReason: text(),
    moderatedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('style_master_posts_ranked_idx')
      .on(t.likes.desc(), t.createdAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'shown'`),
    index('style_master_posts_moderation_idx').on(t.status, t.createdAt.desc()),
  ],
);

export const styleMasterVotes = pgTable(
  'style_master_votes',
  {
    postId: integer()
      .notNull()
      .references(() => styleMasterPosts.id),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.customerId] })],
);

export const topupOrders = pgTable('topup_orders', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  customerId: integer()
    .notNull()
    .references(() => customers.id),
  amount: integer().notNull(),
  bonus: integer().notNull().default(0),
  status: text({ enum: ['pending', 'paid', 'failed'] }).notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const messageOutbox = pgTable(
  'message_outbox',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    phone: text().notNull(),
    channel: text({ enum: ['zalo', 'sms', 'call'] }).notNull(),
    purpose: text().notNull(),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.phone, t.createdAt)],
);

/** One row per delivery attempt of a MessageSender channel (never the code or the message text). */
export const messageDeliveries = pgTable(
  'message_deliveries',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    phone: text().notNull(),
    purpose: text().notNull(),
    /** zns, sms or outbox */
    channel: text().notNull(),
    status: text({ enum: ['sent', 'failed'] }).notNull(),
    providerMessageId: text(),
    error: text(),
    trackingId: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.phone, t.createdAt)],
);

/** Kinds of page in the content store (issue 12). */
export const CONTENT_KINDS = ['article', 'hairstyle', 'service', 'spa', 'legal', 'collection', 'campaign', 'news'] as const;
export const CONTENT_STATUSES = ['draft', 'published', 'archived'] as const;

/**
 * The content store: every editorial page (about, legal, care tips, hairstyle guides, service and spa
 * explanations, campaign landings) with its public path. The body is Markdown, turned into HTML and
 * sanitised when the API hands it out; a draft or archived page is not public.
 */
export const contentPages = pgTable(
  'content_pages',
  {
    id: integer().primaryKey(),
    /** Unique within its kind's section; the public address is `path`. */
    slug: text().notNull(),
    /** The page's own address on the site, e.g. /cam-nang/toc-mat-tron or /about. */
    path: text().notNull().unique(),
    kind: text({ enum: CONTENT_KINDS }).notNull(),
    /** Topic inside a kind, e.g. face-shape, hair-type, trend (hairstyle guides). */
    topic: text(),
    title: text().notNull(),
    description: text().notNull(),
    body: text().notNull(),
    /** The English page for a customer who chose ENG; null where the page exists in Vietnamese only. */
    titleEn: text(),
    descriptionEn: text(),
    bodyEn: text(),
    coverPc: text(),
    coverMb: text(),
    tags: text().array().notNull().default([]),
    /** Paths of the related pages, in the order shown. */
    related: text().array().notNull().default([]),
    publishedAt: date({ mode: 'string' }),
    updatedAt: date({ mode: 'string' }),
    status: text({ enum: CONTENT_STATUSES }).notNull().default('draft'),
    /**
     * An editor's unpublished version (issue 32, back office): title, description and body (vi) as saved;
     * the customer site shows the columns above until it is published.
     */
    draft: jsonb().$type<{ title: string; description: string; body: string } | null>(),
  },
  (t) => [
    uniqueIndex().on(t.kind, t.slug),
    index().on(t.kind, t.status, t.publishedAt),
    check('content_pages_kind', sql`${t.kind} in ('article', 'hairstyle', 'service', 'spa', 'legal', 'collection', 'campaign', 'news')`),
    check('content_pages_status', sql`${t.status} in ('draft', 'published', 'archived')`),
    check('content_pages_path', sql`${t.path} ~ '^/[a-z0-9/-]*$'`),
    check('content_pages_published_date', sql`${t.status} <> 'published' or ${t.publishedAt} is not null`),
  ],
);

/** Paths that send the visitor to the external landing host (LANDING_HOST) keeping the same path (spec §2). */
export const contentRedirects = pgTable(
  'content_redirects',
  {
    path: text().primaryKey(),
    note: text(),
    active: boolean().notNull().default(true),
  },
  (t) => [check('content_redirects_path', sql`${t.path} ~ '^/[a-z0-9/_-]+$'`)],
);
