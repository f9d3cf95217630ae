import { z } from 'zod';
import { ZId, ZInt4, ZLang, zText } from './common';

// The back office's games and lookbooks (issue 32, part 4), OpenAPI tag `backoffice`: Style Master moderation
// (/api/v1/admin/style-master/posts), the contest (/api/v1/admin/contests), collections and lookbooks
// (/api/v1/admin/collections).

const ZInstant = z.iso.datetime({ offset: true });

// ——— Style Master moderation ———

export const POST_STATUSES = ['pending', 'shown', 'hidden'] as const;
export type TPostStatus = (typeof POST_STATUSES)[number];

export const ZAdminPostQuery = z.object({
  /** Only the posts in this state (absent: every post). */
  status: z.enum(POST_STATUSES).optional(),
  pageIndex: ZInt4.min(1).max(1000).default(1),
  pageSize: ZInt4.min(1).max(100).default(20),
  lang: ZLang,
});
export type TAdminPostQuery = z.infer<typeof ZAdminPostQuery>;

export const ZAdminPost = z.object({
  id: z.number().int(),
  title: z.string(),
  image: z.string(),
  createdAt: z.string(),
  likes: z.number().int(),
  status: z.enum(POST_STATUSES),
  /** Why it was last shown or hidden; null before any moderation. */
  moderationReason: z.string().nullable(),
  moderatedAt: z.string().nullable(),
  stylist: z.object({ staffId: z.number().int(), staffName: z.string(), salonName: z.string() }),
});
export type TAdminPost = z.infer<typeof ZAdminPost>;

/** Posts newest first, a page of them, and how many posts each state holds. */
export const ZAdminPostPage = z.object({
  items: z.array(ZAdminPost),
  total: z.number().int(),
  pageIndex: z.number().int(),
  pageSize: z.number().int(),
  counts: z.object({ pending: z.number().int(), shown: z.number().int(), hidden: z.number().int() }),
});
export type TAdminPostPage = z.infer<typeof ZAdminPostPage>;

export const ZModeratePostBody = z.object({
  /** 'hidden' takes it off every customer list and the contest's leaderboard; 'shown' puts it back. */
  status: z.enum(['shown', 'hidden']),
  /** Why: kept with the post and in its history. */
  reason: zText(300).min(3, 'reason must be at least 3 characters'),
  lang: ZLang,
});
export type TModeratePostBody = z.infer<typeof ZModeratePostBody>;

// ——— The contest ———

export const ZAdminContestPrize = z.object({
  rank: z.number().int().min(1).max(50),
  label: zText(200).min(1),
  labelEn: zText(200).min(1),
  /** Prize value in VND. */
  value: z.number().int().min(0).max(1_000_000_000),
});

/** One rule line; HTML (paragraph-level emphasis and links) cleaned by the server's `campaignBody` policy. */
const ZRuleLine = zText(1000).min(1);

export const ZContestBody = z
  .object({
    title: zText(200).min(1),
    titleEn: zText(200).min(1),
    summary: zText(1000).min(1),
    summaryEn: zText(1000).min(1),
    rules: z.array(ZRuleLine).min(1).max(30),
    rulesEn: z.array(ZRuleLine).min(1).max(30),
    prizes: z.array(ZAdminContestPrize).min(1).max(20),
    /** The period: posts published inside it compete; votes count until it ends. */
    startsAt: ZInstant,
    endsAt: ZInstant,
    lang: ZLang,
  })
  .refine((b) => Date.parse(b.endsAt) > Date.parse(b.startsAt), { message: 'endsAt must be after startsAt', path: ['endsAt'] })
  .refine((b) => new Set(b.prizes.map((p) => p.rank)).size === b.prizes.length, { message: 'each prize needs its own rank', path: ['prizes'] });
/** A contest's period, texts, rules and prizes: the body of both its creation (POST, same checks) and its changes (PUT). */
export type TContestBody = z.infer<typeof ZContestBody>;

export const ZAdminContest = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  titleEn: z.string(),
  summary: z.string(),
  summaryEn: z.string(),
  rules: z.array(z.string()),
  rulesEn: z.array(z.string()),
  prizes: z.array(z.object({ rank: z.number().int(), label: z.string(), labelEn: z.string(), value: z.number().int() })),
  image: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
});
export type TAdminContest = z.infer<typeof ZAdminContest>;

// ——— Collections and lookbooks ———

export const COLLECTION_KINDS = ['collection', 'shine', 'lookbook'] as const;
const ZSlug = zText(80).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'slug: lower-case letters, digits and single hyphens');
/** A picture of this site ('/images/...'), never another host's. */
const ZSitePicture = zText(300).regex(/^\/(?!\/)[^\s\\]+$/, 'a picture of this site (/…)');

export const ZCollectionBody = z.object({
  slug: ZSlug,
  kind: z.enum(COLLECTION_KINDS),
  title: zText(160).min(1),
  titleEn: zText(160).min(1),
  description: zText(2000, { multiline: true }),
  descriptionEn: zText(2000, { multiline: true }),
  coverPc: ZSitePicture,
  coverMb: ZSitePicture,
  /** Place among the collections (smaller first). */
  sort: z.number().int().min(0).max(10_000),
  published: z.boolean(),
  /** Its hairstyles' ids in the order the page shows them: exactly the collection's own (empty for a new one). */
  itemOrder: z.array(ZId).max(200).default([]),
  lang: ZLang,
});
export type TCollectionBody = z.infer<typeof ZCollectionBody>;

export const ZAdminCollection = z.object({
  id: z.number().int(),
  slug: z.string(),
  kind: z.enum(COLLECTION_KINDS),
  title: z.string(),
  titleEn: z.string(),
  description: z.string(),
  descriptionEn: z.string(),
  coverPc: z.string(),
  coverMb: z.string(),
  sort: z.number().int(),
  published: z.boolean(),
  items: z.array(z.object({ id: z.number().int(), name: z.string(), imagePc: z.string(), sort: z.number().int() })),
});
export type TAdminCollection = z.infer<typeof ZAdminCollection>;

export const ZGamesParams = z.object({ id: ZId });

/** A hairstyle added to a collection (at the end of its order): its texts in both languages, pictures and the service that makes it. */
export const ZCollectionStyleBody = z.object({
  name: zText(160).min(1),
  nameEn: zText(160).min(1),
  description: zText(2000, { multiline: true }),
  descriptionEn: zText(2000, { multiline: true }),
  /** Who it suits (face shapes, hair types). */
  suits: zText(300),
  suitsEn: zText(300),
  /** The service its booking link chooses. */
  serviceId: ZId,
  imagePc: ZSitePicture,
  /** The picture below 768 px (absent: the computer's one). */
  imageMb: ZSitePicture.optional(),
  lang: ZLang,
});
export type TCollectionStyleBody = z.infer<typeof ZCollectionStyleBody>;

export const ZCollectionStyleParams = z.object({ id: ZId, styleId: ZId });

/** What a style's form picks from: the services a booking link may choose. */
export const ZCollectionStyleChoices = z.object({ services: z.array(z.object({ id: z.number().int(), name: z.string() })) });
