import { z } from 'zod';
import { BACKOFFICE_ACTIONS } from '../rules/backoffice-policy';
import { MAX_BACKUP_SALONS, MAX_DAY_OFF_DAYS, MAX_SALON_PHOTOS, dayOffDates, youtubeVideoId } from '../rules/salon-media';
import { ZId, ZLang, zText } from './common';
import { ZStaffRole } from './floor';

// The chain's back office (issue 32), under /api/v1/admin/... (OpenAPI tag `backoffice`).

export const ZBackofficeAction = z.enum(BACKOFFICE_ACTIONS);

/** The person of this staff session as the back office sees him: roles, salons, what he may do. */
export const ZAdminMe = z.object({
  id: z.number().int(),
  name: z.string(),
  roles: z.array(ZStaffRole),
  /** The salons his salon actions reach: his salon, his region's, or 'all'. */
  salonIds: z.union([z.array(z.number().int()), z.literal('all')]),
  actions: z.array(ZBackofficeAction),
});
export type TAdminMe = z.infer<typeof ZAdminMe>;

/** An entity's history: `entity` as the audit names it ('service', 'banner', 'salon'…), `entityId` its id. */
export const ZAuditQuery = z.object({
  entity: zText(40).regex(/^[a-zA-Z][a-zA-Z.]*$/),
  entityId: zText(60).min(1),
  lang: ZLang,
});

export const ZAuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  salonId: z.number().int().nullable(),
  /** Who acted; null for the system or a tablet on its own. */
  actor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;
export const ZAuditEntries = z.array(ZAuditEntry);

// ——— Content: the home page's banners and sections, pages and articles ———

/** A site path ('/booking') or an https address; nothing else is a link or an image of the home page. */
const ZHref = zText(500).regex(/^(\/(?!\/)[^\s\\]*|https:\/\/[^\s/\\][^\s\\]*)$/, 'a site path (/…) or an https address');
const ZOptionalHref = z.preprocess((v) => (v === '' ? null : v), ZHref.nullable());
export const ZParamsId = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const ZAdminBanner = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The desktop image, and the one below 768 px (null: the desktop one). */
  link: z.string(),
  linkMobile: z.string().nullable(),
  redirectLink: z.string().nullable(),
  sort: z.number().int(),
  isWebsite: z.boolean(),
});
export type TAdminBanner = z.infer<typeof ZAdminBanner>;
export const ZAdminBannerBody = z.object({
  title: zText(200).min(1),
  link: ZHref,
  linkMobile: ZOptionalHref,
  redirectLink: ZOptionalHref,
  sort: z.number().int().min(0).max(10_000),
  isWebsite: z.boolean(),
});

export const ZAdminHomeSection = z.object({
  id: z.number().int(),
  layout: z.string(),
  title: z.string().nullable(),
  subTitle: z.string().nullable(),
  banner: z.string().nullable(),
  bannerMobile: z.string().nullable(),
  redirectLinkBanner: z.string().nullable(),
  sort: z.number().int(),
  items: z.number().int(),
});
export type TAdminHomeSection = z.infer<typeof ZAdminHomeSection>;
export const ZAdminHomeSectionBody = z.object({
  title: zText(200).nullable(),
  subTitle: zText(300).nullable(),
  banner: ZOptionalHref,
  bannerMobile: ZOptionalHref,
  redirectLinkBanner: ZOptionalHref,
  sort: z.number().int().min(0).max(10_000),
});

export const ZAdminHome = z.object({ banners: z.array(ZAdminBanner), sections: z.array(ZAdminHomeSection) });
export type TAdminHome = z.infer<typeof ZAdminHome>;

export const ZAdminPageSummary = z.object({
  id: z.number().int(),
  path: z.string(),
  kind: z.string(),
  title: z.string(),
  status: z.string(),
  hasDraft: z.boolean(),
  publishedAt: z.string().nullable(),
});
export const ZAdminPages = z.array(ZAdminPageSummary);
export const ZAdminPage = ZAdminPageSummary.extend({
  description: z.string(),
  body: z.string(),
  draft: z.object({ title: z.string(), description: z.string(), body: z.string() }).nullable(),
});
export type TAdminPage = z.infer<typeof ZAdminPage>;
export const ZAdminPageDraftBody = z.object({
  title: zText(200).min(1),
  description: zText(500).min(1),
  body: zText(100_000, { multiline: true }).min(1),
});
/** The draft as the customer will see it: its HTML cleaned by the server's policy for pages. */
export const ZAdminPagePreview = z.object({ path: z.string(), title: z.string(), description: z.string(), html: z.string() });
export type TAdminPagePreview = z.infer<typeof ZAdminPagePreview>;

// ——— Catalogue ———

export const ZAdminService = z.object({
  id: z.number().int(),
  groupId: z.number().int(),
  name: z.string(),
  nameEn: z.string(),
  price: z.number().int(),
  /** The struck price shown beside the price; null for none. */
  oldPrice: z.number().int().nullable(),
  timeServe: z.number().int(),
  discontinued: z.boolean(),
  specialDays: z.array(z.object({ date: z.string(), price: z.number().int() })),
});
export type TAdminService = z.infer<typeof ZAdminService>;
export const ZAdminServices = z.array(ZAdminService);
const ZVnd = z.number().int().min(0).max(100_000_000);
export const ZAdminServiceBody = z
  .object({
    name: zText(120).min(1),
    nameEn: zText(120).min(1),
    price: ZVnd,
    oldPrice: ZVnd.nullable(),
    discontinued: z.boolean(),
  })
  .refine((b) => b.oldPrice === null || b.oldPrice > b.price, { message: 'the struck price is above the price', path: ['oldPrice'] });
