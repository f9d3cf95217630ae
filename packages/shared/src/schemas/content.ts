import { z } from 'zod';

/**
 * Home page content (spec section 3: Banner, Home section, Section list item, Reward, Top stylist,
 * Shop product). Served by `GET /api/v1/content/home` as `{ data: THomeContent }`.
 * Field names are the spec's. Optional fields may be absent or null (database rows carry nulls).
 * Links: a path starting with '/' is a route of the site, anything else opens in a new window.
 */

/** Optional text: absent, null or a string. */
const opt = () => z.string().nullish();

/** Banner add-on; `{ type: 'youtube', videoId }` makes a click open the video modal. */
export const ZBannerAddOn = z.object({
  type: z.string(),
  videoId: z.string().nullish(),
});
export type TBannerAddOn = z.infer<typeof ZBannerAddOn>;

/**
 * Home banner. `link` is the desktop image and `linkMobile` the one below 768 px (falls back to
 * `link`). `isWebsite` false marks a banner meant for the apps only; the site skips it.
 */
export const ZBanner = z.object({
  placementId: z.number().int(),
  isWebsite: z.boolean(),
  link: z.string().min(1),
  /** Mobile image (not in the spec, which names desktop and mobile variants without a field). */
  linkMobile: opt(),
  redirectLink: opt(),
  addOn: ZBannerAddOn.nullish(),
  /** Alternative text of the image (not in the spec; accessibility). */
  title: opt(),
});
export type TBanner = z.infer<typeof ZBanner>;

/** Item of service, blog, media, banner, angels, salon-address and care sections. */
export const ZSectionItem = z.object({
  id: z.union([z.number(), z.string()]).nullish(),
  title: opt(),
  subTitle: opt(),
  linkImage: opt(),
  linkImageMb: opt(),
  redirectLink: opt(),
  eventId: opt(),
  price: opt(),
  oldPrice: opt(),
  priceList: z.array(z.object({ name: z.string(), price: z.string() })).nullish(),
  /** A figure shown with the item, e.g. the number of salons of a city (salonAddress). */
  textNum: opt(),
});
export type TSectionItem = z.infer<typeof ZSectionItem>;

export const ZReward = z.object({
  id: z.number().int(),
  title: z.string(),
  thumbnail: opt(),
});
export type TReward = z.infer<typeof ZReward>;

export const ZTopStylist = z.object({
  stylistId: z.number().int(),
  stylistName: z.string(),
  salonName: opt(),
  image: opt(),
  redirectLink: opt(),
});
export type TTopStylist = z.infer<typeof ZTopStylist>;

/** Shop product; `price` is either a number of VND or a range start `{ from }`. */
export const ZShopProduct = z.object({
  name: z.string(),
  slug: z.string(),
  featuredImage: z.object({ url: z.string() }).nullish(),
  price: z.union([z.number(), z.object({ from: z.number() })]).nullish(),
});
export type TShopProduct = z.infer<typeof ZShopProduct>;

/** Section layouts of the home page, in the spec's words ({product} is 'shine'). */
export const SECTION_ITEM_LAYOUTS = ['service', 'cuocThiCutBanner', 'blog', 'banner', 'media', 'shineAngels', 'salonAddress', 'shineCare'] as const;
export const HOME_LAYOUTS = [...SECTION_ITEM_LAYOUTS, 'shop', 'reward', 'TopStylistOfMonth'] as const;
export type THomeLayout = (typeof HOME_LAYOUTS)[number];

const ZSectionBase = z.object({
  title: opt(),
  subTitle: opt(),
  linkViewAll: opt(),
  textViewAll: opt(),
  /** Picture of the section (desktop) and its mobile variant, with optional text and button inside. */
  banner: opt(),
  bannerMobile: opt(),
  redirectLinkBanner: opt(),
  titleInsideBanner: opt(),
  textInsideBanner: opt(),
  buttonInsideBanner: opt(),
  redirectLinkButton: opt(),
  /** Carousel slides visible at once on desktop / mobile (fractions show a peek of the next). */
  slidePerViewPC: z.number().positive().nullish(),
  slidePerViewMB: z.number().positive().nullish(),
  /** When set, the items show as a static grid of at most this many instead of a carousel. */
  numberPermanent: z.number().int().positive().nullish(),
  order: z.number().int(),
  isHover: z.boolean().nullish(),
  /** Section background colour, '#rrggbb'. */
  bg_custom: opt(),
});

/** A home section; `layout` decides what `list` holds. */
export const ZHomeSection = z.discriminatedUnion('layout', [
  ZSectionBase.extend({ layout: z.enum(SECTION_ITEM_LAYOUTS), list: z.array(ZSectionItem).default([]) }),
  ZSectionBase.extend({ layout: z.literal('shop'), list: z.array(ZShopProduct).default([]) }),
  ZSectionBase.extend({ layout: z.literal('reward'), list: z.array(ZReward).default([]) }),
  ZSectionBase.extend({ layout: z.literal('TopStylistOfMonth'), list: z.array(ZTopStylist).default([]) }),
]);
export type THomeSection = z.infer<typeof ZHomeSection>;

export const ZHomeContent = z.object({
  banners: z.array(ZBanner),
  sections: z.array(ZHomeSection),
});
export type THomeContent = z.infer<typeof ZHomeContent>;
