import { z } from 'zod';
import { ZId, ZLang } from './common';

// Contracts of top-up, payments, balance and member tiers (issue 14; spec §7 membership/order, order-v2,
// customer/topup/history, product/topup).

export const ZTopupPackage = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  visits: z.number().int(),
  bonusVisits: z.number().int(),
  /** visits + bonusVisits. */
  totalVisits: z.number().int(),
  price: z.number().int(),
  /** price / totalVisits, rounded to 1.000 VND. */
  pricePerVisit: z.number().int(),
  validityDays: z.number().int(),
  highlight: z.boolean(),
});
export type TTopupPackage = z.infer<typeof ZTopupPackage>;

/** product/topup: the packages on sale and the limits of a free amount. */
export const ZTopupProducts = z.object({
  packages: z.array(ZTopupPackage),
  amount: z.object({ min: z.number().int(), max: z.number().int(), step: z.number().int(), suggestions: z.array(z.number().int()) }),
  /** False when online payment is off (production without a gateway): the page says so instead of selling. */
  paymentAvailable: z.boolean(),
});
export type TTopupProducts = z.infer<typeof ZTopupProducts>;

export const TOPUP_AMOUNT_STEP = 10_000;

/** membership/order: a package or a free amount (VND, a multiple of 10.000), never both. */
export const ZCreateOrderBody = z
  .object({
    packageId: ZId.optional(),
    amount: z.number().int().positive().max(1_000_000_000).optional(),
    lang: ZLang,
  })
  .refine((b) => (b.packageId === undefined) !== (b.amount === undefined), { message: 'give either packageId or amount', path: ['packageId'] });
export type TCreateOrderBody = z.input<typeof ZCreateOrderBody>;

export const ORDER_STATUSES = ['pending', 'paid', 'failed'] as const;

export const ZPaymentOrder = z.object({
  orderId: z.number().int(),
  kind: z.enum(['package', 'amount']),
  status: z.enum(ORDER_STATUSES),
  amount: z.number().int(),
  packageName: z.string().nullable(),
  visits: z.number().int(),
  bonusVisits: z.number().int(),
  /** ISO instants. */
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  /** Package orders once paid: when their visits expire. */
  expiresAt: z.string().nullable(),
});
export type TPaymentOrder = z.infer<typeof ZPaymentOrder>;

export const ZOrderCreated = z.object({ order: ZPaymentOrder, paymentUrl: z.string() });
export type TOrderCreated = z.infer<typeof ZOrderCreated>;

/** order-v2: one of the caller's orders, as the database holds it. */
export const ZOrderQuery = z.object({ orderId: ZId, lang: ZLang });

export const ZWallet = z.object({ balance: z.number().int(), visitsLeft: z.number().int(), nextVisitExpiry: z.string().nullable() });
export type TWallet = z.infer<typeof ZWallet>;

export const LEDGER_ENTRY_KINDS = ['topup_credit', 'package_granted', 'visit_used', 'balance_used', 'refund', 'expiry'] as const;

export const ZLedgerItem = z.object({
  id: z.number().int(),
  kind: z.enum(LEDGER_ENTRY_KINDS),
  /** Signed VND change of the balance. */
  amount: z.number().int(),
  /** Signed change of the package visits. */
  visits: z.number().int(),
  orderId: z.number().int().nullable(),
  bookingId: z.number().int().nullable(),
  packageName: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
});
export type TLedgerItem = z.infer<typeof ZLedgerItem>;

export const ZTopupHistoryQuery = z.object({
  pageIndex: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
  lang: ZLang,
});

/** customer/topup/history: the wallet, the orders (newest first) and one page of ledger entries. */
export const ZTopupHistory = z.object({
  wallet: ZWallet,
  orders: z.array(ZPaymentOrder),
  entries: z.array(ZLedgerItem),
  total: z.number().int(),
  pageIndex: z.number().int(),
  pageSize: z.number().int(),
});
export type TTopupHistory = z.infer<typeof ZTopupHistory>;

export const ZTierPerks = z.object({
  comboDiscountPercent: z.number().int(),
  daysBookFuture: z.number().int(),
  maxDaysBookFuture: z.number().int(),
  businessClass: z.boolean(),
});

export const ZTier = z.object({ memberType: z.number().int(), name: z.string(), minSpend: z.number().int(), perks: ZTierPerks });
export type TTier = z.infer<typeof ZTier>;

/** membership/tiers: every tier, its threshold and perks (public). */
export const ZTiers = z.object({ windowMonths: z.number().int(), tiers: z.array(ZTier) });
export type TTiers = z.infer<typeof ZTiers>;

/** membership/status: the caller's tier, spend in the window and what is left. */
export const ZMemberStatus = z.object({
  memberType: z.number().int(),
  membershipName: z.string().nullable(),
  spend: z.number().int(),
  /** ISO date: the first day whose visits count. */
  windowStart: z.string(),
  nextTier: z.number().int().nullable(),
  toNextTier: z.number().int(),
  toKeep: z.number().int(),
  perks: ZTierPerks,
  wallet: ZWallet,
});
export type TMemberStatus = z.infer<typeof ZMemberStatus>;

/** The VNPay IPN answer (not the API envelope: the provider reads exactly these two fields). */
export const ZIpnAnswer = z.object({ RspCode: z.string(), Message: z.string() });
export const ZIpnQuery = z.record(z.string(), z.union([z.string(), z.array(z.string())]));