export const ZSpecialDayBody = z.object({ date: z.iso.date(), price: ZVnd.nullable() });

// ——— Salons ———

export const ZBookManyPeople = z.enum(['off', 'all', 'notToday']);
export const ZAdminSalon = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  addressNew: z.string().nullable(),
  /** Where the map pin and "salons near you" put it. */
  latitude: z.number(),
  longitude: z.number(),
  /** A future date: "opening soon", bookings from that day. */
  openingDate: z.string().nullable(),
  /** Minutes since local midnight. */
  openMinute: z.number().int(),
  closeMinute: z.number().int(),
  parking: z.boolean(),
  businessClass: z.boolean(),
  bookManyPeople: ZBookManyPeople,
  /** The wizard asks whether he wants a stylist's advice (spec: selectConsultation). */
  selectConsultation: z.boolean(),
  /** The coming days off, each with the salons the closed-salon popup offers instead (none: the nearest open). */
  daysOff: z.array(z.object({ date: z.string(), message: z.string(), backupSalonIds: z.array(z.number().int()) })),
  /** The gallery's pictures in order (the gallery's size); the first becomes the card's picture when it changes. */
  photos: z.array(z.string()),
  /** The salon card's picture as customers see it now (`images[0]`). */
  cardPicture: z.string().nullable(),
  /** The gallery's video, played first: an uploaded MP4's address or a YouTube video's id. */
  video: z.string().nullable(),
  /** The salons a day off may name as backups: the nearest of the chain, nearest first. */
  backupCandidates: z.array(z.object({ id: z.number().int(), name: z.string(), distance: z.number() })),
});
export type TAdminSalon = z.infer<typeof ZAdminSalon>;
export const ZAdminSalons = z.array(ZAdminSalon.pick({ id: true, name: true, address: true, bookManyPeople: true }));
export const ZAdminSalonBody = z
  .object({
    name: zText(120).min(1),
    address: zText(300).min(1),
    addressNew: zText(300).nullable(),
    // Within Việt Nam's mainland and islands: a swapped pair or a typo is refused, not put at sea.
    latitude: z.number().min(8).max(24),
    longitude: z.number().min(102).max(118),
    openingDate: z.iso.date().nullable(),
    openMinute: z.number().int().min(0).max(1439),
    closeMinute: z.number().int().min(1).max(1440),
    parking: z.boolean(),
    businessClass: z.boolean(),
    bookManyPeople: ZBookManyPeople,
    selectConsultation: z.boolean(),
  })
  .refine((b) => b.openMinute < b.closeMinute, { message: 'the salon opens before it closes', path: ['closeMinute'] });
/**
 * Days off from `from` to `to` (one day when `to` is left out) with the message customers read and the backup
 * salons their popup offers, or `off: false` to open those days again.
 */
export const ZSalonDayOffBody = z
  .object({
    from: z.iso.date(),
    to: z.iso.date().optional(),
    off: z.boolean(),
    message: zText(300).default(''),
    backupSalonIds: z
      .array(ZId)
      .max(MAX_BACKUP_SALONS)
      .refine((ids) => new Set(ids).size === ids.length, { message: 'a salon is named twice' })
      .default([]),
  })
  .refine((b) => dayOffDates(b.from, b.to ?? b.from) !== null, { message: `from ≤ to, at most ${MAX_DAY_OFF_DAYS} days`, path: ['to'] });
export type TSalonDayOffBody = z.infer<typeof ZSalonDayOffBody>;
/** The gallery's photos in their new order; a photo left out is removed (its files too). */
export const ZSalonPhotosBody = z.object({ photos: z.array(zText(300).min(1)).max(MAX_SALON_PHOTOS) });
/** The gallery's video as a YouTube link or id (stored as the id), or null to remove the video. */
export const ZSalonVideoBody = z.object({
  link: zText(300)
    .nullable()
    .refine((link) => link === null || youtubeVideoId(link) !== null, { message: 'admin.salon.videoLink' }),
});

// ——— Inboxes ———

export const ZConnectStatus = z.enum(['new', 'contacted', 'closed']);
export const ZAdminConnectRequest = z.object({
  id: z.number().int(),
  reference: z.string(),
  kind: z.enum(['franchise', 'partner']),
  status: ZConnectStatus,
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  summary: z.string(),
  notes: z.string().nullable(),
  assigneeId: z.number().int().nullable(),
  createdAt: z.string(),
});
export const ZAdminConnectRequests = z.array(ZAdminConnectRequest);
export const ZConnectRequestBody = z.object({
  status: ZConnectStatus,
  notes: zText(2000, { multiline: true }).nullable(),
  assigneeId: z.number().int().positive().nullable(),
});

export const ZAdminApplication = z.object({
  id: z.number().int(),
  reference: z.string(),
  jobId: z.number().int(),
  jobTitle: z.string(),
  status: ZConnectStatus,
  name: z.string(),
  phone: z.string(),
  experience: z.string(),
  hasCv: z.boolean(),
  createdAt: z.string(),
});
export const ZAdminApplications = z.array(ZAdminApplication);
export const ZApplicationBody = z.object({ status: ZConnectStatus });

export const ZAdminRating = z.object({
  id: z.number().int(),
  bookingId: z.number().int(),
  salonId: z.number().int(),
  stars: z.number().int(),
  comment: z.string(),
  answer: z.string().nullable(),
  createdAt: z.string(),
});
export const ZAdminRatings = z.array(ZAdminRating);
export const ZRatingAnswerBody = z.object({ answer: zText(1000, { multiline: true }).min(1) });
export const ZSalonQuery = z.object({ salonId: z.coerce.number().int().positive().max(2_147_483_647).optional(), lang: ZLang });
