import { z } from 'zod';
import { BOOKING_MESSAGE_KINDS } from '../rules/booking-messages';
import { ZLang, ZOptionalPhone, zText } from './common';

// The back office's catalogue structure, membership and top-up, and a booking's messages (issue 32, part 3),
// under /api/v1/admin/... (OpenAPI tag `backoffice`).

const ZSort = z.number().int().min(0).max(10_000);
const ZName = zText(120).min(1);
const ZRowId = z.number().int().min(1).max(2_147_483_647);

// ——— Categories, groups, a service's place (group, add-on of), upsell ———

export const ZAdminCategory = z.object({ id: z.number().int(), name: z.string(), nameEn: z.string(), sort: z.number().int(), hidden: z.boolean() });
export type TAdminCategory = z.infer<typeof ZAdminCategory>;
export const ZAdminCategoryBody = z.object({ name: ZName, nameEn: ZName, sort: ZSort, hidden: z.boolean() });

export const ZAdminGroup = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  name: z.string(),
  nameEn: z.string(),
  sort: z.number().int(),
  hidden: z.boolean(),
  /** The services the group's detail offers with it ("upsell"). */
  upsellServiceIds: z.array(z.number().int()),
});
export type TAdminGroup = z.infer<typeof ZAdminGroup>;
export const ZAdminGroupBody = z.object({
  categoryId: ZRowId,
  name: ZName,
  nameEn: ZName,
  sort: ZSort,
  hidden: z.boolean(),
  upsellServiceIds: z
    .array(ZRowId)
    .max(20)
    .refine((ids) => new Set(ids).size === ids.length, 'each service once'),
});

/** A service's place in the catalogue: its group, and the service it is an add-on of (null: a service of its own). */
export const ZAdminServicePlace = z.object({
  id: z.number().int(),
  name: z.string(),
  groupId: z.number().int(),
  parentServiceId: z.number().int().nullable(),
  discontinued: z.boolean(),
});
export type TAdminServicePlace = z.infer<typeof ZAdminServicePlace>;
export const ZAdminServicePlaceBody = z.object({ groupId: ZRowId, parentServiceId: ZRowId.nullable() });

export const ZAdminCatalogStructure = z.object({
  categories: z.array(ZAdminCategory),
  groups: z.array(ZAdminGroup),
  services: z.array(ZAdminServicePlace),
});
export type TAdminCatalogStructure = z.infer<typeof ZAdminCatalogStructure>;

// ——— Membership tiers and top-up packages ———

const ZVnd = z.number().int().min(1).max(1_000_000_000);

export const ZAdminTier = z.object({
  memberType: z.number().int(),
  name: z.string(),
  /** VND spent over the tier window that earns the tier. */
  minSpend: z.number().int(),
  perks: z.object({ comboDiscountPercent: z.number(), daysBookFuture: z.number().int(), businessClass: z.boolean() }),
});
export const ZAdminMembership = z.object({ windowMonths: z.number().int(), tiers: z.array(ZAdminTier) });
export type TAdminMembership = z.infer<typeof ZAdminMembership>;
export const ZTierThresholdsBody = z
  .object({ silver: ZVnd, gold: ZVnd, diamond: ZVnd })
  .refine((b) => b.silver < b.gold && b.gold < b.diamond, { message: 'Silver < Gold < Diamond', path: ['gold'] });

export const ZAdminTopupPackage = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEn: z.string(),
  description: z.string(),
  descriptionEn: z.string(),
  /** Visits paid for, and the free ones on top: the value credited. */
  visits: z.number().int(),
  bonusVisits: z.number().int(),
  /** VND paid. */
  price: z.number().int(),
  validityDays: z.number().int(),
  highlight: z.boolean(),
  sort: z.number().int(),
  active: z.boolean(),
});
export type TAdminTopupPackage = z.infer<typeof ZAdminTopupPackage>;
export const ZAdminTopupPackages = z.array(ZAdminTopupPackage);
export const ZAdminTopupPackageBody = z.object({
  name: ZName,
  nameEn: ZName,
  description: zText(300).min(1),
  descriptionEn: zText(300).min(1),
  visits: z.number().int().min(1).max(100),
  bonusVisits: z.number().int().min(0).max(100),
  price: ZVnd,
  validityDays: z.number().int().min(1).max(1_000),
  highlight: z.boolean(),
  sort: ZSort,
  active: z.boolean(),
});
export type TAdminTopupPackageBody = z.infer<typeof ZAdminTopupPackageBody>;

// ——— A booking's messages (issue 33 in the back office) ———

/** A booking number, or the customer's phone (his bookings, newest first). Exactly one. */
export const ZBookingMessagesQuery = z
  .object({
    bookingId: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).max(2_147_483_647).optional()),
    phone: ZOptionalPhone,
    lang: ZLang,
  })
  .refine((q) => (q.bookingId === undefined) !== (q.phone === undefined), { message: 'a booking number or a phone, one of them' });

export const ZAdminBookingMessage = z.object({
  id: z.number().int(),
  kind: z.enum(BOOKING_MESSAGE_KINDS),
  state: z.string(),
  /** zalo or sms once sent. */
  channel: z.string().nullable(),
  dueAt: z.string(),
  sentAt: z.string().nullable(),
  attempts: z.number().int(),
  voidReason: z.string().nullable(),
});
export const ZAdminBookingWithMessages = z.object({
  bookingId: z.number().int(),
  salonId: z.number().int(),
  salonName: z.string(),
  startAt: z.string(),
  status: z.string(),
  /** The phone with all but its last 3 digits hidden. */
  phone: z.string(),
  messages: z.array(ZAdminBookingMessage),
});
export type TAdminBookingWithMessages = z.infer<typeof ZAdminBookingWithMessages>;
export const ZAdminBookingsWithMessages = z.array(ZAdminBookingWithMessages);

// ——— Suggest rules (spec §4: the popup on Done in the service step) ———

/** Service ids joined by ';' (equals, default): e.g. '101;102'. */
const RULE_IDS = /^\d{1,9}(;\d{1,9})*$/;

const ZSuggestRuleFields = z.object({
  ruleType: z.enum(['equals', 'regex', 'default']),
  /** equals / default: service ids joined by ';'; regex: a pattern over the chosen ids joined by ';' in the order chosen. */
  serviceSelected: zText(200).min(1),
  /** The services the popup offers, the first not chosen yet added on 'Dùng thêm'. */
  listService: z.array(ZRowId).min(1).max(10),
  title: zText(300).min(1),
  titleEn: zText(300).nullable(),
});
export const ZAdminSuggestRule = ZSuggestRuleFields.extend({ id: z.number().int() });
export type TAdminSuggestRule = z.infer<typeof ZAdminSuggestRule>;
/** A rule as the editor sends it: ids that are ids, a pattern that compiles. */
export const ZAdminSuggestRuleBody = ZSuggestRuleFields.superRefine((rule, ctx) => {
  if (rule.ruleType !== 'regex' && !RULE_IDS.test(rule.serviceSelected)) {
    ctx.addIssue({ code: 'custom', path: ['serviceSelected'], message: 'service ids joined by ;' });
  }
  if (rule.ruleType === 'regex') {
    try {
      new RegExp(rule.serviceSelected);
    } catch {
      ctx.addIssue({ code: 'custom', path: ['serviceSelected'], message: 'not a valid pattern' });
    }
  }
});
export type TAdminSuggestRuleBody = z.infer<typeof ZAdminSuggestRuleBody>;
