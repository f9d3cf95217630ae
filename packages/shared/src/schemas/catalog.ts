import { z } from 'zod';
import { ZId, ZIdOrZero, ZLang, ZOptionalPhone } from './common';

/**
 * The service catalogue (spec §3 Service, Service detail, Service list response, Suggest rule) as served by
 * `GET /api/v1/booking/service-list-v5` and `GET /api/v1/booking/service-detail-v3`.
 * Money: `price`/`oldPrice` are display strings ('100.000 VNĐ'), `priceNum`/`oldPriceNum` the amounts.
 */

/** A special-day price of the next 14 days: date DD-MM-YYYY. */
export const ZSpecialDayPrice = z.object({ date: z.string(), price: z.number() });

export const ZService = z.object({
  serviceId: z.number(),
  groupId: z.number(),
  /** Set on an add-on: the service it goes with. */
  parentServiceId: z.number().nullable(),
  /** In the language asked for (`lang`). */
  name: z.string(),
  /** Both names whatever the language asked for: the booking keeps them to show its summary in any language. */
  nameVi: z.string().optional(),
  nameEn: z.string().optional(),
  subtitle: z.string().nullable(),
  description: z.string().nullable(),
  /** Minutes. */
  timeServe: z.number(),
  price: z.string(),
  oldPrice: z.string().nullable(),
  priceNum: z.number(),
  oldPriceNum: z.number().nullable(),
  versionName: z.string().nullable(),
  tags: z.array(z.string()),
  categoryId: z.number(),
  /** 1 when the customer's phone has a completed booking with this service. */
  used: z.union([z.literal(0), z.literal(1)]),
  hasDetail: z.boolean(),
  serviceImage: z.string().nullable(),
  serviceVideo: z.string().nullable(),
  isDefaultService: z.boolean(),
  hasSpecial: z.boolean(),
  priceSpecialDay: z.array(ZSpecialDayPrice),
  type: z.number(),
});
export type TService = z.infer<typeof ZService>;

export const ZServiceGroup = z.object({
  groupId: z.number(),
  groupName: z.string(),
  /** The group opens the service detail screen (step 3). */
  hasDetail: z.boolean(),
  services: z.array(ZService),
});
export type TServiceGroup = z.infer<typeof ZServiceGroup>;

export const ZServiceCategory = z.object({
  categoryId: z.number(),
  order: z.number(),
  categoryName: z.string(),
  /** Matched by quoted search words and chips. */
  title: z.string(),
  displaySuggest: z.boolean(),
  /** Listed under the collapsible 'Other services'. */
  isOther: z.boolean(),
  serviceGroups: z.array(ZServiceGroup),
});
export type TServiceCategory = z.infer<typeof ZServiceCategory>;

/** Spec §3 rulesSpecialDay: the service is served at its special-day price on `date` (DD-MM-YYYY). */
export const ZRuleSpecialDay = z.object({
  serviceId: z.number(),
  serviceSpecial: z.number(),
  serviceStylist: z.number().nullable(),
  serviceSpecialStylist: z.number().nullable(),
  stylistLevelId: z.number().nullable(),
  date: z.string(),
  price: z.number(),
});

/** Step guides; step 5 items are 'regex@@@message'. */
export const ZGuideScreen = z.object({ step: z.number(), guide: z.array(z.string()) });

export const ZSuggestRule = z.object({
  ruleType: z.enum(['equals', 'regex', 'default']),
  serviceSelected: z.string(),
  listService: z.array(z.number()),
  /** HTML title of the popup, cleaned by the API (inline emphasis only). */
  title: z.string(),
  image: z.string().nullable(),
});
export type TSuggestRule = z.infer<typeof ZSuggestRule>;

export const ZServiceListQuery = z.object({
  /** 0 or absent before a salon is chosen ("today" is then the chain's default zone). */
  salonId: ZIdOrZero.default(0),
  customerPhone: ZOptionalPhone,
  lang: ZLang,
});

export const ZServiceListResponse = z.object({
  data: z.array(ZServiceCategory),
  ruleShowBookings: z.object({ showUsed: z.boolean() }),
  rulesSpecialDay: z.array(ZRuleSpecialDay),
  guideScreens: z.array(ZGuideScreen),
  suggestRules: z.array(ZSuggestRule),
});
export type TServiceListResponse = z.infer<typeof ZServiceListResponse>;

export const ZServiceDetailQuery = z.object({
  salonId: ZIdOrZero.default(0),
  groupId: ZId,
  /** Sent by the client (spec §6); no effect on the detail is specified. */
  memberType: z.coerce.number().int().min(0).max(9).optional(),
  lang: ZLang,
});

export const ZServiceBanner = z.object({ type: z.enum(['image', 'video', 'clip']), link: z.string() });

export const ZServiceAddOn = z.object({
  serviceId: z.number(),
  title: z.string(),
  subtitle: z.string().nullable(),
  priceNum: z.number(),
  parentServiceId: z.number(),
});
export type TServiceAddOn = z.infer<typeof ZServiceAddOn>;

export const ZServiceDetail = z.object({
  groupId: z.number(),
  title: z.string(),
  titleContent: z.string(),
  tags: z.array(z.string()),
  banners: z.array(ZServiceBanner),
  /** The versions (choose 1). */
  services: z.array(ZService),
  /** Optional extras of the versions (multiple). */
  addOns: z.array(ZServiceAddOn),
  upsaleServices: z.array(ZService),
  categoryId: z.number(),
});
export type TServiceDetail = z.infer<typeof ZServiceDetail>;
