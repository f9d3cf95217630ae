import { z } from 'zod';
import { CONTENT_KINDS } from '../rules/content-sections';
import { ZLang } from './common';

/**
 * The content store (issue 12): editorial pages with a public path. The API hands out the body as
 * sanitised HTML; lists carry summaries only.
 */
export { CONTENT_KINDS };
export const ZContentKind = z.enum(CONTENT_KINDS);
export type TContentKind = z.infer<typeof ZContentKind>;

/** A site path: lower-case letters, digits, '-' and '/' only, at most 200 characters. */
export const ZContentPath = z
  .string()
  .max(200, 'path is at most 200 characters')
  .regex(/^\/[a-z0-9/-]*$/, 'path must start with / and hold only a-z, 0-9, - and /');

export const ZContentSummary = z.object({
  path: z.string(),
  slug: z.string(),
  kind: ZContentKind,
  topic: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  coverPc: z.string().nullable(),
  coverMb: z.string().nullable(),
  tags: z.array(z.string()),
  publishedAt: z.string().nullable(),
});
export type TContentSummary = z.infer<typeof ZContentSummary>;

/** Where a news story first ran in the press: the outlet's name, its mark (no words in it) and, only where one really exists, the original's address. */
export const ZNewsSource = z.object({ name: z.string(), logo: z.string().nullable(), url: z.string().nullable() });
export type TNewsSource = z.infer<typeof ZNewsSource>;

export const ZContentPage = ZContentSummary.extend({
  /** Sanitised HTML of the Markdown body. */
  html: z.string(),
  updatedAt: z.string().nullable(),
  /** Reading time in minutes (about 200 words a minute). */
  readingMinutes: z.number().int().positive(),
  related: z.array(ZContentSummary),
  /** The breadcrumb trail above the title: home first, the page itself last. */
  breadcrumbs: z.array(z.object({ name: z.string(), path: z.string() })),
  /** A news article's press outlet; null for every other page and for the chain's own news. */
  source: ZNewsSource.nullable(),
});
export type TContentPage = z.infer<typeof ZContentPage>;

/** `lang=en`: the page's English text where it has one (the top-up terms), else the Vietnamese. */
export const ZContentPageQuery = z.object({ path: ZContentPath, lang: ZLang });

export const ZContentListQuery = z.object({
  kind: z.preprocess((v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v), z.array(ZContentKind).min(1).max(CONTENT_KINDS.length)),
  topic: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/, 'topic holds only a-z, 0-9 and -')
    .optional(),
});
export type TContentListQuery = z.input<typeof ZContentListQuery>;

/** A card of the news page: `link` is the article's own page on this site; `source` names the press outlet where the story first ran (null for our own news), `logoBlog` is its mark. */
export const ZNewsArticle = z.object({
  id: z.number(),
  img: z.string(),
  title: z.string(),
  logoBlog: z.string().nullable(),
  link: z.string(),
  source: z.string().nullable(),
  sourceUrl: z.string().nullable(),
});
export type TNewsArticle = z.infer<typeof ZNewsArticle>;

export { CONTENT_SECTIONS, HAIRSTYLE_TOPICS, LISTED_KINDS, NEWS_SECTION, sectionOf, type TListedKind } from '../rules/content-sections';
