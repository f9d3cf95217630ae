import { z } from 'zod';
import { MAX_RULE_POINTS, MAX_SPINS_PER_STEP, POINTS_RULE_KINDS, QUEST_KINDS } from '../rules/loyalty-rules';
import { ZId, ZLang, zText } from './common';

// The back office's offers (issue 32): golden hours, campaigns and their codes, wheels, under /api/v1/admin/offers (OpenAPI tag `backoffice`).

const ZInstant = z.iso.datetime({ offset: true });
const ZVnd = z.number().int().min(0).max(100_000_000);

export const ZGoldenHourBody = z
  .object({
    title: zText(120).min(1),
    titleEn: zText(120).min(1),
    description: zText(1000).min(1),
    image: zText(300).min(1),
    /** The campaign whose voucher each claim gives. */
    campaignId: ZId,
    opensAt: ZInstant,
    closesAt: ZInstant,
    /** How many vouchers the hour gives away. */
    quantity: z.number().int().min(1).max(10_000),
    oldPrice: ZVnd,
    dealPrice: ZVnd,
    lang: ZLang,
  })
  .refine((b) => Date.parse(b.closesAt) > Date.parse(b.opensAt), { message: 'closesAt must be after opensAt', path: ['closesAt'] })
  .refine((b) => b.dealPrice <= b.oldPrice, { message: 'dealPrice must not exceed oldPrice', path: ['dealPrice'] });
export type TGoldenHourBody = z.infer<typeof ZGoldenHourBody>;

export const ZAdminGoldenHour = z.object({
  id: z.number().int(),
  title: z.string(),
  campaignId: z.number().int(),
  opensAt: z.string(),
  closesAt: z.string(),
  quantity: z.number().int(),
  claimed: z.number().int(),
  oldPrice: z.number().int(),
  dealPrice: z.number().int(),
  titleEn: z.string(),
  description: z.string(),
  image: z.string(),
  /** For the server's clock: not open yet, claimable now, or over (ended or stopped). */
  status: z.enum(['upcoming', 'running', 'past']),
});
export type TAdminGoldenHour = z.infer<typeof ZAdminGoldenHour>;

export const ZOfferParams = z.object({ id: ZId });

// Campaigns and their voucher codes.

const ZServiceIds = z.array(ZId).max(200);
export const ZCampaignBody = z
  .object({
    name: zText(160).min(1),
    nameEn: zText(160).nullable(),
    /** Benefit and conditions: HTML, sanitised when served. */
    effect: zText(4000, { multiline: true }).min(1),
    condition: zText(4000, { multiline: true }).min(1),
    startDate: z.iso.date(),
    endDate: z.iso.date(),
    discountType: z.enum(['percent', 'amount', 'fixed_price']),
    discountValue: z.number().int().min(0).max(100_000_000),
    minTotal: ZVnd,
    /** Uses per customer; null = unlimited. */
    usagePerCustomer: z.number().int().min(1).max(1000).nullable(),
    isPublic: z.boolean(),
    active: z.boolean(),
    /** Salons where it is valid; empty = every salon. */
    salonIds: z.array(ZId).max(500),
    /** One of these services must be chosen (empty = none needed). */
    conditionServiceIds: ZServiceIds,
    /** The services the benefit applies to (empty = the whole order). */
    applyServiceIds: ZServiceIds,
    lang: ZLang,
  })
  .refine((b) => b.endDate >= b.startDate, { message: 'endDate must not be before startDate', path: ['endDate'] })
  .refine((b) => b.discountType !== 'percent' || b.discountValue <= 100, { message: 'a percent discount is at most 100', path: ['discountValue'] });
export type TCampaignBody = z.infer<typeof ZCampaignBody>;

export const ZAdminCampaign = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEn: z.string().nullable(),
  effect: z.string(),
  condition: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  discountType: z.enum(['percent', 'amount', 'fixed_price']),
  discountValue: z.number().int(),
  minTotal: z.number().int(),
  usagePerCustomer: z.number().int().nullable(),
  isPublic: z.boolean(),
  active: z.boolean(),
  salonIds: z.array(z.number().int()),
  conditionServiceIds: z.array(z.number().int()),
  applyServiceIds: z.array(z.number().int()),
  /** How many voucher codes it has. */
  codes: z.number().int(),
  /** Its picture (the voucher's banner and thumbnail), null for none. */
  image: z.string().nullable(),
});
export type TAdminCampaign = z.infer<typeof ZAdminCampaign>;

