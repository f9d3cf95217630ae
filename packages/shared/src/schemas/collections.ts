import { z } from 'zod';
import { SERVICE_PAGE_KINDS } from '../rules/constants';
import { ZServiceCategory } from './catalog';
import { ZId, ZInt4, ZLang } from './common';

/**
 * Catalogue pages (/service, /up-service, /shine-care), hairstyle collections (/collection,
 * /collections/{slug}, /shine-collection/*, /lookbook) and the discover feed (/discover, /discovers/{id}).
 * Pictures come in pairs: `imagePc`, and `imageMb` for widths below 768 px (spec §2).
 */

export const ZServicePageKind = z.enum(SERVICE_PAGE_KINDS);
export type TServicePageKind = z.infer<typeof ZServicePageKind>;

export const ZServicePageQuery = z.object({ lang: ZLang });

/** A catalogue page: its heading, description and intro, then the services grouped as in the booking picker. */
export const ZServicePage = z.object({
  kind: ZServicePageKind,
  title: z.string(),
  description: z.string(),
  intro: z.array(z.string()),
  categories: z.array(ZServiceCategory),
});
export type TServicePage = z.infer<typeof ZServicePage>;

export const ZCollectionKind = z.enum(['collection', 'shine', 'lookbook']);

/** Lower-case words joined by '-', as the addresses of collections are written. */
export const ZCollectionSlug = z
  .string()
  .trim()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'slug must be lower-case words joined by -');

export const ZCollectionCard = z.object({
  slug: z.string(),
  kind: ZCollectionKind,
  /** The collection's own address: /collections/{slug} or /shine-collection/{slug}. */
  path: z.string(),
  title: z.string(),
  description: z.string(),
  coverPc: z.string(),
  coverMb: z.string(),
  styleCount: z.number(),
});
export type TCollectionCard = z.infer<typeof ZCollectionCard>;

/** The service a hairstyle is made with; null when it is no longer on sale (the style is still shown). */
export const ZStyleService = z.object({ serviceId: z.number(), name: z.string(), price: z.string(), timeServe: z.number() });

export const ZHairstyle = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  suits: z.string(),
  imagePc: z.string(),
  imageMb: z.string(),
  service: ZStyleService.nullable(),
});
export type THairstyle = z.infer<typeof ZHairstyle>;

export const ZCollectionDetail = ZCollectionCard.extend({ styles: z.array(ZHairstyle) });
export type TCollectionDetail = z.infer<typeof ZCollectionDetail>;

export const ZCollectionListQuery = z.object({ lang: ZLang, kind: ZCollectionKind.optional() });
export const ZCollectionParams = z.object({ slug: ZCollectionSlug });

/** A hairstyle offered as a reference photo in the booking extension step. */
export const ZReferenceStyle = z.object({ id: z.number(), name: z.string(), collection: z.string(), url: z.string() });
export type TReferenceStyle = z.infer<typeof ZReferenceStyle>;

export const DISCOVER_PAGE_SIZE = 12;

export const ZDiscoverTopic = z.enum(['hairstyle', 'grooming']);

export const ZDiscoverCard = z.object({
  id: z.number(),
  topic: ZDiscoverTopic,
  title: z.string(),
  summary: z.string(),
  imagePc: z.string(),
  imageMb: z.string(),
  /** ISO instant. */
  publishedAt: z.string(),
  likeCount: z.number(),
  /** The logged-in customer likes it (always false without login). */
  liked: z.boolean(),
});
export type TDiscoverCard = z.infer<typeof ZDiscoverCard>;

export const ZDiscoverFeedQuery = z.object({
  page: ZInt4.min(1).max(1000).default(1),
  topic: ZDiscoverTopic.optional(),
});

export const ZDiscoverFeed = z.object({
  items: z.array(ZDiscoverCard),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
});
export type TDiscoverFeed = z.infer<typeof ZDiscoverFeed>;

export const ZDiscoverPost = ZDiscoverCard.extend({
  body: z.array(z.string()),
  hairstyle: ZHairstyle.nullable(),
  /** The service to book for this look (the hairstyle's, or the post's own). */
  service: ZStyleService.nullable(),
  related: z.array(ZDiscoverCard),
});
export type TDiscoverPost = z.infer<typeof ZDiscoverPost>;

export const ZDiscoverParams = z.object({ id: ZId });

export const ZLikeResult = z.object({ postId: z.number(), liked: z.boolean(), likeCount: z.number() });
export type TLikeResult = z.infer<typeof ZLikeResult>;

export { SERVICE_PAGE_KINDS };
