import { z } from 'zod';
import { ZDateBook, ZId, ZIdList, ZIdOrZero, ZLang, ZOptionalPhone, ZPhone, zText } from './common';

/**
 * Campaigns (vouchers) of spec §3 "Campaign" for the voucher screens (steps 4 and 5), promo codes and
 * pricing. Dates for display are DD/MM/YYYY. `message` says why a campaign cannot be used (null when valid).
 */

export const ZCampaignListQuery = z.object({
  /** Ids of the campaigns chosen now (marked `selected`). */
  campaignUsing: ZIdList.default([]),
  /** Booking phone: tab '2' is filled only when the caller is logged in as this phone. */
  phone: ZOptionalPhone,
  salonId: ZId,
  /** Chosen service ids, comma separated. */
  services: ZIdList.default([]),
  /** Booking date DD-MM-YYYY (special-day prices); default today at the salon. */
  dateBook: ZDateBook.optional(),
  lang: ZLang,
});

export const ZCampaignItem = z.object({
  campaignId: z.number(),
  /** In the language asked for (`lang`). */
  name: z.string(),
  /** Both names whatever the language asked for: the booking keeps them to show its summary in any language. */
  nameVi: z.string().optional(),
  nameEn: z.string().optional(),
  image: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** End date, DD/MM/YYYY. */
  expire: z.string(),
  /** Can be checked now: right salon, conditions met, uses left. */
  valid: z.boolean(),
  /** The chosen services meet the campaign's conditions. */
  validCondition: z.boolean(),
  message: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  selected: z.boolean(),
  /** VND the campaign takes off the chosen services (0 when not valid). */
  discount: z.number(),
});
export type TCampaignItem = z.infer<typeof ZCampaignItem>;

export const ZCampaignList = z.object({
  /** Tab '1': public campaigns of the salon. */
  salon: z.array(ZCampaignItem),
  /** Tab '2': the logged-in customer's own vouchers. */
  customer: z.array(ZCampaignItem),
  /** The valid campaign with the biggest discount. */
  best: ZCampaignItem.nullable(),
});
export type TCampaignList = z.infer<typeof ZCampaignList>;

export const ZRewardDetailQuery = z.object({
  campaignId: ZId,
  salonId: ZIdOrZero.default(0),
  services: ZIdList.default([]),
  dateBook: ZDateBook.optional(),
  lang: ZLang,
});

export const ZCampaignService = z.object({
  id: z.number(),
  name: z.string(),
  /** Price with the campaign's benefit (for serviceApplies) or the price (for serviceConditions). */
  price: z.string(),
  originPrice: z.string(),
  priceNum: z.number(),
  originPriceNum: z.number(),
  description: z.string().nullable(),
  serviceImage: z.string().nullable(),
  selected: z.boolean(),
});
export type TCampaignService = z.infer<typeof ZCampaignService>;

export const ZCampaignDetail = ZCampaignItem.omit({ selected: true, discount: true }).extend({
  /** 'Từ 01/11/2026 đến 31/12/2026'. */
  validity: z.string(),
  /** Uses left for the logged-in customer; null when anonymous or unlimited. */
  remainUsage: z.number().nullable(),
  paymentMethod: z.string(),
  /** Empty with allSalons true: valid at every salon. */
  salonApplies: z.array(z.object({ salonId: z.number(), name: z.string() })),
  allSalons: z.boolean(),
  /** Sanitised HTML. */
  condition: z.string(),
  effect: z.string(),
  serviceConditions: z.array(ZCampaignService),
  serviceApplies: z.array(ZCampaignService),
  /** Always empty: codes are never disclosed. */
  codes: z.array(z.string()),
  /** 'Chọn ưu đãi' enabled: a related service is selected, or none is listed. */
  canChoose: z.boolean(),
});
export type TCampaignDetail = z.infer<typeof ZCampaignDetail>;

/** A code typed on the voucher step: it is claimed only when the caller is logged in as the booking phone (spec §6). */
export const ZPostCodeBody = z.object({ code: zText(50).min(1), phone: ZPhone, lang: ZLang });
export type TPostCodeBody = z.input<typeof ZPostCodeBody>;

export const ZPostCodeResult = z.object({ campaignId: z.number() });
export type TPostCodeResult = z.infer<typeof ZPostCodeResult>;

const ZOptionalCampaignId = z.preprocess((v) => (v === '' || v === 0 || v === '0' ? null : v), z.union([ZId, z.null()]).default(null));

export const ZPriceBody = z.object({
  salonId: ZId,
  dateBook: ZDateBook,
  services: ZIdList,
  campaignId: ZOptionalCampaignId,
  lang: ZLang,
});
export type TPriceBody = z.input<typeof ZPriceBody>;

export const ZPriceResult = z.object({
  oldTotal: z.number(),
  newTotal: z.number(),
  discount: z.number(),
  campaignId: z.number().nullable(),
  lines: z.array(z.object({ serviceId: z.number(), price: z.number(), newPrice: z.number() })),
});
export type TPriceResult = z.infer<typeof ZPriceResult>;