export const ZVoucherBatchBody = z.object({
  /** How many codes to generate (each unique, made by the server). */
  count: z.number().int().min(1).max(500),
  /** Claims each code allows; null = unlimited. */
  maxClaims: z.number().int().min(1).max(100_000).nullable().default(1),
  lang: ZLang,
});
export type TVoucherBatchBody = z.infer<typeof ZVoucherBatchBody>;

export const ZVoucherCode = z.object({ id: z.number().int(), code: z.string(), maxClaims: z.number().int().nullable(), claimed: z.number().int() });
export type TVoucherCode = z.infer<typeof ZVoucherCode>;

// Wheels: each prize's weight and stock.

export const ZAdminWheelPrize = z.object({
  id: z.number().int(),
  name: z.string(),
  weight: z.number().int(),
  /** null = unlimited (always so for the consolation prize). */
  stock: z.number().int().nullable(),
  awarded: z.number().int(),
  isConsolation: z.boolean(),
});
export const ZAdminWheel = z.object({ id: z.number().int(), name: z.string(), startDate: z.string(), endDate: z.string(), prizes: z.array(ZAdminWheelPrize) });
export type TAdminWheel = z.infer<typeof ZAdminWheel>;

/** Prizes left out keep their numbers; the server refuses weights of the whole wheel adding up to 0. */
export const ZWheelPrizesBody = z.object({
  prizes: z
    .array(
      z.object({
        id: ZId,
        weight: z.number().int().min(0).max(1_000_000),
        stock: z.number().int().min(0, 'stock must not be negative').max(10_000_000).nullable(),
      }),
    )
    .min(1)
    .max(50),
  lang: ZLang,
});
export type TWheelPrizesBody = z.infer<typeof ZWheelPrizesBody>;

/** What a campaign's salons and services are picked from (names for the screens of marketing). */
export const ZOfferChoices = z.object({
  salons: z.array(z.object({ id: z.number().int(), name: z.string() })),
  services: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type TOfferChoices = z.infer<typeof ZOfferChoices>;

// Quests and points rules (marketing): the quests that earn spins of the lucky wheel, the points a paid visit and a rating earn.

export const ZQuestRuleParams = z.object({ key: z.enum(QUEST_KINDS) });
export const ZAdminQuestRule = z.object({
  key: z.enum(QUEST_KINDS),
  active: z.boolean(),
  spinsPerStep: z.number().int(),
  repeatable: z.boolean(),
  /** Whether this kind has one step per visit (only such a quest can be made repeatable). */
  canRepeat: z.boolean(),
  title: z.string(),
  titleEn: z.string(),
  description: z.string(),
  descriptionEn: z.string(),
  sort: z.number().int(),
});
export type TAdminQuestRule = z.infer<typeof ZAdminQuestRule>;

export const ZQuestRuleBody = z.object({
  active: z.boolean(),
  spinsPerStep: z.number().int().min(1).max(MAX_SPINS_PER_STEP),
  repeatable: z.boolean(),
  title: zText(80).min(1),
  titleEn: zText(80).min(1),
  description: zText(200),
  descriptionEn: zText(200),
  sort: z.number().int().min(0).max(1000),
  lang: ZLang,
});
export type TQuestRuleBody = z.infer<typeof ZQuestRuleBody>;

export const ZPointsRuleParams = z.object({ kind: z.enum(POINTS_RULE_KINDS) });
export const ZAdminPointsRule = z.object({
  kind: z.enum(POINTS_RULE_KINDS),
  /** paid_visit: points per 10,000 ₫ paid; rated_visit: points per rating. 0 = off. */
  points: z.number().int(),
  active: z.boolean(),
  /** Local dates (YYYY-MM-DD), both included; null = open. */
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  /** Whether it gives points today. */
  inForce: z.boolean(),
});
export type TAdminPointsRule = z.infer<typeof ZAdminPointsRule>;

export const ZPointsRuleBody = z
  .object({
    points: z.number().int().min(0).max(MAX_RULE_POINTS),
    active: z.boolean(),
    validFrom: z.iso.date().nullable(),
    validTo: z.iso.date().nullable(),
    lang: ZLang,
  })
  .refine((b) => b.validFrom === null || b.validTo === null || b.validTo >= b.validFrom, {
    message: 'validTo must not be before validFrom',
    path: ['validTo'],
  });
export type TPointsRuleBody = z.infer<typeof ZPointsRuleBody>;
